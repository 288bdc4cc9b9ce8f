import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { isTripInProgress } from '../trips/trip-timing.js';
import { isKeptOffline, OFFLINE_DAYS_AHEAD, tripsKeptOffline } from './offline-trips.js';

const firstDay = DateTime.fromISO('1990-01-01', { zone: 'utc' });
const dayNumber = fc.integer({ min: 0, max: 30_000 });
const iso = (d: number) => firstDay.plus({ days: d }).toFormat('yyyy-MM-dd');
const dates = fc.record({ startDate: fc.option(dayNumber, { nil: null }), endDate: fc.option(dayNumber, { nil: null }) });
const toTrip = (d: { startDate: number | null; endDate: number | null }) => ({
  startDate: d.startDate === null ? null : iso(d.startDate),
  endDate: d.endDate === null ? null : iso(d.endDate),
});

describe('trips kept offline: properties', () => {
  it('agrees with day arithmetic: in progress, or not over and starting within 0..14 days', () => {
    fc.assert(
      fc.property(dates, dayNumber, (d, today) => {
        const trip = toTrip(d);
        const over = d.endDate !== null && d.endDate < today;
        const soon = d.startDate !== null && !over && d.startDate >= today && d.startDate - today <= OFFLINE_DAYS_AHEAD;
        return isKeptOffline(trip, iso(today)) === (isTripInProgress(trip, iso(today)) || soon);
      }),
    );
  });

  it('a kept trip that has not started stays kept on each day until it ends', () => {
    fc.assert(
      fc.property(dates, dayNumber, fc.nat(40), (d, today, later) => {
        const trip = toTrip(d);
        if (!isKeptOffline(trip, iso(today)) || d.startDate === null) return true;
        const day = today + later;
        const ended = d.endDate !== null && d.endDate < day;
        return ended || isKeptOffline(trip, iso(day));
      }),
    );
  });

  it('selection is a duplicate-free, order-keeping subset of exactly the kept trips', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ uuid: fc.constantFrom('a', 'b', 'c', 'd'), d: dates })), dayNumber, (rows, today) => {
        const list = rows.map((r) => ({ uuid: r.uuid, ...toTrip(r.d) }));
        const chosen = tripsKeptOffline(list, iso(today));
        const uuids = chosen.map((t) => t.uuid);
        const firstKept = list.filter((t, i) => isKeptOffline(t, iso(today)) && list.findIndex((u) => u.uuid === t.uuid && isKeptOffline(u, iso(today))) === i);
        return (
          new Set(uuids).size === uuids.length && chosen.every((t) => isKeptOffline(t, iso(today))) && uuids.join() === firstKept.map((t) => t.uuid).join()
        );
      }),
    );
  });
});
