import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync, inflateSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import pngjs from 'pngjs';
import { ZxingBarcodeReader } from './zxing-barcode-reader.js';

const dir = join(import.meta.dirname, '../../../../test/fixtures/imports');
const fixture = (name: string) => new Uint8Array(readFileSync(join(dir, name)));
const bcbp = (name: string) => readFileSync(join(dir, name), 'utf8').trim();
const reader = new ZxingBarcodeReader();

/** A one-page PDF (A4) of the given content stream, its cross-reference table right. */
function pdf(content: string): Uint8Array {
  const stream = deflateSync(Buffer.from(content, 'latin1'));
  const objects = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << >> /Contents 4 0 R >>'),
    Buffer.concat([Buffer.from(`<< /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`), stream, Buffer.from('\nendstream')]),
  ];
  const parts = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let at = parts[0]?.length ?? 0;
  for (const [i, body] of objects.entries()) {
    const part = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    offsets.push(at);
    parts.push(part);
    at += part.length;
  }
  const xref = `xref\n0 5\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(Buffer.from(`${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

// The rectangles (`x y w h re`, in module units) of the vector fixture's barcode, read back from its content stream.
function fixtureRectangles(): string[] {
  const bytes = Buffer.from(fixture('bp-pdf417-vector.pdf'));
  const streams = [...bytes.toString('latin1').matchAll(/(?<!end)stream\n/g)].map((m) => m.index + m[0].length);
  const content = streams.map((start) => {
    const end = bytes.indexOf('\nendstream', start);
    return inflateSync(bytes.subarray(start, end)).toString('latin1');
  });
  return content.flatMap((c) => c.split('\n').filter((line) => /^\d+ \d+ \d+ \d+ re$/.test(line)));
}

afterEach(() => vi.restoreAllMocks());

describe('ZxingBarcodeReader', () => {
  it.each([
    ['bp-pdf417-screenshot.png', 'image', bcbp('bcbp-lh-three-legs.txt')],
    ['bp-pdf417-photo-rotated.jpg', 'image', bcbp('bcbp-jal-hnd-cts.txt')],
    ['bp-aztec.png', 'image', bcbp('bcbp-iata-two-legs-security.txt')],
    ['bp-qr.png', 'image', bcbp('bcbp-af-infant-no-seat.txt')],
    ['bp-pdf417-image.pdf', 'pdf', bcbp('bcbp-iata-single-leg.txt')],
    ['bp-pdf417-vector.pdf', 'pdf', 'M1MARTIN/CLAIRE       EX2Y3Z4 CDGJFKAF 0006 337Y023A0042 100'],
    ['bp-datamatrix.gif', 'image', 'M1LEROY/CAMILLE       EQPLM4X ORYMRSAF 6004 137Y012F0031 100'],
  ] as const)('decodes %s to the BCBP string it encodes, exactly', async (file, kind, text) => {
    expect(await reader.read(fixture(file), kind)).toEqual([text]);
  });

  it('reads vector art drawn one rectangle a fill, turned a quarter and scaled by a cm, inside a form-like save/restore', async () => {
    const rects = fixtureRectangles();
    expect(rects.length).toBeGreaterThan(100);
    const content = ['q 0 1 -1 0 400 300 cm', 'q 0.8 0 0 0.8 0 0 cm', '0 0 0 rg', ...rects.map((r) => `${r} f`), 'Q Q', '0.5 w 10 10 m 500 10 l S'].join('\n');
    expect(await reader.read(pdf(content), 'pdf')).toEqual(['M1MARTIN/CLAIRE       EX2Y3Z4 CDGJFKAF 0006 337Y023A0042 100']);
  });

  it('reads a barcode drawn as thick stroked lines (a bar per run)', async () => {
    const rects = fixtureRectangles().map((r) => r.split(' ').map(Number));
    // Each rectangle as a vertical line of its width through its middle.
    const lines = rects.map(([x = 0, y = 0, w = 0, h = 0]) => `${w} w ${x + w / 2} ${y} m ${x + w / 2} ${y + h} l S`);
    const content = ['q 1.2 0 0 1.2 80 500 cm', '0 G', ...lines, 'Q'].join('\n');
    expect(await reader.read(pdf(content), 'pdf')).toEqual(['M1MARTIN/CLAIRE       EX2Y3Z4 CDGJFKAF 0006 337Y023A0042 100']);
  });

  it('reads a 12-megapixel picture (shrunk before decoding)', async () => {
    const qr = pngjs.PNG.sync.read(Buffer.from(fixture('bp-qr.png')));
    const factor = Math.floor(2400 / qr.width);
    const big = new pngjs.PNG({ width: 4000, height: 3000 });
    big.data.fill(255);
    for (let y = 0; y < qr.height * factor; y += 1)
      for (let x = 0; x < qr.width * factor; x += 1) {
        const from = (Math.floor(y / factor) * qr.width + Math.floor(x / factor)) * 4;
        big.data.set(qr.data.subarray(from, from + 4), ((y + 300) * big.width + x + 700) * 4);
      }
    expect(await reader.read(new Uint8Array(pngjs.PNG.sync.write(big)), 'image')).toEqual([bcbp('bcbp-af-infant-no-seat.txt')]);
  });

  it('answers [] without throwing for garbage, a truncated PDF, a PDF without barcode, a picture without one, and a picture bomb', async () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251);
    expect(await reader.read(garbage, 'pdf')).toEqual([]);
    expect(await reader.read(garbage, 'image')).toEqual([]);
    expect(await reader.read(new TextEncoder().encode('%PDF-1.7\n%…'), 'pdf')).toEqual([]);
    expect(await reader.read(fixture('bp-pdf417-vector.pdf').subarray(0, 900), 'pdf')).toEqual([]);
    expect(await reader.read(fixture('bp-no-barcode.pdf'), 'pdf')).toEqual([]);
    expect(await reader.read(pdf('0 0 0 rg 10 10 100 100 re f'), 'pdf')).toEqual([]);
    expect(await reader.read(fixture('bp-qr.png'), 'pdf')).toEqual([]);
    const blank = new pngjs.PNG({ width: 300, height: 200 });
    blank.data.fill(255);
    expect(await reader.read(new Uint8Array(pngjs.PNG.sync.write(blank)), 'image')).toEqual([]);
    const bomb = fixture('bp-qr.png');
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(16, 60_000);
    new DataView(bomb.buffer, bomb.byteOffset).setUint32(20, 60_000);
    expect(await reader.read(bomb, 'image')).toEqual([]);
  });

  it('keeps pdf.js quiet: nothing written to the console, even for broken PDFs and fonts it lacks', async () => {
    const spies = (['log', 'warn', 'error', 'info'] as const).map((level) => vi.spyOn(console, level));
    await reader.read(new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >>\n%%EOF'), 'pdf');
    await reader.read(fixture('bp-pdf417-image.pdf'), 'pdf');
    await reader.read(fixture('bp-no-barcode.pdf'), 'pdf');
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  it('gives up on the next picture once its time budget is spent', async () => {
    expect(await new ZxingBarcodeReader({ budgetMs: -1 }).read(fixture('bp-qr.png'), 'image')).toEqual([]);
  });
});
