// What the browser downloads for the first app page (/app/ -> /app/trips), from the built UI
// (`npx vite build --config ui/vite.config.ts` first). Printed, never asserted.
// - first-page JS gzipped (level 9): the entry, its static imports, the trips route chunk and its
//   static imports (the budget of issue 9 is 150 KB);
// - bytes on the wire: index.html + that JS + its CSS as the server sends them to a browser that
//   accepts brotli (the prebuilt .br siblings, or the file itself when it has none).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../ui/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const FIRST_ROUTE = 'src/features/trips/trips-page.tsx';

/** The chunks a module needs before it runs: itself and its static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const todo = [...keys];
  while (todo.length > 0) {
    const key = todo.pop();
    if (seen.has(key)) continue;
    seen.add(key);
    todo.push(...(manifest[key]?.imports ?? []));
  }
  return [...seen];
}

const entry = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const chunks = closure([...entry, FIRST_ROUTE]);
const js = [...new Set(chunks.map((k) => manifest[k].file))];
const css = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))];

const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const brotliOnWire = (file) => readFileSync(existsSync(`${dist}${file}.br`) ? `${dist}${file}.br` : `${dist}${file}`).length;

let gzipped = 0;
let raw = 0;
console.log('first page JS (gzip -9, raw):');
for (const file of js) {
  const bytes = readFileSync(dist + file);
  const size = gzipSync(bytes, { level: 9 }).length;
  gzipped += size;
  raw += bytes.length;
  console.log(`${kb(size)} ${kb(bytes.length)}  ${file}`);
}
const wire = ['index.html', ...js, ...css].map((f) => [f, brotliOnWire(f)]);
const onWire = wire.reduce((sum, [, n]) => sum + n, 0);
const all = readdirSync(`${dist}assets`).filter((f) => f.endsWith('.js'));
console.log(
  `first page JS, gzipped: ${(gzipped / 1024).toFixed(1)} KB (budget 150 KB), ${(raw / 1024).toFixed(1)} KB raw, in ${js.length} of ${all.length} chunks`,
);
console.log(
  `bytes on the wire for /app/trips (brotli; html ${kb(wire[0][1]).trim()}, JS ${kb(wire.slice(1, 1 + js.length).reduce((s, [, n]) => s + n, 0)).trim()}, CSS ${kb(wire.slice(1 + js.length).reduce((s, [, n]) => s + n, 0)).trim()}): ${(onWire / 1024).toFixed(1)} KB`,
);
