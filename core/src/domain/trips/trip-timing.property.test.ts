import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE, isPastTrip, isTripInProgress, isUpcomingTrip, todayInZone, tripTiming, userTimeZone } from './trip-timing.js';

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

const ZONES = ['UTC', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kathmandu', 'Europe/Paris', 'America/St_Johns'];
const instant = fc.date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2070-01-01T00:00:00Z'), noInvalidDate: true });
const zone = fc.constantFrom(...ZONES);
const dayOf = (isoDate: string) => DateTime.fromISO(isoDate, { zone: 'utc' }).diff(firstDay, 'days').days;

describe('today in a time zone: properties', () => {
  it('is the calendar date Intl gives for that instant and zone', () => {
    fc.assert(
      fc.property(instant, zone, (now, z) => {
        const parts = new Intl.DateTimeFormat('en-CA', { timeZone: z, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
        return todayInZone(now, z) === parts;
      }),
    );
  });
  it('is never more than a day away from the UTC date (zones lie within -12 h and +14 h)', () => {
    fc.assert(fc.property(instant, zone, (now, z) => Math.abs(dayOf(todayInZone(now, z)) - dayOf(todayInZone(now, 'UTC'))) <= 1));
  });
  it('never goes back as time goes on, in one zone', () => {
    fc.assert(fc.property(instant, fc.nat(10 * 86_400_000), zone, (now, later, z) => todayInZone(new Date(now.getTime() + later), z) >= todayInZone(now, z)));
  });
  it('reads an unknown or missing zone as UTC', () => {
    fc.assert(
      fc.property(
        instant,
        fc.option(
          fc.string({ maxLength: 20 }).filter((s) => !/^[A-Za-z_+\-/0-9]+$/.test(s)),
          { nil: undefined },
        ),
        (now, z) => userTimeZone(z) === DEFAULT_TIME_ZONE && todayInZone(now, z) === todayInZone(now, 'UTC'),
      ),
    );
  });
});
