import { readFileSync } from 'node:fs';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { FflatePassUnpacker } from './pkpass-unpacker.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url));
const passText = fixture('pkpass-airline-bcbp.json').toString('utf8');
const pass: unknown = JSON.parse(passText);
const icon = new Uint8Array(2048).map((_, i) => (i * 31) % 251);
const pkpass = (files: Zippable) => zipSync(files, { mtime: new Date('2026-01-01T00:00:00Z') });
const unpacker = new FflatePassUnpacker();

/** Rewrites the uncompressed size of pass.json in both the local header and the central directory. */
function lieAboutSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50 && view.getUint16(i + 26, true) === 9) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50 && view.getUint16(i + 28, true) === 9) view.setUint32(i + 24, size, true);
  }
  return out;
}

describe('FflatePassUnpacker', () => {
  it('answers pass.json of a deflated pass, parsed', async () => {
    const bytes = pkpass({ 'pass.json': strToU8(passText), 'icon.png': [icon, { level: 0 }], 'manifest.json': strToU8('{}'), signature: icon });
    expect(await unpacker.passJson(bytes)).toEqual(pass);
  });

  it('reads a stored (uncompressed) pass.json and drops a UTF-8 byte-order mark', async () => {
    const bytes = pkpass({ 'pass.json': [strToU8(`\uFEFF${passText}`), { level: 0 }] });
    expect(await unpacker.passJson(bytes)).toEqual(pass);
  });

  it('reads pass.json when it is not the first entry', async () => {
    const bytes = pkpass({ 'en.lproj': { 'pass.strings': strToU8('"a" = "b";') }, 'logo.png': icon, 'pass.json': strToU8(passText) });
    expect(await unpacker.passJson(bytes)).toEqual(pass);
  });

  it.each([
    ['empty bytes', new Uint8Array()],
    ['a PDF', strToU8('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
    ['PK and garbage', strToU8('PK\u0003\u0004 not really a zip at all')],
    ['a zip without pass.json', pkpass({ 'icon.png': icon, 'manifest.json': strToU8('{}') })],
    ['pass.json in a folder only', pkpass({ sub: { 'pass.json': strToU8(passText) } })],
    ['pass.json that is not JSON', pkpass({ 'pass.json': strToU8('{"formatVersion": 1,') })],
    ['pass.json that is a JSON array', pkpass({ 'pass.json': strToU8('[1, 2]') })],
    ['an empty pass.json', pkpass({ 'pass.json': new Uint8Array() })],
    ['a truncated zip', pkpass({ 'pass.json': strToU8(passText) }).subarray(0, 200)],
  ])('answers undefined for %s', async (_, bytes) => {
    expect(await unpacker.passJson(bytes)).toBeUndefined();
  });

  it('refuses a pass with more entries than the limit, before inflating anything', async () => {
    const files: Zippable = { 'pass.json': strToU8(passText) };
    for (let i = 0; i < 101; i++) files[`f${i}.png`] = new Uint8Array(1);
    expect(await unpacker.passJson(pkpass(files))).toBeUndefined();
    expect(await new FflatePassUnpacker({ maxEntries: 200 }).passJson(pkpass(files))).toEqual(pass);
  });

  it('refuses a pass.json larger than 1 MB once unpacked (a deflate bomb that says so)', async () => {
    const big = strToU8(`{"pad":"${' '.repeat(2 * 1024 * 1024)}"}`);
    const bytes = pkpass({ 'pass.json': big });
    expect(bytes.length).toBeLessThan(10_000);
    expect(await unpacker.passJson(bytes)).toBeUndefined();
    expect(await new FflatePassUnpacker({ maxPassJsonBytes: 3 * 1024 * 1024 }).passJson(bytes)).toEqual({ pad: ' '.repeat(2 * 1024 * 1024) });
  });

  it('refuses a deflate bomb that declares a small size, quickly', async () => {
    const bomb = lieAboutSize(pkpass({ 'pass.json': new Uint8Array(64 * 1024 * 1024) }), 100);
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await unpacker.passJson(bomb)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses a pass.json whose real size differs from the declared one (either way)', async () => {
    const size = strToU8(passText).length;
    const honest = pkpass({ 'pass.json': strToU8(passText) });
    expect(await unpacker.passJson(lieAboutSize(honest, size - 1))).toBeUndefined();
    expect(await unpacker.passJson(lieAboutSize(honest, size + 1))).toBeUndefined();
    expect(await unpacker.passJson(lieAboutSize(honest, size))).toEqual(pass);
  });

  it('refuses two pass.json entries (which one a reader takes depends on the reader)', async () => {
    const one = pkpass({ 'pass.json': strToU8(passText), 'pass.jsoX': strToU8('{"formatVersion":2}') });
    const two = one.slice();
    for (let i = 0; i + 9 <= two.length; i++) {
      if (strToU8('pass.jsoX').every((b, k) => two[i + k] === b)) two[i + 8] = 0x6e; // 'n'
    }
    expect(await unpacker.passJson(one)).toEqual(pass);
    expect(await unpacker.passJson(two)).toBeUndefined();
  });

  it('refuses a file over the size limit without reading it', async () => {
    const bytes = pkpass({ 'pass.json': strToU8(passText), 'strip.png': [new Uint8Array(64 * 1024).map((_, i) => (i * 7919) % 256), { level: 0 }] });
    expect(await new FflatePassUnpacker({ maxPkpassBytes: 32 * 1024 }).passJson(bytes)).toBeUndefined();
    expect(await unpacker.passJson(bytes)).toEqual(pass);
  });
});
