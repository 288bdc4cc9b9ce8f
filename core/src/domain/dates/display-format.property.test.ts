import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { checkStartNotAfterEnd, checkTimeOrder, tripExtensionDays } from './display-format.js';

const firstDay = DateTime.fromISO('2000-01-01', { zone: 'utc' });
const isoDate = fc.integer({ min: 0, max: 20_000 }).map((d) => firstDay.plus({ days: d }).toFormat('y-MM-dd'));
const pad = (n: number) => String(n).padStart(2, '0');
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
const days = (a: string, b: string) => DateTime.fromISO(b, { zone: 'utc' }).diff(DateTime.fromISO(a, { zone: 'utc' }), 'days').days;

describe('display formats: properties', () => {
  it('a date range is refused exactly when the start is after the end', () => {
    fc.assert(fc.property(isoDate, isoDate, (a, b) => checkStartNotAfterEnd(a, b).ok === a <= b));
  });
  it('a time range is refused exactly when the start is after the end', () => {
    fc.assert(fc.property(time, time, (a, b) => checkTimeOrder(a, b).ok === a <= b));
  });
  it('a plan extends a trip by its distance to the trip, and a trip covering it by nothing', () => {
    fc.assert(
      fc.property(isoDate, isoDate, isoDate, (a, b, plan) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const extra = tripExtensionDays(start, end, plan);
        if (plan >= start && plan <= end) return extra === 0;
        return extra === (plan < start ? days(plan, start) : days(end, plan)) && extra > 0;
      }),
    );
  });
});
