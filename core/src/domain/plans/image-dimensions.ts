import type { DocumentContentType } from './document-content.js';

/**
 * An image's size in pixels.
 *
 * @example
 * const d: ImageDimensions = { width: 800, height: 600 };
 */
export interface ImageDimensions {
  readonly width: number;
  readonly height: number;
}

const u16be = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32be = (b: Uint8Array, at: number): number => u16be(b, at) * 65536 + u16be(b, at + 2);

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) do not.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegDimensions(b: Uint8Array): ImageDimensions | null {
  let at = 2;
  while (at + 3 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9)) {
      at += 2;
      continue;
    }
    if (SOF.has(marker)) return at + 8 < b.length ? { height: u16be(b, at + 5), width: u16be(b, at + 7) } : null;
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/**
 * The pixel size written in an image header (PNG IHDR, GIF logical screen, JPEG start of frame),
 * or null when the header is cut short or damaged. The bytes must already be of the given type
 * (see sniffDocumentType); a PDF has no pixel size and gives null.
 *
 * @example
 * imageDimensions(pngBytes, 'png') // { width: 800, height: 600 }
 * imageDimensions(pdfBytes, 'pdf') // null
 */
export function imageDimensions(bytes: Uint8Array, type: DocumentContentType): ImageDimensions | null {
  switch (type) {
    case 'png':
      return bytes.length >= 24 ? { width: u32be(bytes, 16), height: u32be(bytes, 20) } : null;
    case 'gif':
      return bytes.length >= 10 ? { width: u16le(bytes, 6), height: u16le(bytes, 8) } : null;
    case 'jpeg':
      return jpegDimensions(bytes);
    case 'pdf':
      return null;
  }
}
