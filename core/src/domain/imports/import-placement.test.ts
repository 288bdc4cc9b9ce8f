import { describe, expect, it } from 'vitest';
import type { Plan } from '../plans/types/plan.js';
import { importDestination } from './import-destination.js';
import { importedDates, placeImport, type PlacementTrip, TRIP_EXTENSION_DAYS } from './import-placement.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';

const trip = (uuid: string, startDate: string | null, endDate: string | null, isEditable = true): PlacementTrip => ({
  uuid,
  startDate,
  endDate,
  destination: '',
  isEditable,
});
const dates = { first: '2026-12-03', last: '2026-12-11' };
const place = (trips: PlacementTrip[], d = dates) => placeImport({ dates: d, destination: 'New York', trips, importTo: 'trips' });

describe('placeImport', () => {
  it('goes into the trip whose dates cover the plans, the shortest when several do', () => {
    expect(place([trip('long', '2026-11-01', '2026-12-31'), trip('ny', '2026-12-02', '2026-12-12')])).toEqual({ kind: 'trip', tripUuid: 'ny' });
  });

  it('extends a trip within three days, by the fewest days ("Will extend your trip duration by {number} days.")', () => {
    expect(TRIP_EXTENSION_DAYS).toBe(3);
    expect(place([trip('ny', '2026-12-04', '2026-12-09')])).toEqual({
      kind: 'extend',
      tripUuid: 'ny',
      startDate: '2026-12-03',
      endDate: '2026-12-11',
      days: 3,
    });
    expect(place([trip('before', '2026-11-25', '2026-11-30'), trip('after', '2026-12-13', '2026-12-20')])).toEqual({
      kind: 'extend',
      tripUuid: 'after',
      startDate: '2026-12-03',
      endDate: '2026-12-20',
      days: 10,
    });
  });

  it('starts a new trip named from the destination when no trip is near, or only trips the user cannot edit are', () => {
    const created = { kind: 'new-trip', name: 'New York', startDate: '2026-12-03', endDate: '2026-12-11' };
    expect(place([trip('far', '2026-11-01', '2026-11-29')])).toEqual(created);
    expect(place([trip('viewer', '2026-12-01', '2026-12-31', false)])).toEqual(created);
    expect(place([trip('undated', null, null)])).toEqual(created);
  });

  it('goes to Unfiled Items when the user chose so, or when the plans have no date', () => {
    expect(placeImport({ dates, destination: '', trips: [trip('ny', '2026-12-02', '2026-12-12')], importTo: 'unfiled' })).toEqual({ kind: 'unfiled' });
    expect(placeImport({ dates: null, destination: '', trips: [], importTo: 'trips' })).toEqual({ kind: 'unfiled' });
  });

  it('a trip without an end date is one day long', () => {
    expect(place([trip('one', '2026-12-03', null)], { first: '2026-12-03', last: '2026-12-03' })).toEqual({ kind: 'trip', tripUuid: 'one' });
  });
});

const zones: ImportZoneResolver = {
  forAirport: (code) => ({ CDG: 'Europe/Paris', JFK: 'America/New_York', BOS: 'America/New_York' })[code] ?? null,
  forPlace: () => null,
};
const airport = (iataCode: string, addressLocality: string) => ({
  '@type': 'Airport',
  iataCode,
  name: `${addressLocality} airport`,
  address: { addressLocality },
});
const flight = (n: string, from: ReturnType<typeof airport>, to: ReturnType<typeof airport>, departureTime: string, arrivalTime: string) => ({
  '@type': 'FlightReservation',
  reservationNumber: 'X2Y3Z4',
  reservationFor: { '@type': 'Flight', flightNumber: n, departureAirport: from, arrivalAirport: to, departureTime, arrivalTime },
});
const [paris, ny, boston] = [airport('CDG', 'Paris'), airport('JFK', 'New York'), airport('BOS', 'Boston')];
const plansOf = (...nodes: object[]): Plan[] => reservationsToPlans(normaliseReservations(nodes as never[]), zones);

describe('importDestination and importedDates', () => {
  it('a round trip is named from the arrival of the last outbound flight', () => {
    const plans = plansOf(
      flight('AF6', paris, ny, '2026-12-03T10:05:00+01:00', '2026-12-03T12:40:00-05:00'),
      flight('DL1', ny, boston, '2026-12-03T15:00:00-05:00', '2026-12-03T16:10:00-05:00'),
      flight('AF9', boston, paris, '2026-12-10T18:30:00-05:00', '2026-12-11T07:55:00+01:00'),
    );
    expect(importDestination(plans)).toBe('Boston');
    expect(importedDates(plans)).toEqual({ first: '2026-12-03', last: '2026-12-11' });
  });

  it('a one-way journey is named from its last arrival; a hotel alone from its city; nothing known gives ""', () => {
    expect(importDestination(plansOf(flight('AF6', paris, ny, '2026-12-03T10:05:00+01:00', '')))).toBe('New York');
    const hotel = plansOf({
      '@type': 'LodgingReservation',
      checkinTime: '2026-12-03',
      reservationFor: { name: 'Lutetia', address: { addressLocality: 'Paris' } },
    });
    expect(importDestination(hotel)).toBe('Paris');
    expect(importDestination([])).toBe('');
    expect(importedDates([])).toBeNull();
  });
});
