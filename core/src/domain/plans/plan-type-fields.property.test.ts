import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DETAIL_TYPE_CODES, detailTypeName, isDetailTypeCode, PLAN_TYPE_FIELDS, type DetailTypedPlan } from './plan-type-fields.js';
import { PLAN_TYPES } from './plan-type.js';

const detailTyped = fc.constantFrom<DetailTypedPlan>('activity', 'transport', 'directions');

describe('plan type fields: properties', () => {
  it('a code is valid exactly when listed, and only valid codes have names', () => {
    fc.assert(
      fc.property(detailTyped, fc.string({ maxLength: 2 }), (type, code) => {
        expect(isDetailTypeCode(type, code)).toBe((DETAIL_TYPE_CODES[type] as readonly string[]).includes(code));
        if (detailTypeName(type, code) !== null) expect(isDetailTypeCode(type, code)).toBe(true);
      }),
    );
  });
  it('no field is listed twice, and names are PascalCase objects or snake_case scalars', () => {
    for (const t of PLAN_TYPES) {
      for (const list of [PLAN_TYPE_FIELDS[t].reservation, PLAN_TYPE_FIELDS[t].segment ?? []]) {
        expect(new Set(list).size, t).toBe(list.length);
        for (const f of list) expect(f, t).toMatch(/^([A-Z][A-Za-z]*|[a-z][a-z_]*)$/);
      }
    }
  });
});
