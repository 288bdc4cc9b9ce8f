import { describe, expect, it } from 'vitest';
import type { AirPlan } from '../plans/types/air-plan.js';
import { normaliseReservations } from './reservation-normalise.js';
import { localPlanDateTime, type ImportZoneResolver } from './reservation-plan-parts.js';
import { reservationsToPlans } from './reservation-to-plan.js';

const zones: ImportZoneResolver = {
  forAirport: (code) => ({ CDG: 'Europe/Paris', OSL: 'Europe/Oslo', LHR: 'Europe/London' })[code] ?? null,
  forPlace: (text) => (/paris/i.test(text) ? 'Europe/Paris' : null),
};
const leg = (number: string, from: string, to: string, departureTime: string, extra: Record<string, unknown> = {}) => ({
  '@type': 'FlightReservation',
  reservationNumber: 'X2Y3Z4',
  ...extra,
  reservationFor: { '@type': 'Flight', flightNumber: number, departureAirport: from, arrivalAirport: to, departureTime },
});

describe('localPlanDateTime', () => {
  it('keeps a departure local to its airport, with zone and offset', () => {
    expect(localPlanDateTime('2026-12-03T10:05:00+01:00', 'Europe/Paris')).toMatchObject({
      date: '2026-12-03',
      time: '10:05:00',
      timezone: 'Europe/Paris',
      utcOffset: '+01:00',
      isTimeKnown: true,
      isTimezoneKnown: true,
    });
  });

  it('shows a UTC time at the place, and takes a time without offset as local time there', () => {
    expect(localPlanDateTime('2026-12-03T23:30:00+00:00', 'Europe/Paris')).toMatchObject({ date: '2026-12-04', time: '00:30:00', utcOffset: '+01:00' });
    expect(localPlanDateTime('2026-07-01T09:00:00', 'Europe/Berlin')).toMatchObject({ date: '2026-07-01', time: '09:00:00', utcOffset: '+02:00' });
  });

  it('keeps the time as written when the zone is unknown, and a date alone has no time', () => {
    expect(localPlanDateTime('2026-12-03T10:05:00+01:00', null)).toMatchObject({ time: '10:05:00', timezone: '', utcOffset: '+01:00', isTimezoneKnown: false });
    expect(localPlanDateTime('2026-12-03T10:05:00', 'Not/AZone')).toMatchObject({ time: '10:05:00', timezone: '' });
    expect(localPlanDateTime('2026-12-11', 'Europe/Paris')).toMatchObject({ date: '2026-12-11', time: '', isTimeKnown: false, timezone: 'Europe/Paris' });
  });
});

describe('reservationsToPlans', () => {
  it('groups flights by reservation number into one air plan with its segments in order of departure', () => {
    const rs = normaliseReservations([
      leg('AF1075', 'LHR', 'CDG', '2026-12-10T18:00:00+00:00'),
      leg('AF1274', 'OSL', 'CDG', '2026-12-03T07:00:00+01:00'),
      leg('BA314', 'CDG', 'LHR', '2026-12-05T09:00:00+01:00', { reservationNumber: 'OTHER' }),
    ]);
    const plans = reservationsToPlans(rs, zones) as AirPlan[];
    expect(plans.map((p) => p.segments.map((s) => `${s.marketingAirlineCode}${s.marketingFlightNumber}`))).toEqual([['AF1274', 'AF1075'], ['BA314']]);
    expect(plans[0]?.booking.supplierConfirmationNumber).toBe('X2Y3Z4');
  });

  it('orders connections by instant, not by wall-clock text', () => {
    const rs = normaliseReservations([leg('AF1', 'CDG', 'LHR', '2026-12-03T10:00:00+01:00'), leg('BA2', 'LHR', 'OSL', '2026-12-03T09:30:00+00:00')]);
    expect((reservationsToPlans(rs, zones)[0] as AirPlan).segments.map((s) => s.marketingFlightNumber)).toEqual(['1', '2']);
  });

  it('merges the same flight booked for several passengers into one segment with every seat', () => {
    const rs = normaliseReservations([
      leg('AF6', 'CDG', 'LHR', '2026-12-03T10:05:00+01:00', { underName: 'Marie Dupont', airplaneSeat: '23A' }),
      leg('AF6', 'CDG', 'LHR', '2026-12-03T10:05:00+01:00', { underName: 'DUPONT/PAUL', airplaneSeat: '23B' }),
    ]);
    const plan = reservationsToPlans(rs, zones)[0] as AirPlan;
    expect(plan.segments.map((s) => s.seats)).toEqual(['23A, 23B']);
    expect(plan.travelers.map((t) => [t.firstName, t.lastName])).toEqual([
      ['Marie', 'Dupont'],
      ['PAUL', 'DUPONT'],
    ]);
  });

  it('gives no plan for a cancelled reservation, and one plan per hotel', () => {
    const rs = normaliseReservations([
      { '@type': 'LodgingReservation', reservationNumber: 'A', reservationStatus: 'Cancelled', reservationFor: 'Hôtel Paris Nord' },
      { '@type': 'LodgingReservation', reservationNumber: 'B', reservationFor: 'Hôtel Paris Sud', checkinTime: '2026-12-11' },
    ]);
    expect(reservationsToPlans(rs, zones).map((p) => [p.type, p.booking.supplierName])).toEqual([['lodging', 'Hôtel Paris Sud']]);
  });
});
