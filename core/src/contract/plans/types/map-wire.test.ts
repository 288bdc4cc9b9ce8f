import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeMap, mapToWire } from './map-wire.js';

// Spec: "Map: DateTime, Address."
const WIRE = { ...FULL_COMMON_WIRE, DateTime: FULL_DATE_TIME_WIRE, Address: FULL_ADDRESS_WIRE };

describe('map wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeMap(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('map');
    expect(p.address.longitude).toBe(10.7389);
    expect(p.dateTime.timezone).toBe('Europe/Oslo');
  });
  it('writes back the same object', () => {
    const r = decodeMap(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(mapToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeMap({ ...WIRE, Address: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Address']);
  });
});
