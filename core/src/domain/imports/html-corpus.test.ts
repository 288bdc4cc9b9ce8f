import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanDateTime, PlanTraveler } from '../plans/plan-fields.js';
import type { Plan } from '../plans/types/plan.js';
import { validatePlan } from '../plans/validation/validate-plan.js';
import { extractJsonLd } from './json-ld.js';
import { extractMicrodata } from './microdata.js';
import { normaliseReservations } from './reservation-normalise.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';

// The whole HTML pipeline over the corpus: scan -> normalise -> plans, against html-*.expected.json.
const dir = join(import.meta.dirname, '../../../../test/fixtures/imports');
const corpus = readdirSync(dir).filter((f) => /^html-.*\.html$/.test(f));

const AIRPORTS: Readonly<Record<string, string>> = { CDG: 'Europe/Paris', JFK: 'America/New_York' };
const CITIES: readonly (readonly [RegExp, string])[] = [
  [/paris|roissy|lyon/i, 'Europe/Paris'],
  [/münchen|munich|berlin|kiel/i, 'Europe/Berlin'],
  [/madrid|barcelona/i, 'Europe/Madrid'],
  [/oslo/i, 'Europe/Oslo'],
  [/göteborg/i, 'Europe/Stockholm'],
  [/京都|kyoto/i, 'Asia/Tokyo'],
  [/london/i, 'Europe/London'],
];
export const zones: ImportZoneResolver = {
  forAirport: (code) => AIRPORTS[code] ?? null,
  forPlace: (text) => CITIES.find(([pattern]) => pattern.test(text))?.[1] ?? null,
};

const when = (d: PlanDateTime): string => [d.date, d.time.slice(0, 5), d.timezone].filter((x) => x !== '').join(' ');
const names = (people: readonly PlanTraveler[]): string[] => people.map((p) => `${p.firstName} ${p.lastName}`.trim());

// What a traveler checks on the plan page, one line per segment.
export function summary(plan: Plan): Record<string, unknown> {
  const head = {
    type: plan.type,
    name: plan.meta.displayName,
    confirmation: plan.booking.supplierConfirmationNumber,
    supplier: plan.booking.supplierName,
    cost: plan.booking.totalCost,
  };
  switch (plan.type) {
    case 'air':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.marketingAirlineCode}${s.marketingFlightNumber} ${s.startAirportCode} ${when(s.startDateTime)} -> ${s.endAirportCode} ${when(s.endDateTime)} seats ${s.seats}`,
        ),
      };
    case 'rail':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.trainType} ${s.trainNumber} ${s.startStationName} ${when(s.startDateTime)} -> ${s.endStationName} ${when(s.endDateTime)} coach ${s.coachNumber} seat ${s.seats}`,
        ),
      };
    case 'transport':
      return {
        ...head,
        travelers: names(plan.travelers),
        segments: plan.segments.map(
          (s) =>
            `${s.detailTypeCode} ${s.carrierName}: ${s.startLocationName} ${when(s.startDateTime)} -> ${s.endLocationName} ${when(s.endDateTime)} (${s.numberPassengers})`,
        ),
      };
    case 'lodging':
      return {
        ...head,
        guests: names(plan.guests),
        stay: `${when(plan.startDateTime)} -> ${when(plan.endDateTime)}`,
        city: plan.address.city,
        room: plan.roomType,
      };
    case 'car':
      return {
        ...head,
        drivers: names(plan.drivers),
        car: plan.carDescription,
        pickup: `${plan.startLocationName} ${when(plan.startDateTime)}`,
        dropoff: `${plan.endLocationName} ${when(plan.endDateTime)}`,
      };
    case 'restaurant':
      return {
        ...head,
        attendees: names(plan.attendees),
        at: when(plan.dateTime),
        patrons: plan.numberPatrons,
        cuisine: plan.cuisine,
        city: plan.address.city,
      };
    case 'activity':
      return {
        ...head,
        participants: names(plan.participants),
        span: `${when(plan.startDateTime)} -> ${when(plan.endDateTime)}`,
        place: plan.locationName,
        code: plan.detailTypeCode,
      };
    default:
      return head;
  }
}

const plansOf = (html: string): Plan[] => reservationsToPlans(normaliseReservations([...extractJsonLd(html), ...extractMicrodata(html)]), zones);

describe('HTML booking mails: the corpus', () => {
  it('has the mails the issue asks for', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(9);
  });

  it.each(corpus)('%s yields the expected plans, each valid for the create-plan path', (file) => {
    const plans = plansOf(readFileSync(join(dir, file), 'utf8'));
    const expected: unknown = JSON.parse(readFileSync(join(dir, file.replace(/\.html$/, '.expected.json')), 'utf8'));
    expect(plans.map(summary)).toEqual(expected);
    expect(plans.flatMap(validatePlan)).toEqual([]);
  });
});
