/**
 * UTF-8 bytes as text, the way the WHATWG Encoding standard's non-fatal decoder reads them: each
 * ill-formed sequence (a stray continuation byte, a truncated or overlong sequence, a surrogate,
 * a code point past U+10FFFF) becomes one U+FFFD per maximal subpart. Core has no TextDecoder (it
 * is a host API, not ECMAScript), so the import extractors read senders' bytes with this.
 *
 * @example
 * decodeUtf8(new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9])) // 'café'
 * decodeUtf8(new Uint8Array([0x61, 0xff, 0x62]))             // 'a\uFFFDb'
 */
export function decodeUtf8(bytes: Uint8Array): string {
  const units: number[] = [];
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const [codePoint, length] = readCodePoint(bytes, i);
    i += length;
    if (codePoint > 0xffff) units.push(0xd800 + ((codePoint - 0x10000) >> 10), 0xdc00 + ((codePoint - 0x10000) & 0x3ff));
    else units.push(codePoint);
    // Flush in slices so String.fromCharCode never gets more arguments than the engine allows.
    if (units.length >= 8192) out += String.fromCharCode(...units.splice(0));
  }
  return out + String.fromCharCode(...units);
}

const REPLACEMENT = 0xfffd;

// The code point at `at` and how many bytes it took; a maximal ill-formed subpart answers U+FFFD.
function readCodePoint(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at] ?? 0;
  if (first < 0x80) return [first, 1];
  const [need, initial, lower, upper] = leadByte(first);
  if (need === 0) return [REPLACEMENT, 1];
  let codePoint = initial;
  for (let k = 1; k <= need; k++) {
    const b = bytes[at + k];
    // The second byte has a narrower range for some lead bytes (no overlongs, surrogates or > U+10FFFF).
    const [lo, hi] = k === 1 ? [lower, upper] : [0x80, 0xbf];
    if (b === undefined || b < lo || b > hi) return [REPLACEMENT, k];
    codePoint = (codePoint << 6) | (b & 0x3f);
  }
  return [codePoint, need + 1];
}

// For a lead byte: continuation bytes needed, its payload bits, and the allowed second-byte range.
function leadByte(b: number): [number, number, number, number] {
  if (b >= 0xc2 && b <= 0xdf) return [1, b & 0x1f, 0x80, 0xbf];
  if (b === 0xe0) return [2, b & 0x0f, 0xa0, 0xbf];
  if (b === 0xed) return [2, b & 0x0f, 0x80, 0x9f];
  if (b >= 0xe1 && b <= 0xef) return [2, b & 0x0f, 0x80, 0xbf];
  if (b === 0xf0) return [3, b & 0x07, 0x90, 0xbf];
  if (b === 0xf4) return [3, b & 0x07, 0x80, 0x8f];
  if (b >= 0xf1 && b <= 0xf3) return [3, b & 0x07, 0x80, 0xbf];
  return [0, 0, 0, 0];
}
