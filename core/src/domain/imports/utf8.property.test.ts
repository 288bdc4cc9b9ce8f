import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from './utf8.js';

describe('decodeUtf8', () => {
  it('reads the examples', () => {
    expect(decodeUtf8(new Uint8Array([0x63, 0x61, 0x66, 0xc3, 0xa9]))).toBe('café');
    expect(decodeUtf8(new Uint8Array([0x61, 0xff, 0x62]))).toBe('a\uFFFDb');
    expect(decodeUtf8(new TextEncoder().encode('東京 ✈ 😀'))).toBe('東京 ✈ 😀');
    // A truncated 3-byte sequence is one replacement; an overlong NUL two.
    expect(decodeUtf8(new Uint8Array([0xe6, 0x9d, 0x41]))).toBe('\uFFFDA');
    expect(decodeUtf8(new Uint8Array([0xc0, 0x80]))).toBe('\uFFFD\uFFFD');
    expect(decodeUtf8(new Uint8Array([]))).toBe('');
  });

  it('round-trips any string TextEncoder writes', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (s) => decodeUtf8(new TextEncoder().encode(s)) === s));
  });

  it('reads any bytes exactly as the WHATWG non-fatal decoder does', () => {
    const decoder = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeUtf8(bytes)).toBe(decoder.decode(bytes));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads a message larger than one flush slice', () => {
    const text = 'é'.repeat(20000);
    expect(decodeUtf8(new TextEncoder().encode(text))).toBe(text);
  });
});
