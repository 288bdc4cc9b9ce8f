import { describe, expect, it } from 'vitest';
import type { DateOrder } from '../dates/date-order.js';
import { plainSpaces as plain } from '../../testing/plain-spaces.js';
import { createFormatter, languageFormatter } from './formatter.js';

// The same trip written in the seven interface languages: a flight leaving Dec 18 at 21:50 and
// landing Dec 19 at 21:40, a stay Dec 18-20, a 2 h 35 min layover and 1240 EUR.
const TRIP = { start: '2026-12-18', end: '2026-12-20', dep: { date: '2026-12-18', time: '21:50:00' }, arr: { date: '2026-12-19', time: '21:40:00' } };

type Row = readonly [
  locale: string,
  order: DateOrder,
  date: string,
  time12: string,
  time24: string,
  range: string,
  span: string,
  duration: string,
  money: string,
];
const ROWS: readonly Row[] = [
  ['en-US', 'M', 'Dec 18, 2026', '9:50 PM', '21:50', 'Dec 18 – 20, 2026', 'Dec 18, 9:50 PM – Dec 19, 9:40 PM', '2 hr 35 min', '€1,240.00'],
  ['en-GB', 'L', '18 Dec 2026', '9:50 pm', '21:50', '18 – 20 Dec 2026', '18 Dec, 9:50 pm – 19 Dec, 9:40 pm', '2 hrs 35 mins', '€1,240.00'],
  ['fr-FR', 'L', '18 déc. 2026', '9:50 PM', '21:50', '18–20 déc. 2026', '18 déc., 9:50 PM – 19 déc., 9:40 PM', '2 h 35 min', '1 240,00 €'],
  ['de-DE', 'L', '18. Dez. 2026', '9:50 PM', '21:50', '18.–20. Dez. 2026', '18. Dez., 9:50 PM – 19. Dez., 9:40 PM', '2 Std., 35 Min.', '1.240,00 €'],
  ['ja-JP', 'I', '2026年12月18日', '午後9:50', '21:50', '2026/12/18～2026/12/20', '12/18 午後9:50～12/19 午後9:40', '2 時間35 分', '€1,240.00'],
  [
    'es-CO',
    'L',
    '18 de dic de 2026',
    '9:50 p. m.',
    '21:50',
    '18 a 20 de dic de 2026',
    '18 de dic, 9:50 p. m. al 19 de dic, 9:40 p. m.',
    '2 h 35 min',
    'EUR 1.240,00',
  ],
  ['es-ES', 'L', '18 dic 2026', '9:50 p. m.', '21:50', '18–20 dic 2026', '18 dic, 9:50 p. m. – 19 dic, 9:40 p. m.', '2 h 35 min', '1240,00 €'],
];

describe('the same trip in seven languages', () => {
  it.each(ROWS)('%s', (locale, order, date, time12, time24, range, span, duration, money) => {
    const f12 = createFormatter({ locale, dateOrder: order, hourClock: 1 });
    const f24 = createFormatter({ locale, dateOrder: order, hourClock: 2 });
    expect(plain(f12.date(TRIP.start))).toBe(date);
    expect(plain(f12.time(TRIP.dep.time))).toBe(time12);
    expect(f24.time(TRIP.dep.time)).toBe(time24);
    expect(plain(f12.dateRange(TRIP.start, TRIP.end))).toBe(range);
    expect(plain(f12.dateTimeSpan(TRIP.dep, TRIP.arr))).toBe(span);
    expect(plain(f12.duration(155))).toBe(duration);
    expect(plain(f12.money(1240, 'EUR'))).toBe(money);
  });
});

describe('both date orders', () => {
  it('writes numeric dates in the user order and English words in it too', () => {
    for (const locale of ['en-US', 'en-GB']) {
      const dayFirst = createFormatter({ locale, dateOrder: 'L', hourClock: 2 });
      const monthFirst = createFormatter({ locale, dateOrder: 'M', hourClock: 1 });
      expect(dayFirst.numericDate(TRIP.start)).toBe('18/12/2026');
      expect(monthFirst.numericDate(TRIP.start)).toBe('12/18/2026');
      expect(dayFirst.date(TRIP.start, 'weekday')).toBe('Fri, 18 Dec 2026');
      expect(monthFirst.date(TRIP.start, 'weekday')).toBe('Fri, Dec 18, 2026');
    }
  });
  it('keeps the word order of other languages whatever the numeric order', () => {
    const f = createFormatter({ locale: 'fr-FR', dateOrder: 'M', hourClock: 2 });
    expect(f.numericDate(TRIP.start)).toBe('12/18/2026');
    expect(f.date(TRIP.start)).toBe('18 déc. 2026');
    expect(createFormatter({ locale: 'de-DE', dateOrder: 'I', hourClock: 2 }).numericDate(TRIP.start)).toBe('2026/12/18');
  });
  it('formats plain numbers', () => {
    expect(createFormatter({ locale: 'de-DE', dateOrder: 'L', hourClock: 2 }).number(1240.5)).toBe('1.240,5');
  });
});

describe('languageFormatter', () => {
  it("uses the language's usual order and clock", () => {
    expect(languageFormatter('en-GB').prefs).toEqual({ locale: 'en-GB', dateOrder: 'L', hourClock: 2 });
    expect(plain(languageFormatter('en-US').time('21:50:00'))).toBe('9:50 PM');
    expect(languageFormatter('ja-JP').numericDate('2026-12-18')).toBe('2026/12/18');
  });
});
