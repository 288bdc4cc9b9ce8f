import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../testing/photo-fixtures.js';
import { checkProfilePhoto, PROFILE_PHOTO_LIMITS, profilePhotoPath } from './profile-photo.js';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const pngHeader = (w: number, h: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(w), ...u32(h), 8, 6, 0, 0, 0]);

describe('profile photo check', () => {
  it('accepts JPEG, PNG and WebP told by their bytes, with their size', () => {
    expect(checkProfilePhoto(samplePhoto('jpeg'))).toEqual({ ok: true, value: { mimeType: 'image/jpeg', width: 12, height: 9 } });
    expect(checkProfilePhoto(samplePhoto('png'))).toEqual({ ok: true, value: { mimeType: 'image/png', width: 12, height: 9 } });
    expect(checkProfilePhoto(samplePhoto('webp'))).toEqual({ ok: true, value: { mimeType: 'image/webp', width: 12, height: 9 } });
    expect(checkProfilePhoto(samplePhoto('webpLossless'))).toEqual({ ok: true, value: { mimeType: 'image/webp', width: 12, height: 9 } });
  });
  it('refuses an empty file and a file over 5 MiB', () => {
    expect(checkProfilePhoto(new Uint8Array())).toEqual({ ok: false, error: 'empty' });
    const big = new Uint8Array(PROFILE_PHOTO_LIMITS.maxBytes + 1);
    big.set(pngHeader(100, 100));
    expect(checkProfilePhoto(big)).toEqual({ ok: false, error: 'too-large' });
    expect(PROFILE_PHOTO_LIMITS.maxBytes).toBe(5 * 1024 * 1024);
  });
  it('refuses text renamed .png, a GIF and a PDF: the type comes from the bytes', () => {
    expect(checkProfilePhoto(new TextEncoder().encode('hello, I am a photo'))).toEqual({ ok: false, error: 'unsupported-type' });
    expect(checkProfilePhoto(new TextEncoder().encode('GIF89a\x01\x00\x01\x00'))).toEqual({ ok: false, error: 'unsupported-type' });
    expect(checkProfilePhoto(new TextEncoder().encode('%PDF-1.7'))).toEqual({ ok: false, error: 'unsupported-type' });
  });
  it('refuses a header without a readable size, or a side of 0', () => {
    expect(checkProfilePhoto(samplePhoto('png').slice(0, 12))).toEqual({ ok: false, error: 'unreadable' });
    expect(checkProfilePhoto(pngHeader(0, 10))).toEqual({ ok: false, error: 'unreadable' });
  });
  it('refuses more than 5000 pixels on a side', () => {
    expect(checkProfilePhoto(pngHeader(5001, 10))).toEqual({ ok: false, error: 'too-many-pixels' });
    expect(checkProfilePhoto(pngHeader(10, 5001))).toEqual({ ok: false, error: 'too-many-pixels' });
    expect(checkProfilePhoto(pngHeader(5000, 5000)).ok).toBe(true);
  });
  it('serves a photo under its own id', () => {
    expect(profilePhotoPath('Zk3q')).toBe('/profile/photo/Zk3q');
    expect(profilePhotoPath('a/b')).toBe('/profile/photo/a%2Fb');
  });
});
