import { describe, expect, it } from 'vitest';
import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { decodeImageFile, greyOf, rotatedQuarter, shrunk, withQuietZone, type GreyBitmap } from './barcode-bitmap.js';
import { decodeGif } from './gif-decode.js';

const bitmap = (width: number, rows: string): GreyBitmap => ({
  width,
  height: rows.length / width,
  data: Uint8ClampedArray.from([...rows].map((c) => (c === '#' ? 0 : 255))),
});
const rowsOf = (b: GreyBitmap) =>
  Array.from({ length: b.height }, (_, y) => [...b.data.subarray(y * b.width, (y + 1) * b.width)].map((v) => (v < 128 ? '#' : '.')).join(''));

describe('grey bitmaps', () => {
  it('greys RGB by BT.601 weights, and transparent pixels as white paper', () => {
    expect([...greyOf([255, 0, 0, 0, 0, 255], 2, 1, 3).data]).toEqual([76, 29]);
    expect([...greyOf([0, 0, 0, 0, 0, 0, 0, 255], 2, 1, 4).data]).toEqual([255, 0]);
    expect([...greyOf([10, 255, 10, 0], 2, 1, 2).data]).toEqual([10, 255]);
  });

  it('adds a white quiet zone, turns a quarter clockwise and shrinks by block means', () => {
    const b = bitmap(3, '#..' + '##.');
    expect(rowsOf(withQuietZone(b, 1))).toEqual(['.....', '.#...', '.##..', '.....']);
    expect(rowsOf(rotatedQuarter(b))).toEqual(['##', '#.', '..']);
    expect([...shrunk({ width: 4, height: 2, data: Uint8ClampedArray.from([0, 0, 255, 255, 0, 0, 255, 255]) }, 2).data]).toEqual([0, 255]);
  });
});

describe('decodeImageFile', () => {
  it('reads a PNG and a JPEG', () => {
    const png = new pngjs.PNG({ width: 2, height: 1 });
    png.data = Buffer.from([0, 0, 0, 255, 255, 255, 255, 255]);
    expect(decodeImageFile(new Uint8Array(pngjs.PNG.sync.write(png)))).toEqual({ width: 2, height: 1, data: Uint8ClampedArray.from([0, 255]) });
    const white = jpeg.encode({ width: 16, height: 8, data: Buffer.alloc(16 * 8 * 4, 255) }, 90).data;
    const read = decodeImageFile(new Uint8Array(white));
    expect(read && { width: read.width, height: read.height, light: read.data.every((v) => v > 240) }).toEqual({ width: 16, height: 8, light: true });
  });

  it('answers undefined for what is no picture, a truncated one, and one declaring too many pixels (before decoding)', () => {
    expect(decodeImageFile(new TextEncoder().encode('hello'))).toBeUndefined();
    const png = new pngjs.PNG({ width: 40, height: 40 });
    const bytes = new Uint8Array(pngjs.PNG.sync.write(png));
    expect(decodeImageFile(bytes.subarray(0, 40))).toBeUndefined();
    const bomb = new Uint8Array(bytes);
    new DataView(bomb.buffer).setUint32(16, 100_000);
    new DataView(bomb.buffer).setUint32(20, 100_000);
    expect(decodeImageFile(bomb)).toBeUndefined();
    expect(decodeImageFile(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]))).toBeUndefined();
  });
});

describe('decodeGif', () => {
  // The 10 × 10 sample of the GIF article (red, blue, white; codes growing from 3 to 4 bits).
  const SAMPLE = Uint8Array.from(
    Buffer.from(
      '474946383961' + '0a000a00910000ffffffff00000000ff00000021f90400000000002c000000000a000a000002168c2d99872a1cdc33a00275ec95faa8de608c04914c01003b',
      'hex',
    ),
  );
  const R = 76;
  const B = 29;
  const W = 255;

  it('reads a GIF with a global palette and a growing code size', () => {
    const gif = decodeGif(SAMPLE);
    const rows = ['RRRRRBBBBB', 'RRRRRBBBBB', 'RRRRRBBBBB', 'RRRWWWWBBB', 'RRRWWWWBBB', 'BBBWWWWRRR', 'BBBWWWWRRR', 'BBBBBRRRRR', 'BBBBBRRRRR', 'BBBBBRRRRR'];
    expect(gif && { width: gif.width, height: gif.height }).toEqual({ width: 10, height: 10 });
    expect([...(gif?.data ?? [])]).toEqual([...rows.join('')].map((c) => (c === 'R' ? R : c === 'B' ? B : W)));
  });

  it('reads an interlaced GIF (ImageMagick) in its rows order', () => {
    // 13 × 21: a black rectangle from (2, 3) to (9, 15), black points at (12, 20) and (0, 1).
    const bytes = Uint8Array.from(
      Buffer.from('R0lGODlhDQAVAPABAAAAAP///yH5BAAAAAAALAAAAAANABUAQAIgjI8Jy5sPW1PSwXhjBbR2mWHhsXFI+U3nljKtRbLjnBQAOw==', 'base64'),
    );
    const gif = decodeGif(bytes);
    const expected = Array.from({ length: 21 }, (_, y) =>
      Array.from({ length: 13 }, (_, x) => ((x >= 2 && x <= 9 && y >= 3 && y <= 15) || (x === 12 && y === 20) || (x === 0 && y === 1) ? '#' : '.')).join(''),
    );
    expect(gif && rowsOf(gif)).toEqual(expected);
  });

  it('answers undefined for no GIF and for a GIF that ends before its image, and reads a truncated image as far as it goes', () => {
    expect(decodeGif(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(decodeGif(SAMPLE.subarray(0, 30))).toBeUndefined();
    expect(decodeGif(SAMPLE.subarray(0, SAMPLE.length - 12))?.width).toBe(10);
  });
});
