import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { isPastTrip, isTripInProgress, isUpcomingTrip, tripTiming } from './trip-timing.js';

const firstDay = DateTime.fromISO('1990-01-01', { zone: 'utc' });
const dayNumber = fc.integer({ min: 0, max: 30_000 });
const iso = (d: number) => firstDay.plus({ days: d }).toFormat('y-MM-dd');
const dates = fc.record({ startDate: fc.option(dayNumber, { nil: null }), endDate: fc.option(dayNumber, { nil: null }) });
const toTrip = (d: { startDate: number | null; endDate: number | null }) => ({
  startDate: d.startDate === null ? null : iso(d.startDate),
  endDate: d.endDate === null ? null : iso(d.endDate),
});

describe('trip timing: properties', () => {
  it('agrees with day arithmetic: upcoming iff no end or end >= today; in progress iff also start <= today', () => {
    fc.assert(
      fc.property(dates, dayNumber, (d, today) => {
        const trip = toTrip(d);
        const upcoming = d.endDate === null || d.endDate >= today;
        return (
          isUpcomingTrip(trip, iso(today)) === upcoming &&
          isPastTrip(trip, iso(today)) === !upcoming &&
          isTripInProgress(trip, iso(today)) === (upcoming && d.startDate !== null && d.startDate <= today)
        );
      }),
    );
  });
  it('once past, a trip stays past on every later day', () => {
    fc.assert(
      fc.property(dates, dayNumber, fc.nat(5000), (d, today, later) => {
        const trip = toTrip(d);
        return !isPastTrip(trip, iso(today)) || isPastTrip(trip, iso(today + later));
      }),
    );
  });
  it('tripTiming is past, in_progress or upcoming exactly as the predicates say', () => {
    fc.assert(
      fc.property(dates, dayNumber, (d, today) => {
        const trip = toTrip(d);
        const t = tripTiming(trip, iso(today));
        return (t === 'past') === isPastTrip(trip, iso(today)) && (t === 'in_progress') === isTripInProgress(trip, iso(today));
      }),
    );
  });
});
