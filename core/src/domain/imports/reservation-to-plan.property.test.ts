import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import type { AirPlan } from '../plans/types/air-plan.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';

const AIRPORTS: Readonly<Record<string, string>> = { CDG: 'Europe/Paris', JFK: 'America/New_York', NRT: 'Asia/Tokyo', OSL: 'Europe/Oslo' };
const zones: ImportZoneResolver = { forAirport: (c) => AIRPORTS[c] ?? null, forPlace: () => null };
const airport = fc.constantFrom(...Object.keys(AIRPORTS));

// Distinct flights of one booking: a local departure at an airport, written with its offset or without.
const flights = fc.uniqueArray(
  fc.record({
    number: fc.integer({ min: 1, max: 9999 }),
    from: airport,
    to: airport,
    minutes: fc.integer({ min: 0, max: 60 * 24 * 365 }),
    withOffset: fc.boolean(),
  }),
  { selector: (f) => f.number, minLength: 1, maxLength: 6 },
);
const local = (f: { from: string; minutes: number }) =>
  DateTime.fromObject({ year: 2026, month: 1, day: 1 }, { zone: AIRPORTS[f.from] }).plus({ minutes: f.minutes });

describe('reservations to plans: properties', () => {
  it('one booking gives one air plan with a segment per flight, each at its local departure time', () => {
    fc.assert(
      fc.property(flights, fc.boolean(), (list, shuffled) => {
        const nodes = (shuffled ? [...list].reverse() : list).map((f) => {
          const at = local(f);
          const departureTime = f.withOffset ? at.toISO({ suppressMilliseconds: true }) : at.toFormat("yyyy-MM-dd'T'HH:mm:ss");
          return {
            '@type': 'FlightReservation',
            reservationNumber: 'PNR1',
            reservationFor: { flightNumber: `AF${f.number}`, departureAirport: f.from, arrivalAirport: f.to, departureTime },
          };
        });
        const plans = reservationsToPlans(normaliseReservations(nodes), zones) as AirPlan[];
        expect(plans).toHaveLength(1);
        const segments = plans[0]?.segments ?? [];
        expect(segments).toHaveLength(list.length);
        for (const s of segments) {
          const f = list.find((x) => String(x.number) === s.marketingFlightNumber);
          expect(f).toBeDefined();
          if (f === undefined) continue;
          expect([s.startDateTime.date, s.startDateTime.time, s.startDateTime.timezone]).toEqual([
            local(f).toFormat('yyyy-MM-dd'),
            local(f).toFormat('HH:mm:ss'),
            AIRPORTS[f.from],
          ]);
        }
        const instants = segments.map((s) =>
          DateTime.fromISO(`${s.startDateTime.date}T${s.startDateTime.time}`, { zone: s.startDateTime.timezone }).toMillis(),
        );
        expect(instants).toEqual([...instants].sort((a, b) => a - b));
      }),
    );
  });
});
