import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeParking, parkingToWire } from './parking-wire.js';

// Spec: "Parking: start and end date time, Address, location_hours, location_name, valet_ticket_num, location_phone."
const WIRE = {
  ...FULL_COMMON_WIRE,
  StartDateTime: FULL_DATE_TIME_WIRE,
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-09' },
  Address: FULL_ADDRESS_WIRE,
  location_hours: '24h',
  location_name: 'OSL P10',
  valet_ticket_num: 'V42',
  location_phone: '+47 4',
};

describe('parking wire', () => {
  it('reads every field of the spec', () => {
    const r = decodeParking(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const p = r.value;
    expect(p.type).toBe('parking');
    expect([p.locationHours, p.locationName, p.valetTicketNumber, p.locationPhone]).toEqual(['24h', 'OSL P10', 'V42', '+47 4']);
    expect(p.endDateTime.date).toBe('2026-05-09');
  });
  it('writes back the same object', () => {
    const r = decodeParking(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(parkingToWire(r.value)))).toEqual(WIRE);
  });
  it('refuses a wrong field type, naming the field', () => {
    const r = decodeParking({ ...WIRE, valet_ticket_num: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['valet_ticket_num']);
  });
});
