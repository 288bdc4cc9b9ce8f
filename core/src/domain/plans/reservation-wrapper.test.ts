import { describe, expect, it } from 'vitest';
import { unwrapReservation, wrapReservation } from './reservation-wrapper.js';

describe('reservation wrapper', () => {
  it('opens a wrapper holding exactly one typed object', () => {
    // "Holds exactly one typed object: AirObject, LodgingObject, ..."
    expect(unwrapReservation({ AirObject: { uuid: 'a1' } })).toEqual({
      ok: true,
      value: { type: 'air', objectKey: 'AirObject', object: { uuid: 'a1' } },
    });
    expect(unwrapReservation({ ParkingObject: {} })).toMatchObject({ ok: true, value: { type: 'parking' } });
  });
  it('refuses more than one key, or an unknown key', () => {
    // "More than one key, or an unknown key, is an error." / "Invalid wrapper: not exactly one key, or the key is not a valid type."
    expect(unwrapReservation({ AirObject: {}, LodgingObject: {} })).toEqual({
      ok: false,
      error: { kind: 'several', keys: ['AirObject', 'LodgingObject'] },
    });
    expect(unwrapReservation({ AirObject: {}, Foo: {} })).toMatchObject({ ok: false, error: { kind: 'several' } });
    expect(unwrapReservation({ WeatherObject: {} })).toEqual({ ok: false, error: { kind: 'unknown-key', key: 'WeatherObject' } });
    expect(unwrapReservation({})).toEqual({ ok: false, error: { kind: 'none' } });
  });
  it('refuses what is not an object, and a key not holding an object', () => {
    for (const json of [null, undefined, 'AirObject', 3, [{ AirObject: {} }]]) {
      expect(unwrapReservation(json), String(json)).toEqual({ ok: false, error: { kind: 'not-an-object' } });
    }
    for (const inner of [null, 'x', [], 1]) {
      expect(unwrapReservation({ CarObject: inner })).toEqual({ ok: false, error: { kind: 'invalid-object', key: 'CarObject' } });
    }
  });
  it('wraps a typed object, and refuses an unknown type', () => {
    // "Serialising an object of an unknown type is an error."
    expect(wrapReservation('lodging', { uuid: 'h1' })).toEqual({ ok: true, value: { LodgingObject: { uuid: 'h1' } } });
    expect(wrapReservation('weather', {})).toEqual({ ok: false, error: { kind: 'unknown-type', type: 'weather' } });
  });
});
