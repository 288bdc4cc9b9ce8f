import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../testing/photo-fixtures.js';
import { isWebp, webpDimensions } from './webp-header.js';

// A simple WebP (no VP8X) holding one chunk taken from the browser's extended file.
function simpleWebp(extended: Uint8Array, fourcc: 'VP8 ' | 'VP8L'): Uint8Array {
  const text = new TextDecoder('latin1').decode(extended);
  const at = text.indexOf(fourcc);
  const size = new DataView(extended.buffer, extended.byteOffset).getUint32(at + 4, true);
  const chunk = extended.slice(at, at + 8 + size + (size % 2));
  const out = new Uint8Array(12 + chunk.length);
  out.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(out.buffer).setUint32(4, 4 + chunk.length, true);
  out.set(new TextEncoder().encode('WEBP'), 8);
  out.set(chunk, 12);
  return out;
}

describe('WebP header', () => {
  it('tells WebP from other RIFF files and from other images', () => {
    expect(isWebp(samplePhoto('webp'))).toBe(true);
    expect(isWebp(new TextEncoder().encode('RIFF\x24\x00\x00\x00WAVEfmt '))).toBe(false);
    expect(isWebp(samplePhoto('png'))).toBe(false);
    expect(isWebp(samplePhoto('webp').slice(0, 15))).toBe(false);
  });
  it('reads the canvas size of an extended (VP8X) file, lossy or lossless', () => {
    expect(webpDimensions(samplePhoto('webp'))).toEqual({ width: 12, height: 9 });
    expect(webpDimensions(samplePhoto('webpLossless'))).toEqual({ width: 12, height: 9 });
  });
  it('reads the size of a simple lossy (VP8) and lossless (VP8L) file', () => {
    expect(webpDimensions(simpleWebp(samplePhoto('webp'), 'VP8 '))).toEqual({ width: 12, height: 9 });
    expect(webpDimensions(simpleWebp(samplePhoto('webpLossless'), 'VP8L'))).toEqual({ width: 12, height: 9 });
  });
  it('answers null for a cut or damaged header', () => {
    const lossy = simpleWebp(samplePhoto('webp'), 'VP8 ');
    expect(webpDimensions(lossy.slice(0, 28))).toBeNull();
    const damaged = lossy.slice();
    damaged[23] = 0;
    expect(webpDimensions(damaged)).toBeNull();
    expect(webpDimensions(samplePhoto('jpeg'))).toBeNull();
  });
});
