import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../testing/photo-fixtures.js';
import { withJpegSegment, withPngChunk, withWebpChunk } from '../../testing/photo-metadata-fixtures.js';
import { withoutPhotoMetadata } from './photo-metadata.js';

type Kind = 'jpeg' | 'png' | 'webp' | 'webpLossless';
const KINDS: readonly Kind[] = ['jpeg', 'png', 'webp', 'webpLossless'];
const formatOf = (kind: Kind) => (kind === 'webpLossless' ? 'webp' : kind);
const payload = fc.uint8Array({ maxLength: 300 });

// One metadata block of each format's own kind, holding any bytes at all.
const JPEG_METADATA = [0xe1, 0xed, 0xfe, 0xe3, 0xef];
const PNG_METADATA = ['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME'];
const WEBP_METADATA: readonly [string, number][] = [
  ['EXIF', 0x08],
  ['XMP ', 0x04],
];

function withMetadata(kind: Kind, bytes: Uint8Array, pick: number, data: Uint8Array): Uint8Array {
  if (kind === 'jpeg') return withJpegSegment(bytes, JPEG_METADATA[pick % JPEG_METADATA.length] ?? 0xe1, data);
  if (kind === 'png') return withPngChunk(bytes, PNG_METADATA[pick % PNG_METADATA.length] ?? 'tEXt', data);
  const [fourcc, flag] = WEBP_METADATA[pick % WEBP_METADATA.length] ?? ['EXIF', 0x08];
  return withWebpChunk(bytes, fourcc, data, flag);
}

describe('photo metadata removal (properties)', () => {
  it('whatever metadata is inserted into a sample, the sample comes back byte for byte', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.array(fc.tuple(fc.nat(), payload), { minLength: 1, maxLength: 4 }), (kind, blocks) => {
        const sample = samplePhoto(kind);
        const withAll = blocks.reduce((bytes, [pick, data]) => withMetadata(kind, bytes, pick, data), sample);
        expect(withoutPhotoMetadata(withAll, formatOf(kind))).toEqual(sample);
      }),
    );
  });

  it('is idempotent, never longer than the input and never throws, on any bytes', () => {
    const anyBytes = fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.tuple(fc.constantFrom(...KINDS), fc.nat(), fc.uint8Array({ maxLength: 40 })).map(([kind, cut, tail]) => {
        const sample = samplePhoto(kind);
        return new Uint8Array([...sample.subarray(0, cut % (sample.length + 1)), ...tail]);
      }),
    );
    fc.assert(
      fc.property(anyBytes, fc.constantFrom('jpeg', 'png', 'webp' as const), (bytes, format) => {
        const once = withoutPhotoMetadata(bytes, format);
        expect(once.length).toBeLessThanOrEqual(bytes.length);
        expect(withoutPhotoMetadata(once, format)).toEqual(once);
      }),
    );
  });

  it('a corrupted byte anywhere in a sample with metadata never makes it throw or grow', () => {
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), payload, fc.nat(), fc.integer({ min: 0, max: 255 }), (kind, data, at, value) => {
        const bytes = withMetadata(kind, samplePhoto(kind), at, data);
        bytes[at % bytes.length] = value;
        expect(withoutPhotoMetadata(bytes, formatOf(kind)).length).toBeLessThanOrEqual(bytes.length);
      }),
    );
  });
});
