import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { compareTrips, sortTrips, type SortDirection } from './trip-sort.js';

const firstDay = DateTime.fromISO('2020-01-01', { zone: 'utc' });
// A small range so that equal dates are common.
const date = fc.option(
  fc.integer({ min: 0, max: 20 }).map((d) => firstDay.plus({ days: d }).toFormat('y-MM-dd')),
  { nil: null },
);
const trips = fc.array(fc.record({ startDate: date, endDate: date }), { maxLength: 20 }).map((list) => list.map((t, id) => ({ ...t, id })));
const direction = fc.constantFrom<SortDirection>('ascending', 'descending');
const key = (v: string | null) => (v === null ? 'none' : v);

describe('trip sorting: properties', () => {
  it('gives a permutation in which neighbours are in order and undated trips come last', () => {
    fc.assert(
      fc.property(trips, direction, (list, dir) => {
        const sorted = sortTrips(list, dir);
        const sameItems =
          [...sorted]
            .map((t) => t.id)
            .sort((x, y) => x - y)
            .join() === list.map((t) => t.id).join();
        const firstUndated = sorted.findIndex((t) => t.startDate === null);
        const undatedLast = firstUndated === -1 || sorted.slice(firstUndated).every((t) => t.startDate === null);
        const ordered = sorted.every((t, i) => i === 0 || compareTrips(sorted[i - 1]!, t, dir) <= 0);
        return sameItems && undatedLast && ordered;
      }),
    );
  });
  it('is stable: trips with equal dates keep their input order', () => {
    fc.assert(
      fc.property(trips, direction, (list, dir) => {
        const sorted = sortTrips(list, dir);
        return sorted.every((t, i) => {
          const prev = sorted[i - 1];
          return prev === undefined || key(prev.startDate) + key(prev.endDate) !== key(t.startDate) + key(t.endDate) || prev.id < t.id;
        });
      }),
    );
  });
  it('descending reverses ascending among dated trips with distinct dates', () => {
    fc.assert(
      fc.property(trips, (list) => {
        const seen = new Set<string>();
        const distinct = list.filter((t) => {
          const k = key(t.startDate) + key(t.endDate);
          if (t.startDate === null || t.endDate === null || seen.has(k)) return false;
          seen.add(k);
          return true;
        });
        return (
          sortTrips(distinct, 'ascending')
            .map((t) => t.id)
            .reverse()
            .join() ===
          sortTrips(distinct, 'descending')
            .map((t) => t.id)
            .join()
        );
      }),
    );
  });
});
