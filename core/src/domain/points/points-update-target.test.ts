import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { pointsUpdateTarget } from './points-update-target.js';

describe('pointsUpdateTarget ("an update requires id or supplier_code, otherwise an error")', () => {
  it('takes the id, else the supplier code', () => {
    expect(pointsUpdateTarget({ id: 12, supplierCode: 'DL' })).toEqual(ok({ kind: 'id', id: 12 }));
    expect(pointsUpdateTarget({ id: null, supplierCode: ' DL' })).toEqual(ok({ kind: 'supplier', supplierCode: 'DL' }));
    expect(pointsUpdateTarget({ id: 0, supplierCode: 'UA' })).toEqual(ok({ kind: 'supplier', supplierCode: 'UA' }));
  });
  it('is an error with neither', () => {
    expect(pointsUpdateTarget({ id: null, supplierCode: null })).toEqual(err({ kind: 'missing-target' }));
    expect(pointsUpdateTarget({ id: -3, supplierCode: '  ' })).toEqual(err({ kind: 'missing-target' }));
  });
});
