import { describe, expect, it } from 'vitest';
import type { DateOrder } from '../dates/date-order.js';
import { plainSpaces as plain } from '../../testing/plain-spaces.js';
import { formatDate, formatDateRange, formatDateTimeSpan, formatInstant, formatTime, type FormatPreferences, wordDateLocale } from './date-format.js';

const prefs = (locale: string, dateOrder: DateOrder = 'L', hourClock: 1 | 2 = 2): FormatPreferences => ({ locale, dateOrder, hourClock });

describe('formatDate', () => {
  it.each([
    ['en-US', 'M', 'Dec 18, 2026'],
    ['en-US', 'L', '18 Dec 2026'],
    ['en-GB', 'L', '18 Dec 2026'],
    ['en-GB', 'M', 'Dec 18, 2026'],
    ['fr-FR', 'L', '18 déc. 2026'],
    ['fr-FR', 'M', '18 déc. 2026'],
    ['de-DE', 'L', '18. Dez. 2026'],
    ['ja-JP', 'I', '2026年12月18日'],
    ['ja-JP', 'M', '2026年12月18日'],
    ['es-CO', 'L', '18 de dic de 2026'],
    ['es-ES', 'L', '18 dic 2026'],
  ] as const)('writes 2026-12-18 in %s with order %s as %s', (locale, order, expected) => {
    expect(plain(formatDate('2026-12-18', prefs(locale, order)))).toBe(expected);
  });
  it('has weekday, long and day-month styles', () => {
    expect(formatDate('2026-12-18', prefs('en-US', 'M'), 'weekday')).toBe('Fri, Dec 18, 2026');
    expect(formatDate('2026-12-18', prefs('fr-FR'), 'long')).toBe('vendredi 18 décembre 2026');
    expect(formatDate('2026-12-18', prefs('de-DE'), 'dayMonth')).toBe('18. Dez.');
  });
  it('gives an empty text for a non-date', () => {
    expect(formatDate('2026-02-30', prefs('en-US'))).toBe('');
    expect(formatDate('', prefs('en-US'))).toBe('');
  });
});

describe('wordDateLocale', () => {
  it('moves only English between month first and day first', () => {
    expect(wordDateLocale('en-US', 'L')).toBe('en-GB');
    expect(wordDateLocale('en-GB', 'M')).toBe('en-US');
    expect(wordDateLocale('en-GB', 'I')).toBe('en-GB');
    expect(wordDateLocale('de-DE', 'M')).toBe('de-DE');
  });
});

describe('formatTime', () => {
  it('follows the hour clock in every language', () => {
    expect(plain(formatTime('21:50:00', prefs('en-US', 'M', 1)))).toBe('9:50 PM');
    expect(formatTime('21:50:00', prefs('en-US', 'M', 2))).toBe('21:50');
    expect(formatTime('21:50:00', prefs('fr-FR'))).toBe('21:50');
    expect(formatTime('09:05', prefs('de-DE'))).toBe('09:05');
    expect(plain(formatTime('21:50:00', prefs('ja-JP', 'I', 1)))).toBe('午後9:50');
    expect(plain(formatTime('21:50:00', prefs('es-ES', 'L', 1)))).toBe('9:50 p. m.');
    expect(formatTime('25:00:00', prefs('en-US'))).toBe('');
  });
  it('writes English times in the variant of the date order, as the dates', () => {
    expect(plain(formatTime('21:50:00', prefs('en-US', 'L', 1)))).toBe('9:50 pm');
    expect(plain(formatTime('21:50:00', { locale: 'en-US', hourClock: 1 }))).toBe('9:50 PM');
  });
});

