import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { TarError, unpackTarGz } from '../worker/data-template.mjs';

const dir = await mkdtemp(join(tmpdir(), 'waybook-tar-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

interface Item {
  readonly name: string;
  readonly type?: string;
  readonly body?: Uint8Array;
  readonly mode?: number;
}

// A ustar writer for the tests (the reader's counterpart; the real template comes from PGlite's dumpDataDir).
function header(item: Item): Buffer {
  const block = Buffer.alloc(512);
  const name = Buffer.from(item.name);
  if (name.length > 100) {
    const cut = item.name.lastIndexOf('/', 155);
    block.write(item.name.slice(cut + 1), 0);
    block.write(item.name.slice(0, cut), 345);
  } else block.write(item.name, 0);
  block.write(`${(item.mode ?? 0o640).toString(8).padStart(7, '0')}\0`, 100);
  block.write(`${(item.body?.length ?? 0).toString(8).padStart(11, '0')}\0`, 124);
  block.write('00000000000\0', 136);
  block.write(item.type ?? '0', 156);
  block.write('ustar\0' + '00', 257);
  block.fill(0x20, 148, 156);
  const sum = block.reduce((a, b) => a + b, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

function tarGz(items: readonly Item[], end = true): Buffer {
  const parts: Buffer[] = [];
  for (const item of items) {
    parts.push(header(item));
    if (item.body && item.body.length > 0) {
      parts.push(Buffer.from(item.body), Buffer.alloc((512 - (item.body.length % 512)) % 512));
    }
  }
  if (end) parts.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(parts));
}

let count = 0;
async function archive(items: readonly Item[], end = true): Promise<string> {
  const file = join(dir, `a${(count += 1)}.tar.gz`);
  await writeFile(file, tarGz(items, end));
  return file;
}
const target = () => join(dir, `out${(count += 1)}`);

describe('unpackTarGz', () => {
  it('writes directories and files with their bytes and modes, a large file across many chunks included', async () => {
    const big = new Uint8Array(300_000).map((_, i) => (i * 7919) % 251);
    const to = target();
    await unpackTarGz(
      await archive([
        { name: '/pg_wal', type: '5', mode: 0o750 },
        { name: '/pg_wal/000001', body: big, mode: 0o600 },
        { name: '/global/empty', body: new Uint8Array(0) },
        { name: `/${'deep/'.repeat(25)}file`, body: Buffer.from('prefix field') },
      ]),
      to,
    );
    expect(Buffer.compare(await readFile(join(to, 'pg_wal/000001')), Buffer.from(big))).toBe(0);
    expect((await stat(join(to, 'pg_wal/000001'))).mode & 0o777).toBe(0o600);
    expect((await stat(join(to, 'pg_wal'))).isDirectory()).toBe(true);
    expect((await readFile(join(to, 'global/empty'))).length).toBe(0);
    expect(await readFile(join(to, `${'deep/'.repeat(25)}file`), 'utf8')).toBe('prefix field');
  });

  it('gives back what was packed, whatever the files (property)', async () => {
    const names = fc.uniqueArray(fc.stringMatching(/^[a-z0-9_]{1,12}$/), { minLength: 1, maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(names, fc.array(fc.uint8Array({ maxLength: 2_000 }), { minLength: 6, maxLength: 6 }), async (files, bodies) => {
        const to = target();
        await unpackTarGz(await archive(files.map((name, i) => ({ name: `/d/${name}`, body: bodies[i]! }))), to);
        expect((await readdir(join(to, 'd'))).sort()).toEqual([...files].sort());
        for (const [i, name] of files.entries()) expect(Buffer.compare(await readFile(join(to, 'd', name)), Buffer.from(bodies[i]!))).toBe(0);
      }),
      { numRuns: 25 },
    );
  });

  it('refuses an entry that would land outside the directory, and writes nothing there', async () => {
    const to = target();
    await expect(unpackTarGz(await archive([{ name: '../escaped', body: Buffer.from('x') }]), to)).rejects.toThrow(TarError);
    await expect(stat(join(to, '..', 'escaped'))).rejects.toThrow();
  });

  it('refuses links, a damaged header and an archive cut short', async () => {
    await expect(unpackTarGz(await archive([{ name: '/link', type: '2' }]), target())).rejects.toThrow(/not a file or a directory/);
    const damaged = tarGz([{ name: '/a', body: Buffer.from('abc') }]);
    const raw = Buffer.from((await import('node:zlib')).gunzipSync(damaged));
    raw[10] = 0x41;
    const file = join(dir, 'damaged.tar.gz');
    await writeFile(file, gzipSync(raw));
    await expect(unpackTarGz(file, target())).rejects.toThrow(/checksum/);
    const body = new Uint8Array(5_000).map((_, i) => (i * 7919) % 251);
    const cut = tarGz([{ name: '/big', body }], false).subarray(0, 200);
    await writeFile(file, cut);
    await expect(unpackTarGz(file, target())).rejects.toThrow();
    await expect(unpackTarGz(await archive([{ name: '/big', body }], false), target())).resolves.toBeUndefined();
  });
});
