import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { TRIP_IMAGE_LIMITS, tripImageErrorMessage, validateTripImage } from './trip-image.js';

const png = { mimeType: 'image/png', sizeBytes: 2048, width: 800, height: 600 } as const;

describe('trip image (part 1 sections 3.1 and 9: "gif, jpeg or png, up to 10MB and 5000x5000 pixels")', () => {
  it('accepts gif, jpeg and png within the limits, including exactly at them', () => {
    for (const mimeType of ['image/gif', 'image/jpeg', 'image/png'] as const) {
      expect(validateTripImage({ ...png, mimeType })).toEqual(ok({ ...png, mimeType }));
    }
    const edge = { mimeType: 'image/jpeg', sizeBytes: 10 * 1024 * 1024, width: 5000, height: 5000 } as const;
    expect(validateTripImage(edge).ok).toBe(true);
  });
  it('refuses other types, files over 10 MB and images over 5000 pixels a side', () => {
    expect(validateTripImage({ ...png, mimeType: 'application/pdf' })).toEqual(err([{ kind: 'unsupported-type', mimeType: 'application/pdf' }]));
    expect(validateTripImage({ ...png, mimeType: null })).toEqual(err([{ kind: 'unsupported-type', mimeType: null }]));
    expect(validateTripImage({ ...png, sizeBytes: 10 * 1024 * 1024 + 1 })).toEqual(err([{ kind: 'too-large', sizeBytes: 10485761, maxBytes: 10485760 }]));
    expect(validateTripImage({ ...png, width: 5001 })).toEqual(err([{ kind: 'too-many-pixels', width: 5001, height: 600, maxWidth: 5000, maxHeight: 5000 }]));
    expect(validateTripImage({ ...png, height: 5001 }).ok).toBe(false);
  });
  it('reports every broken limit', () => {
    const bad = validateTripImage({ mimeType: 'application/pdf', sizeBytes: 2e7, width: 6000, height: 6000 });
    expect(bad.ok ? [] : bad.error.map((e) => e.kind)).toEqual(['unsupported-type', 'too-large', 'too-many-pixels']);
  });
  it('maps errors to message keys with the limits as values', () => {
    expect(tripImageErrorMessage({ kind: 'too-large', sizeBytes: 2e7, maxBytes: TRIP_IMAGE_LIMITS.maxBytes })).toEqual({
      key: 'trips:image.tooLarge',
      values: { maxMegabytes: 10 },
    });
    expect(tripImageErrorMessage({ kind: 'unsupported-type', mimeType: null }).key).toBe('trips:image.unsupportedType');
    expect(tripImageErrorMessage({ kind: 'too-many-pixels', width: 1, height: 1, maxWidth: 5000, maxHeight: 5000 })).toEqual({
      key: 'trips:image.tooManyPixels',
      values: { maxWidth: 5000, maxHeight: 5000 },
    });
  });
});
