import type { ImageDimensions } from '../plans/image-dimensions.js';

const u16le = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number): number => u16le(b, at) + (b[at + 2] ?? 0) * 65536;
const ascii = (b: Uint8Array, at: number, text: string): boolean => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/**
 * Whether the bytes start as a WebP file: a RIFF container ('RIFF', size, 'WEBP').
 *
 * @example
 * isWebp(new TextEncoder().encode('RIFF\x24\x00\x00\x00WEBPVP8 ')) // true
 * isWebp(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt ')) // false
 */
export function isWebp(bytes: Uint8Array): boolean {
  return bytes.length >= 16 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP');
}

function vp8Dimensions(b: Uint8Array): ImageDimensions | null {
  // A lossy key frame: 3-byte frame tag, start code 9D 01 2A, then 14-bit width and height.
  if (b.length < 30 || b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
  return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
}

function vp8lDimensions(b: Uint8Array): ImageDimensions | null {
  // Lossless: signature 0x2F, then width - 1 and height - 1 in 14 bits each, least significant first.
  if (b.length < 25 || b[20] !== 0x2f) return null;
  const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}

/**
 * The canvas size written in a WebP header (simple lossy 'VP8 ', lossless 'VP8L' or extended
 * 'VP8X'), or null when the file is not WebP or its header is cut short or damaged.
 *
 * @example
 * webpDimensions(webpBytes)                    // { width: 64, height: 48 }
 * webpDimensions(new TextEncoder().encode('x')) // null
 */
export function webpDimensions(bytes: Uint8Array): ImageDimensions | null {
  if (!isWebp(bytes)) return null;
  if (ascii(bytes, 12, 'VP8 ')) return vp8Dimensions(bytes);
  if (ascii(bytes, 12, 'VP8L')) return vp8lDimensions(bytes);
  if (ascii(bytes, 12, 'VP8X') && bytes.length >= 30) return { width: u24le(bytes, 24) + 1, height: u24le(bytes, 27) + 1 };
  return null;
}
