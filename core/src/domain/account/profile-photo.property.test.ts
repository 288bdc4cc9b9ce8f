import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { samplePhoto } from '../../testing/photo-fixtures.js';
import { checkProfilePhoto, PROFILE_PHOTO_LIMITS } from './profile-photo.js';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const pngHeader = (w: number, h: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(w), ...u32(h), 8, 6, 0, 0, 0]);

describe('profile photo check (properties)', () => {
  it('never throws, and accepts only bytes that start as JPEG, PNG or WebP', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const checked = checkProfilePhoto(bytes);
        if (!checked.ok) return;
        const head = [...bytes.slice(0, 4)];
        const known = [
          [0xff, 0xd8, 0xff],
          [0x89, 0x50, 0x4e, 0x47],
          [0x52, 0x49, 0x46, 0x46],
        ].some((magic) => magic.every((b, i) => head[i] === b));
        expect(known).toBe(true);
      }),
    );
  });
  it('whatever follows the header, a PNG is accepted exactly when both sides are within 1..5000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 0, max: 9000 }), fc.uint8Array({ maxLength: 32 }), (w, h, tail) => {
        const bytes = new Uint8Array([...pngHeader(w, h), ...tail]);
        const within = (n: number) => n >= 1 && n <= PROFILE_PHOTO_LIMITS.maxSide;
        expect(checkProfilePhoto(bytes).ok).toBe(within(w) && within(h));
      }),
    );
  });
  it('a real photo cut anywhere is never accepted with another type', () => {
    fc.assert(
      fc.property(fc.constantFrom('png', 'jpeg', 'webp', 'webpLossless' as const), fc.nat(), (kind, cut) => {
        const whole = samplePhoto(kind);
        const checked = checkProfilePhoto(whole.slice(0, cut % (whole.length + 1)));
        if (checked.ok) expect(checked.value.mimeType).toBe(kind === 'webpLossless' ? 'image/webp' : `image/${kind}`);
      }),
    );
  });
});
