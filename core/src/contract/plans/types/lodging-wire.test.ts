import { describe, expect, it } from 'vitest';
import { FULL_ADDRESS_WIRE, FULL_COMMON_WIRE, FULL_DATE_TIME_WIRE, FULL_TRAVELER_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeLodging, lodgingToWire } from './lodging-wire.js';

// Spec: "Lodging: estimated and actual start and end date times, Address, guests, number_guests,
// number_rooms, room_type."
const WIRE = {
  ...FULL_COMMON_WIRE,
  StartDateTime: FULL_DATE_TIME_WIRE,
  EndDateTime: { ...FULL_DATE_TIME_WIRE, date: '2026-05-04', time: '11:00:00' },
  Address: FULL_ADDRESS_WIRE,
  Guest: [FULL_TRAVELER_WIRE],
  number_guests: '2',
  number_rooms: '1',
  room_type: 'Double room',
};

describe('lodging wire', () => {
  it('reads every field of a LodgingObject', () => {
    const r = decodeLodging(WIRE);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.type).toBe('lodging');
    expect(r.value.startDateTime.date).toBe('2026-05-01');
    expect(r.value.endDateTime.time).toBe('11:00:00');
    expect(r.value.address.latitude).toBe(59.9133);
    expect(r.value.guests[0]?.lastName).toBe('Lovelace');
    expect([r.value.numberGuests, r.value.numberRooms, r.value.roomType]).toEqual(['2', '1', 'Double room']);
    expect(r.value.booking.agency.name).toBe('Acme');
    expect(r.value.meta.tripUuid).toBe('t1');
  });
  it('writes back the same object', () => {
    const r = decodeLodging(WIRE);
    if (!r.ok) throw new Error('decode failed');
    expect(JSON.parse(JSON.stringify(lodgingToWire(r.value)))).toEqual(WIRE);
  });
  it('accepts a count sent as a number, reading it as text', () => {
    const r = decodeLodging({ number_guests: 2 });
    expect(r.ok && r.value.numberGuests).toBe('2');
  });
  it('refuses a boolean room count, naming number_rooms', () => {
    const r = decodeLodging({ ...WIRE, number_rooms: true });
    expect(r.ok ? [] : r.error.issues.map((i) => i.field)).toEqual(['number_rooms']);
  });
});
