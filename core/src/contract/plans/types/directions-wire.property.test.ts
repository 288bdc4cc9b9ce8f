import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { directionsPlan } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { decodeDirections, directionsToWire, directionsWire } from './directions-wire.js';

describe('directions wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: directionsPlan, toWire: directionsToWire, decode: decodeDirections, fields: Object.keys(directionsWire.shape) });
  it('a detail_type_code outside B, D, T, W fails naming detail_type_code', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !['B', 'D', 'T', 'W'].includes(s)),
        (code) => {
          const r = decodeDirections({ detail_type_code: code });
          expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['detail_type_code']);
        },
      ),
    );
  });
});
