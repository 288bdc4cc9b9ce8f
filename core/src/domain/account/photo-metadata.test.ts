import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../testing/photo-fixtures.js';
import { exifWithGps, withJpegSegment, withPngChunk, withWebpChunk } from '../../testing/photo-metadata-fixtures.js';
import { withoutPhotoMetadata } from './photo-metadata.js';
import { checkProfilePhoto } from './profile-photo.js';

const bytesOf = (s: string) => new TextEncoder().encode(s);
const GPS = exifWithGps(48.8584, 2.2945);
const XMP = bytesOf('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.5N</exif:GPSLatitude></x:xmpmeta>');
const indexOf = (haystack: Uint8Array, needle: Uint8Array) => Buffer.from(haystack).indexOf(Buffer.from(needle));
const sizeOf = (bytes: Uint8Array) => {
  const checked = checkProfilePhoto(bytes);
  return checked.ok ? `${checked.value.mimeType} ${checked.value.width}x${checked.value.height}` : checked.error;
};

describe('photo metadata removal: JPEG', () => {
  it('drops an Exif APP1 with GPS, XMP, IPTC and a comment; keeps JFIF, ICC and the image data', () => {
    const sample = samplePhoto('jpeg');
    let withAll = withJpegSegment(sample, 0xe1, GPS);
    withAll = withJpegSegment(withAll, 0xe1, XMP);
    withAll = withJpegSegment(withAll, 0xed, bytesOf('Photoshop 3.0\0IPTC city: Lyon'));
    withAll = withJpegSegment(withAll, 0xfe, bytesOf('home sweet home'));
    expect(indexOf(withAll, GPS)).toBeGreaterThan(0);
    const stripped = withoutPhotoMetadata(withAll, 'jpeg');
    expect(stripped).toEqual(sample);
    expect(indexOf(stripped, bytesOf('Exif'))).toBe(-1);
    expect(indexOf(stripped, bytesOf('ICC_PROFILE\0'))).toBeGreaterThan(0);
    expect(sizeOf(stripped)).toBe('image/jpeg 12x9');
  });
  it('keeps Adobe APP14 and drops a non-ICC APP2 (MPF) and other APPn', () => {
    const sample = samplePhoto('jpeg');
    const adobe = withJpegSegment(sample, 0xee, bytesOf('Adobe\0d\0\0\0\0\x01'));
    expect(withoutPhotoMetadata(withJpegSegment(adobe, 0xe2, bytesOf('MPF\0II*\0')), 'jpeg')).toEqual(adobe);
    expect(withoutPhotoMetadata(withJpegSegment(adobe, 0xe5, bytesOf('Ducky')), 'jpeg')).toEqual(adobe);
    expect(withoutPhotoMetadata(withJpegSegment(adobe, 0xe0, bytesOf('JFXX\0\x10thumbnail')), 'jpeg')).toEqual(adobe);
  });
  it('drops what follows the image end (an appended picture with its own Exif)', () => {
    const sample = samplePhoto('jpeg');
    const appended = new Uint8Array([...sample, ...withJpegSegment(sample, 0xe1, GPS)]);
    expect(withoutPhotoMetadata(appended, 'jpeg')).toEqual(sample);
  });
  it('gives a JPEG without metadata back as the very same bytes', () => {
    const sample = samplePhoto('jpeg');
    expect(withoutPhotoMetadata(sample, 'jpeg')).toBe(sample);
  });
  it('leaves malformed bytes as they are, without throwing', () => {
    const sample = withJpegSegment(samplePhoto('jpeg'), 0xe1, GPS);
    for (const bad of [sample.slice(0, 40), sample.slice(1), bytesOf('not a jpeg'), new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01])]) {
      expect(withoutPhotoMetadata(bad, 'jpeg')).toBe(bad);
    }
  });
});

describe('photo metadata removal: PNG', () => {
  it('drops eXIf, tEXt, zTXt, iTXt and tIME chunks, keeping the others with their CRCs', () => {
    const sample = samplePhoto('png');
    let withAll = withPngChunk(sample, 'eXIf', GPS.subarray(6));
    withAll = withPngChunk(withAll, 'tEXt', bytesOf('Comment\0taken at home'));
    withAll = withPngChunk(withAll, 'zTXt', bytesOf('Author\0\0x'));
    withAll = withPngChunk(withAll, 'iTXt', XMP);
    withAll = withPngChunk(withAll, 'tIME', new Uint8Array([7, 234, 11, 25, 3, 18, 41]));
    const stripped = withoutPhotoMetadata(withAll, 'png');
    expect(stripped).toEqual(sample);
    expect(sizeOf(stripped)).toBe('image/png 12x9');
  });
  it('keeps colour and layout chunks (gAMA, pHYs)', () => {
    const kept = withPngChunk(withPngChunk(samplePhoto('png'), 'gAMA', new Uint8Array([0, 0, 177, 143])), 'pHYs', new Uint8Array(9));
    expect(withoutPhotoMetadata(withPngChunk(kept, 'tEXt', bytesOf('a\0b')), 'png')).toEqual(kept);
    expect(withoutPhotoMetadata(kept, 'png')).toBe(kept);
  });
  it('drops bytes after IEND and leaves a damaged chunk list as it is', () => {
    const sample = samplePhoto('png');
    expect(withoutPhotoMetadata(new Uint8Array([...sample, ...GPS]), 'png')).toEqual(sample);
    const cut = withPngChunk(sample, 'tEXt', bytesOf('a\0b')).slice(0, 50);
    expect(withoutPhotoMetadata(cut, 'png')).toBe(cut);
  });
});

describe('photo metadata removal: WebP', () => {
  it('drops EXIF and XMP chunks from a VP8X file, clears their flags and fixes the RIFF size', () => {
    for (const kind of ['webp', 'webpLossless'] as const) {
      const sample = samplePhoto(kind);
      const withExif = withWebpChunk(withWebpChunk(sample, 'EXIF', GPS, 0x08), 'XMP ', XMP, 0x04);
      expect(withExif[20]).toBe((sample[20] ?? 0) | 0x0c);
      const stripped = withoutPhotoMetadata(withExif, 'webp');
      expect(stripped).toEqual(sample);
      expect(indexOf(stripped, bytesOf('EXIF'))).toBe(-1);
      expect(sizeOf(stripped)).toBe('image/webp 12x9');
    }
  });
  it('clears a metadata flag even when its chunk is missing, and leaves a simple VP8 file alone', () => {
    const sample = samplePhoto('webp');
    const flagged = sample.slice();
    flagged[20] = (flagged[20] ?? 0) | 0x08;
    expect(withoutPhotoMetadata(flagged, 'webp')).toEqual(sample);
    expect(withoutPhotoMetadata(sample, 'webp')).toBe(sample);
    const simple = bytesOf('RIFF\x0c\0\0\0WEBPVP8 \0\0\0\0');
    expect(withoutPhotoMetadata(simple, 'webp')).toBe(simple);
  });
  it('leaves a cut or oversized RIFF as it is', () => {
    const withExif = withWebpChunk(samplePhoto('webp'), 'EXIF', GPS, 0x08);
    const cut = withExif.slice(0, withExif.length - 3);
    expect(withoutPhotoMetadata(cut, 'webp')).toBe(cut);
  });
});
