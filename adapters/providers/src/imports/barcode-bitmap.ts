import jpeg from 'jpeg-js';
import pngjs from 'pngjs';
import { decodeGif } from './gif-decode.js';

/**
 * A grey picture as the barcode decoder reads it: one byte a pixel, row after row, 0 black and
 * 255 white.
 */
export interface GreyBitmap {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** The largest picture decoded, in pixels (a 24-megapixel phone photo fits; a decompression bomb does not). */
export const MAX_BITMAP_PIXELS = 25_000_000;

/**
 * A picture's pixels made grey (ITU-R BT.601 weights), `channels` bytes a pixel (1 grey, 2 grey and
 * alpha, 3 RGB, 4 RGBA); transparent pixels count as white paper.
 */
export function greyOf(pixels: ArrayLike<number>, width: number, height: number, channels: 1 | 2 | 3 | 4): GreyBitmap {
  const data = new Uint8ClampedArray(width * height);
  for (let i = 0, p = 0; i < data.length; i += 1, p += channels) {
    const r = pixels[p] ?? 255;
    const grey = channels < 3 ? r : (r * 299 + (pixels[p + 1] ?? 255) * 587 + (pixels[p + 2] ?? 255) * 114) / 1000;
    const alpha = channels === 2 ? (pixels[p + 1] ?? 255) : channels === 4 ? (pixels[p + 3] ?? 255) : 255;
    data[i] = 255 - ((255 - grey) * alpha) / 255;
  }
  return { width, height, data };
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((b, i) => bytes[i] === b);

// The dimensions a PNG or JPEG declares, read before decoding (so a bomb is refused unopened).
function declaredSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) && bytes.length >= 24) return { width: view.getUint32(16), height: view.getUint32(20) };
  if (startsWith(bytes, [0x47, 0x49, 0x46]) && bytes.length >= 10) return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
  if (!startsWith(bytes, [0xff, 0xd8])) return undefined;
  // JPEG: the first start-of-frame marker (C0..CF but C4, C8, CC) holds height then width.
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + view.getUint16(at + 2);
  }
  return undefined;
}

/**
 * A PNG, JPEG or GIF file (told by its signature) as a grey bitmap, or undefined when it is none of
 * them, cannot be decoded, or is larger than {@link MAX_BITMAP_PIXELS}.
 */
export function decodeImageFile(bytes: Uint8Array): GreyBitmap | undefined {
  const size = declaredSize(bytes);
  if (size === undefined || size.width * size.height > MAX_BITMAP_PIXELS || size.width === 0 || size.height === 0) return undefined;
  try {
    if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) {
      const png = pngjs.PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
      return greyOf(png.data, png.width, png.height, 4);
    }
    if (startsWith(bytes, [0x47, 0x49, 0x46])) return decodeGif(bytes);
    const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: MAX_BITMAP_PIXELS / 1e6, maxMemoryUsageInMB: 512 });
    return greyOf(image.data, image.width, image.height, 3);
  } catch {
    return undefined;
  }
}

/** The bitmap with a white border of `margin` pixels (the quiet zone a decoder needs around a symbol). */
export function withQuietZone(b: GreyBitmap, margin: number): GreyBitmap {
  const width = b.width + 2 * margin;
  const height = b.height + 2 * margin;
  const data = new Uint8ClampedArray(width * height).fill(255);
  for (let y = 0; y < b.height; y += 1) data.set(b.data.subarray(y * b.width, (y + 1) * b.width), (y + margin) * width + margin);
  return { width, height, data };
}

/** The bitmap turned a quarter clockwise. */
export function rotatedQuarter(b: GreyBitmap): GreyBitmap {
  const width = b.height;
  const height = b.width;
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < b.height; y += 1) {
    const row = y * b.width;
    const x = width - 1 - y;
    for (let i = 0; i < b.width; i += 1) data[i * width + x] = b.data[row + i] ?? 255;
  }
  return { width, height, data };
}

/** The bitmap shrunk by a whole factor (each output pixel the mean of a factor × factor block). */
export function shrunk(b: GreyBitmap, factor: number): GreyBitmap {
  if (factor <= 1) return b;
  const width = Math.floor(b.width / factor);
  const height = Math.floor(b.height / factor);
  const data = new Uint8ClampedArray(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy += 1) {
        const row = (y * factor + dy) * b.width + x * factor;
        for (let dx = 0; dx < factor; dx += 1) sum += b.data[row + dx] ?? 255;
      }
      data[y * width + x] = sum / area;
    }
  return { width, height, data };
}