describe('formatDateRange', () => {
  it.each([
    ['en-US', 'M', '2026-12-18', '2026-12-20', 'Dec 18 – 20, 2026'],
    ['en-US', 'M', '2026-12-18', '2027-01-02', 'Dec 18, 2026 – Jan 2, 2027'],
    ['en-US', 'M', '2026-11-28', '2026-12-02', 'Nov 28 – Dec 2, 2026'],
    ['en-GB', 'L', '2026-12-18', '2026-12-20', '18 – 20 Dec 2026'],
    ['fr-FR', 'L', '2026-12-18', '2026-12-20', '18–20 déc. 2026'],
    ['de-DE', 'L', '2026-12-18', '2026-12-20', '18.–20. Dez. 2026'],
    ['es-ES', 'L', '2026-12-30', '2027-01-02', '30 dic 2026 – 2 ene 2027'],
  ] as const)('writes %s (%s) %s to %s as %s', (locale, order, start, end, expected) => {
    expect(plain(formatDateRange(start, end, prefs(locale, order)))).toBe(expected);
  });
  it('writes one date for a single day or a missing end', () => {
    expect(formatDateRange('2026-12-18', '2026-12-18', prefs('en-US', 'M'))).toBe('Dec 18, 2026');
    expect(formatDateRange(null, '2026-12-18', prefs('en-US', 'M'))).toBe('Dec 18, 2026');
    expect(formatDateRange(null, null, prefs('en-US', 'M'))).toBe('');
  });
  it('writes both dates when the end comes first', () => {
    expect(plain(formatDateRange('2026-12-20', '2026-12-18', prefs('en-US', 'M')))).toBe('Dec 20, 2026 – Dec 18, 2026');
  });
});

describe('formatDateTimeSpan', () => {
  const dep = { date: '2026-12-18', time: '21:50:00' };
  const arr = { date: '2026-12-19', time: '21:40:00' };
  it.each([
    ['en-US', 'M', 1, 'Dec 18, 9:50 PM – Dec 19, 9:40 PM'],
    ['en-GB', 'L', 2, '18 Dec, 21:50 – 19 Dec, 21:40'],
    ['fr-FR', 'L', 2, '18 déc., 21:50 – 19 déc., 21:40'],
    ['de-DE', 'L', 2, '18. Dez., 21:50 – 19. Dez., 21:40'],
    ['es-ES', 'L', 2, '18 dic, 21:50 – 19 dic, 21:40'],
  ] as const)('writes a multi-day flight in %s as %s', (locale, order, clock, expected) => {
    expect(plain(formatDateTimeSpan(dep, arr, prefs(locale, order, clock)))).toBe(expected);
  });
  it('writes the years of a span across a new year', () => {
    const span = formatDateTimeSpan({ date: '2026-12-31', time: '22:00:00' }, { date: '2027-01-01', time: '06:10:00' }, prefs('en-US', 'M', 1));
    expect(plain(span)).toBe('Dec 31, 2026, 10:00 PM – Jan 1, 2027, 6:10 AM');
  });
  it('writes only the times on one day, and the start time alone without an end time', () => {
    expect(plain(formatDateTimeSpan(dep, { date: dep.date, time: '23:40:00' }, prefs('en-US', 'M', 1)))).toBe('9:50 – 11:40 PM');
    expect(plain(formatDateTimeSpan(dep, { date: dep.date, time: '23:40:00' }, prefs('fr-FR')))).toBe('21:50 – 23:40');
    expect(formatDateTimeSpan(dep, null, prefs('fr-FR'))).toBe('21:50');
    expect(formatDateTimeSpan(dep, { date: arr.date, time: null }, prefs('fr-FR'))).toBe('21:50');
  });
  it('writes the dates without a start time, and nothing without a start date', () => {
    expect(plain(formatDateTimeSpan({ date: dep.date, time: null }, arr, prefs('en-US', 'M')))).toBe('Dec 18 – 19, 2026');
    expect(formatDateTimeSpan({ date: '', time: '10:00:00' }, arr, prefs('en-US', 'M'))).toBe('');
  });
});

describe('formatInstant', () => {
  const at = new Date('2026-11-21T10:00:00Z');
  it('writes the instant on the zone’s wall clock in the user’s hour clock', () => {
    expect(plain(formatInstant(at, 'Europe/Paris', prefs('fr-FR')))).toBe('21 nov. 2026, 11:00');
    expect(plain(formatInstant(at, 'America/New_York', prefs('en-US', 'M', 1)))).toBe('Nov 21, 2026, 5:00 AM');
    expect(plain(formatInstant(at, 'Asia/Tokyo', prefs('en-GB')))).toBe('21 Nov 2026, 19:00');
  });
  it('crosses the date line with the zone', () => {
    expect(plain(formatInstant(new Date('2026-11-21T23:30:00Z'), 'Pacific/Auckland', prefs('en-GB')))).toBe('22 Nov 2026, 12:30');
  });
  it('is empty for an invalid instant or zone', () => {
    expect(formatInstant(new Date('nope'), 'Europe/Paris', prefs('en-US'))).toBe('');
    expect(formatInstant(at, 'Mars/Olympus', prefs('en-US'))).toBe('');
  });
});
