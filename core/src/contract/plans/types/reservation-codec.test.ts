import { describe, expect, it } from 'vitest';
import { FULL_COMMON_WIRE } from '../../../testing/plan-wire-fixtures.js';
import { decodeReservation, encodeReservation } from './reservation-codec.js';

// Spec, "Reservation wrapper": "Holds exactly one typed object: AirObject, LodgingObject, ...
// More than one key, or an unknown key, is an error."
describe('reservation codec', () => {
  it('reads a LodgingObject wrapper into a lodging plan and writes it back', () => {
    const wrapper = { LodgingObject: { ...FULL_COMMON_WIRE, room_type: 'Suite' } };
    const r = decodeReservation(wrapper);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.type).toBe('lodging');
    expect(r.value.type === 'lodging' && r.value.roomType).toBe('Suite');
    const back = JSON.parse(JSON.stringify(encodeReservation(r.value))) as { LodgingObject: Record<string, unknown> };
    expect(back.LodgingObject).toMatchObject(wrapper.LodgingObject);
  });
  it('picks the codec from the key: a ParkingObject becomes a parking plan', () => {
    const r = decodeReservation({ ParkingObject: { valet_ticket_num: 'V42' } });
    expect(r.ok && r.value.type === 'parking' && r.value.valetTicketNumber).toBe('V42');
  });
  it('refuses more than one key and unknown keys', () => {
    expect(decodeReservation({ LodgingObject: {}, CarObject: {} })).toEqual({ ok: false, error: { kind: 'several', keys: ['LodgingObject', 'CarObject'] } });
    expect(decodeReservation({ WeatherObject: {} })).toEqual({ ok: false, error: { kind: 'unknown-key', key: 'WeatherObject' } });
    expect(decodeReservation({})).toEqual({ ok: false, error: { kind: 'none' } });
  });
  it('names the bad field and the plan type', () => {
    expect(decodeReservation({ CarObject: { car_type: true } })).toEqual({
      ok: false,
      error: { kind: 'invalid-fields', type: 'car', issues: [{ field: 'car_type', code: 'invalid_union' }] },
    });
  });
  it('decodes every one of the twelve plan types', () => {
    for (const key of [
      'AirObject',
      'LodgingObject',
      'CarObject',
      'RailObject',
      'TransportObject',
      'CruiseObject',
      'RestaurantObject',
      'ActivityObject',
      'NoteObject',
      'MapObject',
      'DirectionsObject',
      'ParkingObject',
    ]) {
      const decoded = decodeReservation({ [key]: {} });
      expect(decoded.ok, key).toBe(true);
      if (decoded.ok) expect(Object.keys(encodeReservation(decoded.value))).toEqual([key]);
    }
  });
});
