import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { calendarFileName, monthDay } from './calendar-file-name.js';

const firstDay = DateTime.fromISO('1990-01-01', { zone: 'utc' });
const isoDate = fc.integer({ min: 0, max: 30_000 }).map((d) => firstDay.plus({ days: d }).toFormat('y-MM-dd'));
const maybeDate = fc.option(fc.oneof(isoDate, fc.string()), { nil: null });

describe('calendar file name: properties', () => {
  it('is always a URL-safe .ics name of zero, one or two month-days', () => {
    fc.assert(
      fc.property(maybeDate, maybeDate, (startDate, endDate) =>
        /^(?:trip|[A-Z][a-z]{2}-\d{2}(?:-[A-Z][a-z]{2}-\d{2})?)\.ics$/.test(calendarFileName({ startDate, endDate })),
      ),
    );
  });
  it('month-day agrees with luxon for every date', () => {
    fc.assert(fc.property(isoDate, (d) => monthDay(d) === DateTime.fromISO(d).setLocale('en-US').toFormat('MMM-dd')));
  });
  it('a trip with two different month-days names both, start first', () => {
    fc.assert(
      fc.property(isoDate, isoDate, (s, e) => {
        fc.pre(monthDay(s) !== monthDay(e));
        return calendarFileName({ startDate: s, endDate: e }) === `${monthDay(s)}-${monthDay(e)}.ics`;
      }),
    );
  });
});
