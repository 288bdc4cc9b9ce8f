import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_ORDERS } from '../dates/date-order.js';
import { formatDate, formatDateRange, formatDateTimeSpan, formatInstant, formatTime } from './date-format.js';

const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const isoTime = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h)}:${pad(m)}:00`);
const prefs = fc.record({
  locale: fc.constantFrom(...LOCALES),
  dateOrder: fc.constantFrom(...DATE_ORDERS),
  hourClock: fc.constantFrom(1 as const, 2 as const),
});
const dayOf = (iso: string) => String(Number(iso.slice(8, 10)));

describe('date formatting properties', () => {
  it("a range's text contains both ends' day numbers and years", () => {
    fc.assert(
      fc.property(isoDate, isoDate, prefs, (a, b, p) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        const text = formatDateRange(start, end, p);
        expect(text).toContain(dayOf(start));
        expect(text).toContain(dayOf(end));
        expect(text).toContain(end.slice(0, 4).replace(/^0+/, ''));
      }),
    );
  });
  it('a span across days names both days and both minutes', () => {
    fc.assert(
      fc.property(isoDate, isoTime, fc.integer({ min: 1, max: 40 }), isoTime, prefs, (date, t1, days, t2, p) => {
        const end = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
        const text = formatDateTimeSpan({ date, time: t1 }, { date: end, time: t2 }, p);
        expect(text).toContain(dayOf(end));
        expect(text).toContain(t1.slice(3, 5));
        expect(text).toContain(t2.slice(3, 5));
      }),
    );
  });
  it('24-hour times show the hour and minutes of the clock', () => {
    fc.assert(
      fc.property(isoTime, prefs, (t, p) => {
        expect(formatTime(t, { ...p, hourClock: 2 })).toContain(`${t.slice(0, 2)}:${t.slice(3, 5)}`);
      }),
    );
  });
  it('never throws for any text, locale or preference', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), prefs, (a, b, locale, p) => {
        const q = { ...p, locale };
        expect(typeof formatDate(a, q)).toBe('string');
        expect(typeof formatTime(b, q)).toBe('string');
        expect(typeof formatDateRange(a, b, q)).toBe('string');
        expect(typeof formatDateTimeSpan({ date: a, time: b }, { date: b, time: a }, q)).toBe('string');
      }),
    );
  });
});

describe('formatInstant (property)', () => {
  const ZONES = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'America/St_Johns', 'Australia/Lord_Howe'] as const;
  it('is what Intl writes for the instant in that zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...LOCALES),
        fc.constantFrom(1 as const, 2 as const),
        (at, zone, locale, hourClock) => {
          const whole = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
          const clock: Intl.DateTimeFormatOptions =
            hourClock === 1 ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
          const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', ...clock, timeZone: zone });
          expect(formatInstant(whole, zone, { locale, dateOrder: 'I', hourClock })).toBe(intl.format(whole));
        },
      ),
    );
  });
});
