import { describe, it } from 'vitest';
import fc from 'fast-check';
import { pointsUpdateTarget } from './points-update-target.js';

describe('points update target: properties', () => {
  it('succeeds exactly when a positive id or a non-blank supplier code is given, preferring the id', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: -5, max: 1000 })), fc.option(fc.string({ maxLength: 5 })), (id, supplierCode) => {
        const r = pointsUpdateTarget({ id, supplierCode });
        const hasId = id !== null && id > 0;
        const hasCode = (supplierCode ?? '').trim() !== '';
        if (!r.ok) return !hasId && !hasCode;
        return hasId ? r.value.kind === 'id' && r.value.id === id : r.value.kind === 'supplier' && r.value.supplierCode === (supplierCode ?? '').trim();
      }),
    );
  });
});
