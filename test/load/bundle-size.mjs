// Gzipped size of the JavaScript the browser loads for the first app page (/app/ -> /trips).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../ui/dist/', import.meta.url));
const html = readFileSync(`${dist}index.html`, 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// The trips page is a lazy route chunk the first page needs as well.
const tripsChunk = readdirSync(`${dist}assets`).filter((f) => /^trips-page-.*\.js$/.test(f)).map((f) => `assets/${f}`);
const files = [...new Set([...initial, ...tripsChunk])];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(dist + file), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const all = readdirSync(`${dist}assets`).filter((f) => f.endsWith('.js'));
console.log(`first page JS, gzipped: ${(total / 1024).toFixed(1)} KB (budget 150 KB); ${all.length} chunks in all`);
