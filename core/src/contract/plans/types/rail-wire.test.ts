import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeRail, railToWire } from './rail-wire.js';

// Spec: "Rail: segments with start and end date time, station name and address, carrier_name,
// coach_number, confirmation_num, seats, service_class, train_number, train_type." Travelers are
// "nested under Traveler (air, rail, cruise, transport)"; "Segment uuid is separate from reservation uuid."
const OSLO_BERGEN = {
  uuid: 's1',
  StartDateTime: { ...FULL_DATE_TIME_WIRE, time: '08:25:00' },
  EndDateTime: { ...FULL_DATE_TIME_WIRE, time: '15:05:00' },
  start_station_name: 'Oslo S',
  StartStationAddress: FULL_ADDRESS_WIRE,
  end_station_name: 'Bergen stasjon',
  EndStationAddress: { ...FULL_ADDRESS_WIRE, city: 'Bergen', latitude: 60.39, longitude: 5.333 },
  carrier_name: 'Vy',
  coach_number: '3',
  confirmation_num: 'VY601',
  seats: '41, 42',
  service_class: 'Komfort',
  train_number: '601',
  train_type: 'Regional',
};
const BERGEN_VOSS = {
  ...OSLO_BERGEN,
  uuid: 's2',
  StartDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-02', time: '09:00:00' },
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-02', time: '10:15:00' },
  start_station_name: 'Bergen stasjon',
  end_station_name: 'Voss stasjon',
  coach_number: '1',
  seats: '7',
  train_number: '1811',
  train_type: 'Local',
};
const WIRE = { ...FULL_COMMON_WIRE, Traveler: [FULL_TRAVELER_WIRE, { first_name: 'Bo', last_name: 'Ek' }], Segment: [OSLO_BERGEN, BERGEN_VOSS] };

describe('rail wire', () => {
  it('reads every field of a RailObject with two segments', () => {
    const r = decodeRail(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const [first, second] = r.value.segments;
    expect(r.value.type).toBe('rail');
    expect(r.value.meta.uuid).toBe('r1');
    expect(r.value.travelers.map((t) => t.lastName)).toEqual(['Lovelace', 'Ek']);
    expect([first?.uuid, first?.startStationName, first?.endStationName, first?.endStationAddress.city]).toEqual(['s1', 'Oslo S', 'Bergen stasjon', 'Bergen']);
    expect([first?.carrierName, first?.coachNumber, first?.confirmationNumber, first?.seats]).toEqual(['Vy', '3', 'VY601', '41, 42']);
    expect([first?.serviceClass, first?.trainNumber, first?.trainType]).toEqual(['Komfort', '601', 'Regional']);
    expect([first?.startDateTime.time, first?.endDateTime.time, first?.startStationAddress.latitude]).toEqual(['08:25:00', '15:05:00', 59.9133]);
    expect([second?.uuid, second?.endStationName, second?.trainNumber, second?.startDateTime.date]).toEqual(['s2', 'Voss stasjon', '1811', '2026-05-02']);
  });
  it('writes back the same object', () => {
    const r = decodeRail(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(railToWire(r.value)))).toEqual(WIRE);
  });
  it('reads a lone Segment object as a list of one, and a missing one as none', () => {
    const one = decodeRail({ Segment: { train_number: 601 } });
    expect(one.ok && one.value.segments.map((s) => s.trainNumber)).toEqual(['601']);
    const none = decodeRail({});
    expect(none.ok && none.value.segments).toEqual([]);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeRail({ ...WIRE, Traveler: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Traveler']);
  });
  it('refuses a wrong segment field type, naming the segment and field', () => {
    const r = decodeRail({ ...WIRE, Segment: [OSLO_BERGEN, { ...BERGEN_VOSS, seats: false }] });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['Segment.1.seats']);
  });
});
