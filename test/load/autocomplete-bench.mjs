#!/usr/bin/env node
// Place autocomplete, in process: load time and search latency of the BUILT reference-data package.
// Build first: npx tsc -b adapters/reference-data. Run: node --expose-gc test/load/autocomplete-bench.mjs
// Budget (shared/DESIGN.md): autocomplete p99 < 1 ms in process. Prints numbers; asserts nothing.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const dist = new URL('../../adapters/reference-data/dist/index.js', import.meta.url);
if (!existsSync(fileURLToPath(dist))) {
  console.error('adapters/reference-data/dist/index.js is missing: run `npx tsc -b adapters/reference-data` first');
  process.exit(1);
}
const { createPlaceIndex, loadPlaceIndex } = await import(dist.href);

const ms = (n) => `${n.toFixed(1)} ms`;
const us = (n) => `${(n * 1000).toFixed(1)} µs`;

// 1. Load in a worker thread (what a server does): wall time, and how long the main thread was blocked.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
let t = performance.now();
const index = await createPlaceIndex();
const workerLoad = performance.now() - t;
loop.disable();
console.log(`load (worker, createPlaceIndex): ${ms(workerLoad)}; longest main-thread stall ${ms(loop.max / 1e6)}`);
globalThis.gc?.();
const mib = (n) => `${(n / 2 ** 20).toFixed(0)} MiB`;
const mem = process.memoryUsage();
console.log(`memory with the index loaded: rss ${mib(mem.rss)}, heap ${mib(mem.heapUsed)}, typed arrays ${mib(mem.arrayBuffers)}${globalThis.gc ? '' : ' (run with --expose-gc for settled numbers)'}`);

// 2. Load in process (loadPlaceIndex), for comparison.
t = performance.now();
loadPlaceIndex();
console.log(`load (in process, loadPlaceIndex): ${ms(performance.now() - t)}`);
console.log(`cities: ${index.size}`);

// 3. Searches: what people type, keystroke by keystroke, in several locales, with some filters.
const typed = [
  'paris', 'london', 'san francisco', 'new york', 'tokyo', 'zürich', 'sao paulo', 'berlin', 'madrid',
  'los angeles', 'bogota', 'mexico', 'washington', 'frankfurt', 'munich', 'barcelona', 'rome', 'sydney',
  'saint etienne', 'rio de janeiro', 'portland, maine', 'paris, united states', 'london, uk', 'springfield, il',
  'san jose, costa rica', 'cambridge, ma', 'kyoto', 'lyon, france', 'köln', 'málaga',
];
const queries = [];
for (const word of typed) for (let n = 1; n <= word.length; n++) queries.push(word.slice(0, n));
queries.push('qqqqzzzz', '', ' ', 's', 'a', 'new', 'st', 'san', 'bad');
const locales = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'];

const run = (count) => {
  const times = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const query = queries[(i * 7919) % queries.length];
    const locale = locales[i % locales.length];
    const start = performance.now();
    index.search(query, { limit: 15, locale });
    times[i] = performance.now() - start;
  }
  return times.sort();
};
run(2000); // warm up the JIT
const times = run(10_000);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`search x${times.length} over ${queries.length} queries: p50 ${us(at(0.5))}, p90 ${us(at(0.9))}, p99 ${us(at(0.99))}, max ${us(times[times.length - 1])}`);

const labelStart = performance.now();
for (let i = 0; i < 2000; i++) index.byLabel(index.at((i * 104729) % index.size, locales[i % 7]).label, 'en-US');
console.log(`byLabel: mean ${us((performance.now() - labelStart) / 2000)}`);
console.log(`budget: autocomplete p99 < 1 ms in process -> ${at(0.99) < 1 ? 'met' : 'NOT met'}`);
