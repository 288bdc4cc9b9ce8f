import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeDirections, directionsToWire } from './directions-wire.js';

// Spec: "Directions: DateTime, start and end address, direction type (detail_type_code: B, D, T, W). One segment."
const WIRE = {
  ...FULL_COMMON_WIRE,
  DateTime: FULL_DATE_TIME_WIRE,
  StartAddress: FULL_ADDRESS_WIRE,
  EndAddress: { ...FULL_ADDRESS_WIRE, city: 'Bergen' },
  detail_type_code: 'D',
};

describe('directions wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeDirections(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('directions');
    expect([p.startAddress.city, p.endAddress.city, p.detailTypeCode]).toEqual(['Oslo', 'Bergen', 'D']);
  });
  it('writes back the same object', () => {
    const r = decodeDirections(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(directionsToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeDirections({ ...WIRE, EndAddress: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['EndAddress']);
  });
});
