import { describe, expect, it } from 'vitest';
import { EMPTY_PLAN_DATE_TIME, type AirSegment, type PlanDateTime } from '@waybook/core';
import { EMPTY_AIR_SEGMENT } from './empty-segments.js';
import { applyFlightAnswer, flightLookupQuery, type FlightLookupAnswer, type FlightLookupLeg } from './flight-lookup.js';
import { reconcileKeys } from './segment-keys.js';
import { insertAt, moveItem, removeAt, replaceAt } from './segment-list-ops.js';

const at = (date: string, time = '', timezone = ''): PlanDateTime => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone });

describe('segment list operations', () => {
  it('inserts, removes, moves and replaces without touching the given list', () => {
    const list = ['a', 'b', 'c'] as const;
    expect(insertAt(list, 1, 'x')).toEqual(['a', 'x', 'b', 'c']);
    expect(insertAt(list, 99, 'x')).toEqual(['a', 'b', 'c', 'x']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(removeAt(list, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, 3)).toEqual(['a', 'b', 'c']);
    expect(replaceAt(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

describe('reconcileKeys', () => {
  const fresh = () => {
    let n = 0;
    return () => `new-${++n}`;
  };
  it("keeps the keys of segments still there, gives an edited one its place's key and a new one a new key", () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const edited = { id: 'a2' };
    const inserted = { id: 'x' };
    expect(reconcileKeys([a, b], ['k1', 'k2'], [a, inserted, b], fresh())).toEqual(['k1', 'new-1', 'k2']);
    expect(reconcileKeys([a, b], ['k1', 'k2'], [edited, b], fresh())).toEqual(['k1', 'k2']);
    expect(reconcileKeys([a, b], ['k1', 'k2'], [b], fresh())).toEqual(['k2']);
    // The same object twice (two new empty segments) still gets two keys.
    expect(reconcileKeys([a], ['k1'], [a, a], fresh())).toEqual(['k1', 'new-1']);
  });
});

const leg = (from: string, to: string, dep: string, arr: string): FlightLookupLeg => ({
  originAirportCode: from,
  originAirportName: `${from} Airport`,
  destinationAirportCode: to,
  destinationAirportName: `${to} Airport`,
  departure: { date: '2026-03-20', time: dep, timezone: 'Europe/London' },
  arrival: { date: '2026-03-21', time: arr, timezone: 'Asia/Qatar' },
  aircraft: 'Airbus A350-1000',
  isInternational: true,
});

describe('flight lookup', () => {
  const typed: AirSegment = { ...EMPTY_AIR_SEGMENT, marketingAirlineCode: 'qr', marketingFlightNumber: ' 8 ', startDateTime: at('2026-03-20'), seats: '31F' };

  it('asks only with departure date, airline code and flight number', () => {
    expect(flightLookupQuery(typed)).toEqual({ departureDate: '2026-03-20', airlineCode: 'QR', flightNumber: '8' });
    expect(flightLookupQuery({ ...typed, marketingFlightNumber: '' })).toBeNull();
    expect(flightLookupQuery({ ...typed, marketingAirlineCode: ' ' })).toBeNull();
    expect(flightLookupQuery({ ...typed, startDateTime: EMPTY_PLAN_DATE_TIME })).toBeNull();
  });

  const query = { departureDate: '2026-03-20', airlineCode: 'QR', flightNumber: '8' };
  const twoLegs: FlightLookupAnswer = {
    legs: [leg('LHR', 'DOH', '08:00:00', '17:00:00'), leg('DOH', 'SYD', '19:00:00', '17:00:00')],
    isSandbox: true,
  };

  it('fills the asked segment and inserts one after it per further leg, keeping what was typed', () => {
    const other = { ...EMPTY_AIR_SEGMENT, marketingAirlineCode: 'BA', marketingFlightNumber: '15' };
    const out = applyFlightAnswer([typed, other], 0, query, twoLegs);
    expect(out.map((s) => `${s.marketingAirlineCode}${s.marketingFlightNumber} ${s.startAirportCode}-${s.endAirportCode}`)).toEqual([
      'QR8 LHR-DOH',
      'QR8 DOH-SYD',
      'BA15 -',
    ]);
    expect(out[0]?.seats).toBe('31F');
    expect(out[0]?.startDateTime).toMatchObject({ date: '2026-03-20', time: '08:00:00', timezone: 'Europe/London', isTimeKnown: true, isTimezoneKnown: true });
    expect(out[1]?.endDateTime).toMatchObject({ date: '2026-03-21', time: '17:00:00', timezone: 'Asia/Qatar' });
    expect(out[1]?.startAirportName).toBe('DOH Airport');
  });

  it('refills the following leg on a repeated lookup instead of adding it again', () => {
    const once = applyFlightAnswer([typed], 0, query, twoLegs);
    const twice = applyFlightAnswer(once, 0, query, twoLegs);
    expect(twice).toHaveLength(2);
    expect(twice[1]?.startAirportCode).toBe('DOH');
  });
});
