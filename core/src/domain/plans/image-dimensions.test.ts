import { describe, expect, it } from 'vitest';
import { imageDimensions } from './image-dimensions.js';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
// A PNG signature and IHDR chunk; a GIF89a logical screen; a JFIF APP0 then a progressive SOF2 (after a fill byte).
const png = (w: number, h: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(w), ...u32(h), 8, 6, 0, 0, 0]);
const gif = (w: number, h: number) => new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, w & 255, w >> 8, h & 255, h >> 8, 0]);
const jpeg = (w: number, h: number) =>
  new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    ...u16(16),
    0x4a,
    0x46,
    0x49,
    0x46,
    0,
    1,
    1,
    0,
    0,
    1,
    0,
    1,
    0,
    0,
    0xff,
    0xff,
    0xc2,
    ...u16(17),
    8,
    ...u16(h),
    ...u16(w),
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);

describe('image dimensions', () => {
  it('reads PNG, GIF and JPEG headers', () => {
    expect(imageDimensions(png(800, 600), 'png')).toEqual({ width: 800, height: 600 });
    expect(imageDimensions(gif(320, 200), 'gif')).toEqual({ width: 320, height: 200 });
    expect(imageDimensions(jpeg(4032, 3024), 'jpeg')).toEqual({ width: 4032, height: 3024 });
  });
  it('gives null for cut or damaged headers, and for PDF', () => {
    expect(imageDimensions(png(800, 600).slice(0, 20), 'png')).toBeNull();
    expect(imageDimensions(gif(1, 1).slice(0, 8), 'gif')).toBeNull();
    expect(imageDimensions(jpeg(10, 10).slice(0, 24), 'jpeg')).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0x00, 0x00, 0x00]), 'jpeg')).toBeNull();
    expect(imageDimensions(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), 'pdf')).toBeNull();
  });
});
