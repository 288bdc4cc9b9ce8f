import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { EXPIRY_YEAR_COUNT, expiryYears, isExpiryInFuture, lastValidDay, validateCardExpiry } from './card-expiry.js';

const today = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2090-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => DateTime.fromJSDate(d, { zone: 'utc' }).toFormat('y-MM-dd'));
const expiry = fc.record({ month: fc.integer({ min: 1, max: 12 }), year: fc.integer({ min: 1995, max: 2105 }) });

describe('card expiry: properties', () => {
  it('the years are 11 consecutive ones starting with the current year', () => {
    fc.assert(
      fc.property(today, (t) => {
        const years = expiryYears(t);
        return years.length === EXPIRY_YEAR_COUNT && years[0] === Number(t.slice(0, 4)) && years.every((y, i) => y === years[0]! + i);
      }),
    );
  });
  it('an expiry is in the future exactly when its month is not before the current month', () => {
    fc.assert(
      fc.property(expiry, today, (e, t) => {
        const current = Number(t.slice(0, 4)) * 12 + Number(t.slice(5, 7));
        return isExpiryInFuture(e, t) === e.year * 12 + e.month >= current;
      }),
    );
  });
  it('the last valid day lies in the expiry month and the next day does not', () => {
    fc.assert(
      fc.property(expiry, (e) => {
        const last = DateTime.fromISO(lastValidDay(e), { zone: 'utc' });
        const next = last.plus({ days: 1 });
        return last.month === e.month && last.year === e.year && next.month !== e.month;
      }),
    );
  });
  it('validation accepts exactly the offered, not past, month/year pairs; any past one is in-past, a later year is required', () => {
    fc.assert(
      fc.property(expiry, today, fc.boolean(), (e, t, padded) => {
        const month = padded ? String(e.month).padStart(2, '0') : String(e.month);
        const r = validateCardExpiry({ month, year: String(e.year) }, t);
        if (!isExpiryInFuture(e, t)) return !r.ok && r.error.kind === 'in-past';
        if (!expiryYears(t).includes(e.year)) return !r.ok && r.error.kind === 'required' && e.year > Number(t.slice(0, 4));
        return r.ok && r.value.month === e.month && r.value.year === e.year;
      }),
    );
  });
  it('a past expiry never reads "Expiration required"', () => {
    fc.assert(
      fc.property(expiry, today, (e, t) => {
        const r = validateCardExpiry({ month: String(e.month).padStart(2, '0'), year: String(e.year) }, t);
        return isExpiryInFuture(e, t) || (!r.ok && r.error.kind === 'in-past');
      }),
    );
  });
});
