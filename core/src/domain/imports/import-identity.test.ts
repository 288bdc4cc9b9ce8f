import { describe, expect, it } from 'vitest';
import type { AirPlan } from '../plans/types/air-plan.js';
import type { Plan } from '../plans/types/plan.js';
import { compareImportedFlight } from './import-flight-compare.js';
import { flightConflictOption } from './import-flight-conflict.js';
import { findImportMatch, importIdentity, isSameImport, planLocalDates } from './import-identity.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';

const zones: ImportZoneResolver = {
  forAirport: (code) => ({ CDG: 'Europe/Paris', JFK: 'America/New_York', LHR: 'Europe/London', BOS: 'America/New_York' })[code] ?? null,
  forPlace: (text) => (/paris/i.test(text) ? 'Europe/Paris' : null),
};
const leg = (number: string, from: string, to: string, departureTime: string, arrivalTime: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'FlightReservation',
  reservationNumber: 'X2Y3Z4',
  underName: 'Marie Dupont',
  ...extra,
  reservationFor: {
    '@type': 'Flight',
    flightNumber: number,
    departureAirport: from,
    arrivalAirport: to,
    departureTime,
    arrivalTime,
    ...(extra['flight'] ?? {}),
  },
});
const plans = (...nodes: Record<string, unknown>[]): Plan[] => reservationsToPlans(normaliseReservations(nodes as never[]), zones);
const air = (...nodes: Record<string, unknown>[]): AirPlan => {
  const p = plans(...nodes)[0];
  if (p?.type !== 'air') throw new Error('not a flight');
  return p;
};
const out = leg('AF6', 'CDG', 'JFK', '2026-12-03T10:05:00+01:00', '2026-12-03T12:40:00-05:00');
const back = leg('AF9', 'JFK', 'CDG', '2026-12-10T18:30:00-05:00', '2026-12-11T07:55:00+01:00');
const stored = air(out, back);

describe('importIdentity', () => {
  it('is the type, the booking reference and the first local date', () => {
    expect(planLocalDates(stored)).toEqual({ first: '2026-12-03', last: '2026-12-11' });
    expect(importIdentity(stored)).toEqual({ type: 'air', reference: 'X2Y3Z4', confirmed: true, firstDate: '2026-12-03', key: 'air|X2Y3Z4|2026-12-03' });
  });

  it('without a confirmation number, a flight is known by its first flight; a plan without a date has none', () => {
    expect(importIdentity(air({ ...out, reservationNumber: '' }))?.key).toBe('air|AF6|2026-12-03');
    const hotel = plans({ '@type': 'LodgingReservation', reservationNumber: 'lut 882', reservationFor: { name: 'Lutetia', address: 'Paris' } })[0];
    expect(hotel && importIdentity(hotel)).toBeNull();
  });

  it('a rescheduled flight is the same reservation; another hotel night is not', () => {
    const moved = air(leg('AF6', 'CDG', 'JFK', '2026-12-04T10:05:00+01:00', '2026-12-04T12:40:00-05:00'), back);
    expect(isSameImport(importIdentity(stored), importIdentity(moved))).toBe(true);
    const night = (d: string) => plans({ '@type': 'LodgingReservation', reservationNumber: 'LUT-1', checkinTime: d, reservationFor: 'Lutetia' })[0] as Plan;
    expect(isSameImport(importIdentity(night('2026-12-03')), importIdentity(night('2026-12-04')))).toBe(false);
    expect(
      findImportMatch(
        [
          { uuid: 'a', plan: night('2026-12-04') },
          { uuid: 'b', plan: night('2026-12-03') },
        ],
        night('2026-12-03'),
      )?.uuid,
    ).toBe('b');
  });
});

describe('compareImportedFlight', () => {
  it('the same flight again is the same', () => {
    expect(compareImportedFlight(stored, air(out, back))).toEqual({ outcome: 'same' });
  });

  it('a seat, a terminal and a new traveler are an update that keeps the rest', () => {
    const seated = air(
      leg('AF6', 'CDG', 'JFK', '2026-12-03T10:05:00+01:00', '2026-12-03T12:40:00-05:00', { airplaneSeat: '23A', flight: { departureTerminal: '2E' } }),
      {
        ...back,
        underName: 'Paul Dupont',
      },
    );
    const r = compareImportedFlight(stored, seated);
    expect(r.outcome).toBe('update');
    if (r.outcome !== 'update') return;
    expect(r.additions).toEqual(['segments[0].startTerminal', 'segments[0].seats', 'travelers.paul dupont']);
    expect(r.plan.segments[0]).toMatchObject({ seats: '23A', startTerminal: '2E', marketingFlightNumber: '6' });
    expect(r.plan.travelers.map((t) => t.firstName)).toEqual(['Marie', 'Paul']);
  });

  it('a departure an hour later is a conflict that differs only by time', () => {
    const later = air(leg('AF6', 'CDG', 'JFK', '2026-12-03T11:05:00+01:00', '2026-12-03T13:40:00-05:00'), back);
    expect(compareImportedFlight(stored, later)).toEqual({
      outcome: 'conflict',
      doesDifferOnlyByTime: true,
      segments: [{ change: 'changed', existingIndex: 0, importedIndex: 0, fields: ['startTime', 'endTime'] }],
    });
  });

  it('another airport or flight, or a segment more or less, is a conflict about more than time', () => {
    const boston = air(leg('AF6', 'CDG', 'BOS', '2026-12-03T10:05:00+01:00', '2026-12-03T12:40:00-05:00'), back);
    expect(compareImportedFlight(stored, boston)).toMatchObject({ doesDifferOnlyByTime: false, segments: [{ fields: ['endAirport'] }] });
    const oneWay = air(out);
    expect(compareImportedFlight(stored, oneWay)).toMatchObject({
      outcome: 'conflict',
      segments: [{ change: 'removed', existingIndex: 1, importedIndex: null }],
    });
    const other = air(leg('AF8', 'CDG', 'JFK', '2026-12-03T10:05:00+01:00', '2026-12-03T12:40:00-05:00'), back);
    expect(compareImportedFlight(stored, other)).toMatchObject({ segments: [{ existingIndex: 0, importedIndex: 0, fields: ['flightNumber'] }] });
  });

  it('a date alone (a boarding pass) never conflicts with a known time', () => {
    expect(compareImportedFlight(stored, air(leg('AF6', 'CDG', 'JFK', '2026-12-03', ''), back)).outcome).toBe('same');
  });
});

describe('flightConflictOption', () => {
  it('summarises one version for the conflict screen', () => {
    expect(flightConflictOption(stored, { emailSubject: 'Your trip', importedAt: '2026-11-02T08:00:00.000Z', tripItemUuids: ['p1'] }, 0)).toEqual({
      airline: 'AF',
      airports: 'CDG - JFK - CDG',
      destination: 'CDG',
      emailSubject: 'Your trip',
      fromDate: '2026-12-03',
      fromTime: '10:05',
      toTime: '07:55',
      importedDate: '2026-11-02',
      importedDateTime: '2026-11-02T08:00:00.000Z',
      pathIndex: 0,
      segmentDescriptions: ['AF6 CDG 10:05 → JFK 12:40', 'AF9 JFK 18:30 → CDG 07:55'],
      tripItemUuids: ['p1'],
    });
  });
});
