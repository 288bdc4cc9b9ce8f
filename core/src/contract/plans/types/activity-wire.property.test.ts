import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { activityFields, activityPlan, dateTime } from '../../../domain/plans/types/plan-arbitraries.test.js';
import { itRoundTripsAndNamesBadFields } from './plan-wire-properties.test.js';
import { activityToWire, activityWire, decodeActivity } from './activity-wire.js';

describe('activity wire: properties', () => {
  itRoundTripsAndNamesBadFields({ plan: activityPlan, toWire: activityToWire, decode: decodeActivity, fields: Object.keys(activityWire.shape) });
  it('the end date-time is always written with is_timezone_manual "false"', () => {
    fc.assert(
      fc.property(fc.record({ ...activityFields, endDateTime: dateTime }), (p) => {
        expect(activityToWire(p).EndDateTime?.is_timezone_manual).toBe('false');
      }),
    );
  });
  it('a detail_type_code outside M, T, C, H fails naming detail_type_code', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !['M', 'T', 'C', 'H'].includes(s)),
        (code) => {
          const r = decodeActivity({ detail_type_code: code });
          expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['detail_type_code']);
        },
      ),
    );
  });
});
