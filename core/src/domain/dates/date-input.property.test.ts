import { describe, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { formatDateInput, parseDateInput } from './date-input.js';
import { DATE_ORDERS, datePartOrder } from './date-order.js';

const firstDay = DateTime.fromISO('1000-01-01', { zone: 'utc' });
// Every day from 1000-01-01 to 9999-12-31, the span of four-digit years.
const isoDate = fc.integer({ min: 0, max: 3_287_181 }).map((d) => firstDay.plus({ days: d }).toFormat('y-MM-dd'));
const order = fc.constantFrom(...DATE_ORDERS);

describe('date input: properties', () => {
  it('formatting then parsing gives back the internal date, in every order', () => {
    fc.assert(
      fc.property(isoDate, order, (iso, o) => {
        const parsed = parseDateInput(formatDateInput(iso, o), o);
        return parsed.ok && parsed.value === iso;
      }),
    );
  });
  it('parsing then formatting gives back the text, zero-padded', () => {
    fc.assert(
      fc.property(isoDate, order, fc.boolean(), (iso, o, unpadded) => {
        const [y, m, d] = iso.split('-') as [string, string, string];
        const part = { y, m: unpadded ? String(Number(m)) : m, d: unpadded ? String(Number(d)) : d };
        const text = datePartOrder(o)
          .map((p) => part[p])
          .join(unpadded ? '-' : '/');
        const parsed = parseDateInput(text, o);
        return parsed.ok && parsed.value === iso && formatDateInput(parsed.value, o) === formatDateInput(iso, o);
      }),
    );
  });
  it('dashes and slashes are interchangeable', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), order, (text, o) => {
        return JSON.stringify(parseDateInput(text, o)) === JSON.stringify(parseDateInput(text.replaceAll('-', '/'), o));
      }),
    );
  });
  it('whatever it accepts is a real day, formatted y-MM-dd', () => {
    fc.assert(
      fc.property(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 990, max: 10_010 })), order, ([a, b, c], o) => {
        const parsed = parseDateInput(`${a}/${b}/${c}`, o);
        if (!parsed.ok) return parsed.error.kind === 'invalid-format';
        return parsed.value !== null && DateTime.fromFormat(parsed.value, 'yyyy-MM-dd').isValid;
      }),
    );
  });
  it('a minimum refuses exactly the earlier dates', () => {
    fc.assert(
      fc.property(isoDate, isoDate, order, (iso, min, o) => {
        const parsed = parseDateInput(formatDateInput(iso, o), o, { min });
        return parsed.ok === iso >= min && (parsed.ok || parsed.error.kind === 'before-min');
      }),
    );
  });
});
