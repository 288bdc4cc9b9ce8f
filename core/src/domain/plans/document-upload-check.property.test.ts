import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sniffDocumentType } from './document-content.js';
import { checkDocumentUpload } from './document-upload-check.js';

const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const png = (w: number, h: number) =>
  new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(w), ...u32(h), 8, 6, 0, 0, 0]);
const gif = (w: number, h: number) => new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, w & 255, w >> 8, h & 255, h >> 8, 0]);
const side = fc.integer({ min: 1, max: 9000 });
const mime = fc.constantFrom('', 'image/png', 'image/gif', 'image/jpeg', 'application/pdf', 'image/bmp', 'text/html', 'application/octet-stream');

describe('document upload check: properties', () => {
  it('an accepted file always has the sniffed type, never more bytes than allowed', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), mime, fc.integer({ min: 1, max: 64 }), (bytes, mimeType, maxBytes) => {
        const result = checkDocumentUpload({ bytes, mimeType, maxBytes });
        if (result.ok) {
          expect(result.value).toBe(sniffDocumentType(bytes));
          expect(bytes.length).toBeLessThanOrEqual(maxBytes);
        }
      }),
    );
  });
  it('an image passes exactly when both sides are within the limits', () => {
    fc.assert(
      fc.property(side, side, fc.boolean(), (w, h, asGif) => {
        fc.pre(!asGif || (w < 65536 && h < 65536));
        const bytes = asGif ? gif(w, h) : png(w, h);
        const result = checkDocumentUpload({ bytes, mimeType: asGif ? 'image/gif' : 'image/png' });
        const expected = h > 5000 ? { ok: false, error: '162.1' } : w > 5000 ? { ok: false, error: '162.2' } : { ok: true, value: asGif ? 'gif' : 'png' };
        expect(result).toEqual(expected);
      }),
    );
  });
  it('a declared type that differs from the content is refused', () => {
    fc.assert(
      fc.property(
        side,
        side,
        fc.constantFrom('image/gif', 'image/jpeg', 'application/pdf'),
        (w, h, mimeType) => !checkDocumentUpload({ bytes: png(w, h), mimeType }).ok,
      ),
    );
  });
});
