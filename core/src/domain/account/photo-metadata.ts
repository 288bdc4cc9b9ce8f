// Metadata out of a photo without re-encoding it: whole segments or chunks are dropped and the
// rest copied as it was, so the pixels (and the colour profile) stay bit-exact.

const u16be = (b: Uint8Array, at: number): number => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u32be = (b: Uint8Array, at: number): number => u16be(b, at) * 65536 + u16be(b, at + 2);
const u32le = (b: Uint8Array, at: number): number => ((b[at] ?? 0) | ((b[at + 1] ?? 0) << 8) | ((b[at + 2] ?? 0) << 16)) + (b[at + 3] ?? 0) * 16777216;
const ascii = (b: Uint8Array, at: number, text: string): boolean => [...text].every((ch, i) => b[at + i] === ch.charCodeAt(0));

/** The parts to keep, in order, or null when the file is not the kind it should be (left as it was). */
type Kept = Uint8Array[] | null;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// JPEG: APP0 only as JFIF, APP2 only as an ICC profile, APP14 (Adobe: the colour transform) and
// every segment that is not APPn or COM; Exif and XMP (APP1), IPTC (APP13), comments and the rest go.
function keepsJpegSegment(b: Uint8Array, marker: number, body: number): boolean {
  if (marker === 0xe0) return ascii(b, body, 'JFIF\0');
  if (marker === 0xe2) return ascii(b, body, 'ICC_PROFILE\0');
  if (marker === 0xee) return true;
  return marker !== 0xfe && (marker < 0xe0 || marker > 0xef);
}

/** Where the main image ends: just after its EOI, skipping stuffed bytes, restarts and the segments between scans. */
function jpegImageEnd(b: Uint8Array, from: number): number {
  let at = from;
  while (at + 1 < b.length) {
    const marker = b[at + 1] ?? 0;
    if (b[at] !== 0xff || marker === 0x00 || marker === 0xff || (marker >= 0xd0 && marker <= 0xd7)) at += 1;
    else if (marker === 0xd9) return at + 2;
    else at += 2 + u16be(b, at + 2);
  }
  return b.length; // no EOI: a cut file keeps its tail as it came
}

function jpegParts(b: Uint8Array): Kept {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  const parts = [b.subarray(0, 2)];
  let at = 2;
  for (;;) {
    if (b[at] !== 0xff) return null;
    while (b[at + 1] === 0xff) at += 1; // fill bytes before a marker
    const marker = b[at + 1];
    const length = u16be(b, at + 2);
    if (marker === undefined || at + 4 > b.length || length < 2 || at + 2 + length > b.length) return null;
    if (marker === 0xda) return [...parts, b.subarray(at, jpegImageEnd(b, at + 2 + length))];
    if (marker === 0xd8 || marker === 0xd9) return null;
    if (keepsJpegSegment(b, marker, at + 4)) parts.push(b.subarray(at, at + 2 + length));
    at += 2 + length;
  }
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

// PNG: chunks are copied whole (their CRCs with them); nothing after IEND is kept.
function pngParts(b: Uint8Array): Kept {
  if (!PNG_SIGNATURE.every((v, i) => b[i] === v)) return null;
  const parts = [b.subarray(0, 8)];
  let at = 8;
  while (at < b.length) {
    const end = at + 12 + u32be(b, at);
    if (end > b.length) return null;
    const type = String.fromCharCode(...b.subarray(at + 4, at + 8));
    if (!PNG_METADATA.has(type)) parts.push(b.subarray(at, end));
    if (type === 'IEND') break;
    at = end;
  }
  return parts;
}

const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

// WebP: only the extended (VP8X) container holds metadata: its EXIF and XMP chunks go, the
// header's two flags are cleared and the RIFF size is written anew; nothing past the RIFF size is kept.
function webpParts(b: Uint8Array): Kept {
  if (!ascii(b, 0, 'RIFF') || !ascii(b, 8, 'WEBP') || !ascii(b, 12, 'VP8X') || b.length < 30) return null;
  const riffEnd = 8 + u32le(b, 4);
  if (riffEnd > b.length) return null;
  const parts: Uint8Array[] = [];
  let at = 12;
  while (at < riffEnd) {
    const size = u32le(b, at + 4);
    const end = at + 8 + size + (size % 2);
    if (at + 8 > riffEnd || end > riffEnd) return null;
    if (!ascii(b, at, 'EXIF') && !ascii(b, at, 'XMP ')) parts.push(b.subarray(at, end));
    at = end;
  }
  const [vp8x, ...rest] = parts;
  if (vp8x === undefined || vp8x.length < 18) return null;
  const header = b.slice(0, 12);
  const riffSize = parts.reduce((n, p) => n + p.length, 4); // 'WEBP' and the chunks
  new DataView(header.buffer).setUint32(4, riffSize, true);
  const flags = vp8x.slice();
  flags[8] = (flags[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
  return [header, flags, ...rest];
}

// The parts are in-order slices of the input but for WebP's rewritten header (RIFF size and flags,
// in the first 30 bytes): the same total length means nothing was dropped.
function isUnchanged(parts: readonly Uint8Array[], bytes: Uint8Array): boolean {
  if (parts.reduce((n, p) => n + p.length, 0) !== bytes.length) return false;
  const head = joined(parts.slice(0, 2).map((p) => p.subarray(0, 30)));
  return head.subarray(0, 30).every((v, i) => v === bytes[i]);
}

/**
 * The photo without its metadata (Exif with its GPS position, XMP, IPTC, comments), the image
 * itself untouched: whole segments or chunks are dropped, nothing is decoded or re-encoded.
 * Bytes that are not a well-formed file of that type come back as they are; it never throws.
 *
 * - JPEG: of the segments before the image data, Exif and XMP (APP1), Photoshop/IPTC (APP13),
 *   comments and every other APPn go; JFIF (APP0), the ICC profile (APP2) and Adobe (APP14) stay,
 *   as do the tables and frame header; the image data is copied as it is, up to its end (EOI),
 *   so pictures appended after it (MPF previews with their own Exif) go too.
 * - PNG: eXIf, tEXt, zTXt, iTXt and tIME chunks go, every other chunk is copied whole with its CRC;
 *   nothing after IEND is kept.
 * - WebP: in an extended (VP8X) file the EXIF and XMP chunks go, their flags are cleared and the
 *   RIFF size is fixed; a simple VP8 or VP8L file has no metadata.
 *
 * When there is nothing to remove, the very same bytes are returned.
 *
 * @example
 * withoutPhotoMetadata(jpegWithGpsExif, 'jpeg') // the same JPEG without its APP1 segment
 * withoutPhotoMetadata(samplePng, 'png')        // samplePng itself: no metadata to remove
 * withoutPhotoMetadata(new Uint8Array([1, 2]), 'webp') // Uint8Array [1, 2], unchanged
 */
export function withoutPhotoMetadata(bytes: Uint8Array, type: 'jpeg' | 'png' | 'webp'): Uint8Array {
  const parts = type === 'jpeg' ? jpegParts(bytes) : type === 'png' ? pngParts(bytes) : webpParts(bytes);
  return parts === null || isUnchanged(parts, bytes) ? bytes : joined(parts);
}
