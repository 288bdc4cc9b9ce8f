// Memory under load: the server's RSS over a warm-up and a steady load at 50 connections (trip list,
// trip with its plans, profile), sampled every 5 s, then after idling; with the server's own
// breakdown (SIGUSR2: main heap, external, array buffers, database thread heap and WASM memory).
// Printed, never asserted. MEMORY_SECONDS (default 60) and MEMORY_WARMUP_SECONDS (default 15).
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './server-process.mjs';
import { seedTrips } from './seed.mjs';

const SECONDS = Number(process.env.MEMORY_SECONDS ?? 60);
const WARMUP = Number(process.env.MEMORY_WARMUP_SECONDS ?? 15);
const dir = mkdtempSync(join(tmpdir(), 'waybook-memory-'));
const server = await startServer(dir, await freePort());
const lines = [];
server.child.stdout.on('data', (d) => lines.push(...d.toString().split('\n')));

const rssMb = () => Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
// The process's resident memory by kind of mapping (Linux): the WASM linear memory (one large
// read-write mapping of 128 MB or more), malloc arenas of threads (64 MB-aligned heaps followed by
// their reserve), other anonymous memory (V8 heaps, main malloc heap) and files (code).
const mappings = () => {
  const out = { wasm: 0, arenas: 0, anon: 0, files: 0 };
  const lines = readFileSync(`/proc/${server.child.pid}/smaps`, 'utf8').split('\n');
  let current;
  for (let i = 0; i < lines.length; i += 1) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(lines[i]);
    if (head) {
      const [start, end] = [BigInt(`0x${head[1]}`), BigInt(`0x${head[2]}`)];
      const next = /^([0-9a-f]+)-\S+ ---p/.exec(lines.slice(i + 1).find((l) => /^[0-9a-f]+-/.test(l)) ?? '');
      const reserve = next && BigInt(`0x${next[1]}`) === end;
      if (head[4].startsWith('/')) current = 'files';
      else if (end - start >= 128n << 20n && head[3] === 'rw-p') current = 'wasm';
      else if (reserve && start % (64n << 20n) === 0n) current = 'arenas';
      else current = 'anon';
    } else if (lines[i].startsWith('Rss:')) out[current] += Number(lines[i].split(/\s+/)[1]);
  }
  return Object.entries(out)
    .map(([k, kb]) => `${k} ${Math.round(kb / 1024)} MB`)
    .join(', ');
};

// MEMORY_BREAKDOWN=0 for a server built before SIGUSR2 printed it (the signal would end it).
const breakdown = async (label) => {
  if (process.env.MEMORY_BREAKDOWN === '0') return console.log(`${label}: RSS ${rssMb()} MB (${mappings()})`);
  const before = lines.length;
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 50 && !lines.slice(before).some((l) => l.includes('memory:')); i += 1) await new Promise((r) => setTimeout(r, 100));
  const line = lines.slice(before).find((l) => l.includes('memory:'));
  console.log(`${label}: RSS ${rssMb()} MB (${mappings()}); ${line ? line.replace(/^.*memory: /, '') : 'no breakdown from the server'}`);
};

const { cookie, tripUuid } = await seedTrips(server.url, { trips: Number(process.env.BENCH_TRIPS ?? 200), plans: Number(process.env.BENCH_PLANS ?? 100) });
const list = 'v2/list/trip?exclude_types=W&traveler=traveler&trip_permission_filter=all&past=false&page_num=1&page_size=10&should_sort_trips_by_date=true';
const paths = [list, `v2/get/trip/uuid/${tripUuid}/include_objects/true`, 'v2/get/profile', list.replace('page_num=1', 'page_num=7')];
const run = (seconds) =>
  autocannon({
    url: server.url,
    connections: 50,
    duration: seconds,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
    requests: paths.map((p) => ({ method: 'GET', path: `/api/${p}` })),
  });

await breakdown('after seeding');
const warm = await run(WARMUP);
console.log(`warm-up ${WARMUP} s: ${warm.requests.total} requests, ${warm.non2xx} non-2xx, ${warm.timeouts} timeouts`);
await breakdown('after warm-up');
const samples = [rssMb()];
const timer = setInterval(() => samples.push(rssMb()), 5_000);
const r = await run(SECONDS);
clearInterval(timer);
samples.push(rssMb());
console.log(
  `load ${SECONDS} s, 50 connections: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts, median ${r.latency.p50} ms, p99 ${r.latency.p99} ms`,
);
const growth = ((100 * (samples.at(-1) - samples[0])) / samples[0]).toFixed(1);
console.log(`RSS every 5 s (MB): ${samples.join(' ')}; from ${samples[0]} to ${samples.at(-1)} MB (${growth} %), peak ${Math.max(...samples)} MB`);
await breakdown('after the load');
await new Promise((resolve) => setTimeout(resolve, 10_000));
await breakdown('after 10 s idle');
await server.stop();
rmSync(dir, { recursive: true, force: true });
