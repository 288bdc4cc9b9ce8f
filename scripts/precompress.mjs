// Writes a .br (brotli, quality 11) and a .gz (gzip, level 9) sibling next to every text asset of a
// built directory, so the server sends them as they are instead of compressing on each request.
// Source maps are left alone: only developer tools fetch them. A sibling that would not be smaller
// than the file itself is not written (the server then sends the file as it is).
//
//   node scripts/precompress.mjs ui/dist        (the UI's vite build runs it on its own output)
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && TEXT.has(extname(entry.name))) yield path;
  }
}

async function precompressFile(path) {
  const bytes = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: 9 }),
  ]);
  let written = 0;
  if (br.length < bytes.length) {
    await writeFile(`${path}.br`, br);
    written += 1;
  }
  if (gz.length < bytes.length) {
    await writeFile(`${path}.gz`, gz);
    written += 1;
  }
  return written;
}

/**
 * Precompresses every text asset under `dir` (brotli and gzip siblings); answers how many siblings it wrote.
 *
 * @example
 * await precompressDirectory('ui/dist'); // ui/dist/assets/index-abc.js.br, ui/dist/assets/index-abc.js.gz, ...
 */
export async function precompressDirectory(dir) {
  const files = [];
  for await (const file of filesUnder(resolve(dir))) files.push(file);
  // zlib's asynchronous calls run on the thread pool: a few files at a time keep it busy.
  let written = 0;
  for (let i = 0; i < files.length; i += 8) {
    const counts = await Promise.all(files.slice(i, i + 8).map(precompressFile));
    written += counts.reduce((a, b) => a + b, 0);
  }
  return { files: files.length, written };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'ui/dist';
  const { files, written } = await precompressDirectory(dir);
  console.log(`precompressed ${files} text files under ${dir}: ${written} .br/.gz siblings`);
}
