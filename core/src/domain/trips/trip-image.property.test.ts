import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validateTripImage } from './trip-image.js';

const candidate = fc.record({
  mimeType: fc.constantFrom('image/gif', 'image/jpeg', 'image/png', 'application/pdf', null),
  sizeBytes: fc.integer({ min: 0, max: 30 * 1024 * 1024 }),
  width: fc.integer({ min: 1, max: 8000 }),
  height: fc.integer({ min: 1, max: 8000 }),
});

describe('trip image: properties', () => {
  it('accepts exactly the images within every limit', () => {
    fc.assert(
      fc.property(candidate, (c) => {
        const within = c.mimeType !== null && c.mimeType !== 'application/pdf' && c.sizeBytes <= 10_485_760 && c.width <= 5000 && c.height <= 5000;
        return validateTripImage(c).ok === within;
      }),
    );
  });
  it('reports one error per broken limit, each at most once', () => {
    fc.assert(
      fc.property(candidate, (c) => {
        const r = validateTripImage(c);
        const broken = [c.mimeType === null || c.mimeType === 'application/pdf', c.sizeBytes > 10_485_760, c.width > 5000 || c.height > 5000];
        const kinds = r.ok ? [] : r.error.map((e) => e.kind);
        return kinds.length === broken.filter(Boolean).length && new Set(kinds).size === kinds.length;
      }),
    );
  });
});
