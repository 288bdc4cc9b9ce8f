import { describe, it } from 'vitest';
import fc from 'fast-check';
import { ALERT_CODES } from '../alerts/alert-codes.js';
import { cacheKeysInvalidatedBy } from './cache-invalidation.js';

describe('cache invalidation: properties', () => {
  it('new alerts always invalidate the alert list, and adding alerts never invalidates less', () => {
    const codes = fc.array(fc.oneof(fc.constantFrom(...ALERT_CODES), fc.string({ maxLength: 3 })), { maxLength: 5 });
    fc.assert(
      fc.property(codes, codes, (a, b) => {
        const keys = cacheKeysInvalidatedBy(a);
        const more = cacheKeysInvalidatedBy([...a, ...b]);
        return (a.length === 0 ? keys.length === 0 : keys.includes('accountAlerts:list')) && keys.every((k) => more.includes(k));
      }),
    );
  });
});
