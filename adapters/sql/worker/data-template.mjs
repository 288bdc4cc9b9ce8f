// A new data directory filled from the template (a gzip'd ustar archive of a migrated PGlite data
// dir, written by `npm run build`). Plain JavaScript, like pglite-worker.mjs: the database thread
// unpacks it before PGlite opens the directory, and the in-process fallback and the tests import it
// from TypeScript (types in data-template.d.mts). The files stream to disk, so a new database never
// holds the 40 MB of the archive in memory (PGlite's own loadDataDir kept ~110 MB of it).
import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

/** The archive is not one this reader unpacks (a bad header, an entry kind it does not know, a path leaving the directory). */
export class TarError extends Error {
  name = 'TarError';
}

const text = (block, from, length) => {
  const field = block.subarray(from, from + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};

const octal = (block, from, length) => {
  const digits = text(block, from, length).trim();
  if (!/^[0-7]+$/.test(digits)) throw new TarError(`not an octal number: "${digits}"`);
  return parseInt(digits, 8);
};

// The header's checksum: the sum of its bytes with the checksum field read as spaces.
const checksumOf = (block) => {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum;
};

// One 512-byte header; undefined for the zero block that ends the archive.
const readHeader = (block, dir) => {
  if (block.every((b) => b === 0)) return undefined;
  if (octal(block, 148, 8) !== checksumOf(block)) throw new TarError('a header fails its checksum');
  const name = text(block, 0, 100);
  const prefix = text(block, 257, 6) === 'ustar' ? text(block, 345, 155) : '';
  const inArchive = prefix ? `${prefix}/${name}` : name;
  const path = resolve(dir, `.${sep}${inArchive.replace(/^\/+/, '')}`);
  const inside = relative(dir, path);
  if (inside.startsWith('..') || resolve(dir, inside) !== path) throw new TarError(`an entry leaves the directory: ${inArchive}`);
  const type = String.fromCharCode(block[156]);
  const kind = type === '5' ? 'directory' : type === '0' || type === '\0' ? 'file' : undefined;
  if (kind === undefined) throw new TarError(`entry type "${type}" is not a file or a directory: ${inArchive}`);
  return { path, kind, mode: octal(block, 100, 8) & 0o777, size: kind === 'file' ? octal(block, 124, 12) : 0 };
};

/**
 * Unpacks a gzip'd ustar archive of files and directories into `dir` (created if missing),
 * streaming: memory stays at a few chunks whatever the archive's size. Throws a TarError on a
 * damaged header, an entry kind other than a file or a directory, a path outside `dir` or an entry
 * cut short (the closing zero blocks may be missing).
 *
 * @example
 * await unpackTarGz(new URL('./pgdata-template.tar.gz', import.meta.url), '/srv/waybook/pgdata.new');
 */
export async function unpackTarGz(file, dir) {
  const root = resolve(dir);
  await mkdir(root, { recursive: true });
  let pending = Buffer.alloc(0);
  let skip = 0;
  let writing;
  let ended = false;
  // The reader's own error: pipeline() reports it as an abort of the streams.
  let failure;
  const made = new Set([root]);
  const directory = (path, mode = 0o700) => {
    if (made.has(path)) return;
    mkdirSync(path, { recursive: true, mode });
    made.add(path);
  };
  // Synchronous file calls: this runs on the database thread before PGlite starts, where nothing
  // else waits, and ~1,200 files cost ~5,000 trips through the thread pool otherwise (over 1 s).
  const take = (chunk) => {
    let data = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    while (data.length > 0 && !ended) {
      if (writing) {
        const part = data.subarray(0, writing.left);
        writeSync(writing.fd, part);
        writing.left -= part.length;
        data = data.subarray(part.length);
        if (writing.left === 0) {
          closeSync(writing.fd);
          writing = undefined;
        }
      } else if (skip > 0) {
        const n = Math.min(skip, data.length);
        skip -= n;
        data = data.subarray(n);
      } else if (data.length < BLOCK) {
        pending = Buffer.from(data);
        data = Buffer.alloc(0);
      } else {
        const entry = readHeader(data.subarray(0, BLOCK), root);
        data = data.subarray(BLOCK);
        if (entry === undefined) ended = true;
        else if (entry.kind === 'directory') directory(entry.path, entry.mode || 0o700);
        else {
          directory(dirname(entry.path));
          const fd = openSync(entry.path, 'w', entry.mode || 0o600);
          if (entry.size === 0) closeSync(fd);
          else writing = { fd, left: entry.size };
          skip = (BLOCK - (entry.size % BLOCK)) % BLOCK;
        }
      }
    }
  };
  try {
    await pipeline(createReadStream(file), createGunzip({ chunkSize: 1 << 20 }), async (source) => {
      try {
        for await (const chunk of source) take(chunk);
      } catch (e) {
        failure = e;
        throw e;
      }
    });
  } catch (e) {
    throw failure ?? e;
  } finally {
    if (writing) closeSync(writing.fd);
  }
  if (writing !== undefined || skip > 0 || pending.length > 0) throw new TarError('the archive ends in the middle of an entry');
}

const isNew = async (dir) => (await readdir(dir).catch(() => [])).length === 0;

/**
 * Fills a new, empty data directory from the template, when there is one; answers whether it did.
 * The files are unpacked beside the directory and renamed into place, so a start interrupted
 * half-way leaves the directory new, never half-filled.
 *
 * @example
 * await fillFromTemplate('./data/pgdata', templateUrl); // true the first time, false afterwards
 */
export async function fillFromTemplate(dir, file) {
  if (
    !(await isNew(dir)) ||
    !(await stat(file).then(
      (s) => s.isFile(),
      () => false,
    ))
  )
    return false;
  const partial = `${dir}.unpacking-${process.pid}`;
  await rm(partial, { recursive: true, force: true });
  try {
    await unpackTarGz(file, partial);
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
  } catch (e) {
    await rm(partial, { recursive: true, force: true });
    throw e;
  }
  return true;
}
