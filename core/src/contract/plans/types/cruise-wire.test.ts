import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { cruiseToWire, decodeCruise } from './cruise-wire.js';

// Spec: "Cruise: ship_name, cabin_number, cabin_type, dining. Segments: date time range, location
// name and address, port-of-call flag (written as a detail type code), isEmbark. The first segment
// is embark, the last is disembark, ports between." (The spec gives no detail type code values;
// 'PORT' below is only an example value, kept as sent.)
const stop = (o: { uuid: string; date: string; name: string; city: string; code: string; embark: 'true' | 'false' }) => ({
  uuid: o.uuid,
  StartDateTime: { ...FULL_DATE_TIME_WIRE, date: o.date, time: '08:00:00' },
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: o.date, time: '18:00:00' },
  LocationAddress: { ...FULL_ADDRESS_WIRE, city: o.city },
  location_name: o.name,
  ...(o.code === '' ? {} : { detail_type_code: o.code }),
  is_embark: o.embark,
});
const SEGMENTS = [
  stop({ uuid: 's1', date: '2026-06-01', name: 'Bergen cruise terminal', city: 'Bergen', code: '', embark: 'true' }),
  stop({ uuid: 's2', date: '2026-06-02', name: 'Ålesund', city: 'Ålesund', code: 'PORT', embark: 'false' }),
  stop({ uuid: 's3', date: '2026-06-07', name: 'Kirkenes', city: 'Kirkenes', code: '', embark: 'false' }),
];
const WIRE = {
  ...FULL_COMMON_WIRE,
  ship_name: 'MS Nordnorge',
  cabin_number: '412',
  cabin_type: 'Outside, 2 berths',
  dining: 'Second seating',
  Traveler: [FULL_TRAVELER_WIRE],
  Segment: SEGMENTS,
};

describe('cruise wire', () => {
  it('reads every field of a CruiseObject with three segments', () => {
    const r = decodeCruise(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('cruise');
    expect([p.shipName, p.cabinNumber, p.cabinType, p.dining]).toEqual(['MS Nordnorge', '412', 'Outside, 2 berths', 'Second seating']);
    expect(p.travelers[0]?.firstName).toBe('Ada');
    expect(p.segments.map((s) => [s.uuid, s.locationName, s.locationAddress.city, s.detailTypeCode, s.isEmbark])).toEqual([
      ['s1', 'Bergen cruise terminal', 'Bergen', '', true],
      ['s2', 'Ålesund', 'Ålesund', 'PORT', false],
      ['s3', 'Kirkenes', 'Kirkenes', '', false],
    ]);
    expect([p.segments[2]?.startDateTime.date, p.segments[2]?.endDateTime.time]).toEqual(['2026-06-07', '18:00:00']);
  });
  it('writes back the same object', () => {
    const r = decodeCruise(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(cruiseToWire(r.value)))).toEqual(WIRE);
  });
  it('exchanges isEmbark as the strings true or false (a JSON boolean is accepted, missing is false)', () => {
    const r = decodeCruise({ Segment: [{ is_embark: true }, {}] });
    if (!r.ok) throw new Error('decode failed');
    expect(r.value.segments.map((s) => s.isEmbark)).toEqual([true, false]);
    const written = JSON.parse(JSON.stringify(cruiseToWire(r.value))) as { Segment: { is_embark: unknown }[] };
    expect(written.Segment.map((s) => s.is_embark)).toEqual(['true', 'false']);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeCruise({ ...WIRE, cabin_number: false });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['cabin_number']);
  });
  it('refuses an is_embark that is not true or false, naming the segment and field', () => {
    const r = decodeCruise({ ...WIRE, Segment: [SEGMENTS[0], { ...SEGMENTS[1], is_embark: 'yes' }] });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Segment.1.is_embark']);
  });
});
