import { DateTime } from 'luxon';
import type { DateOrder } from '../dates/date-order.js';
import { calendarDate, internalTimeSeconds, parseInternalDate } from '../dates/internal-date.js';
import type { HourClock } from '../profile/profile.js';
import { intlLocale, memoised } from './intl-cache.js';

/**
 * What formatting reads from the user: the interface language, the date order (profile
 * `dateEndianFormat`) and the hour clock (1 = 12-hour, 2 = 24-hour).
 *
 * @example
 * const prefs: FormatPreferences = { locale: 'fr-FR', dateOrder: 'L', hourClock: 2 };
 */
export type FormatPreferences = { readonly locale: string; readonly dateOrder: DateOrder; readonly hourClock: HourClock };

/**
 * How a date is written in words: 'medium' (Dec 18, 2026), 'weekday' (Fri, Dec 18, 2026), 'long'
 * (Friday, December 18, 2026) or 'dayMonth' (Dec 18, for a date whose year is clear).
 *
 * @example
 * const style: DateStyle = 'weekday';
 */
export type DateStyle = 'medium' | 'weekday' | 'long' | 'dayMonth';

const DATE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  weekday: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
};

const clockOptions = (hourClock: HourClock): Intl.DateTimeFormatOptions =>
  hourClock === 1 ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// Wall-clock values are formatted as UTC instants, so no zone rule ever moves them.
const dateTimeFormat = memoised((locale, key) => new Intl.DateTimeFormat(locale, { ...(JSON.parse(key) as Intl.DateTimeFormatOptions), timeZone: 'UTC' }));

/**
 * The locale whose word order a written date follows: the interface language's, except that
 * English follows the user's date order between month first (en-US) and day first (en-GB),
 * the two orders English writes dates in. Other languages have one order in words.
 *
 * @example
 * wordDateLocale('en-US', 'L') // 'en-GB'
 * wordDateLocale('en-GB', 'M') // 'en-US'
 * wordDateLocale('fr-FR', 'M') // 'fr-FR'
 */
export function wordDateLocale(locale: string, order: DateOrder): string {
  const tag = intlLocale(locale);
  if (!/^en(-|$)/i.test(tag) || order === 'I') return tag;
  return order === 'L' ? 'en-GB' : 'en-US';
}

const wallClock = (date: DateTime<true>, time: string | null): DateTime<true> | null => {
  if (time === null) return date;
  const seconds = internalTimeSeconds(time);
  return seconds === null ? null : date.plus({ seconds });
};

const format = (locale: string, options: Intl.DateTimeFormatOptions, at: DateTime<true>) =>
  dateTimeFormat(locale, JSON.stringify(options)).format(at.toJSDate());

/**
 * An internal date (y-MM-dd) in words, in the interface language (see {@link wordDateLocale});
 * '' when it is not an internal date.
 *
 * @example
 * formatDate('2026-12-18', { locale: 'en-US', dateOrder: 'M' }) // 'Dec 18, 2026'
 * formatDate('2026-12-18', { locale: 'fr-FR', dateOrder: 'L' }) // '18 déc. 2026'
 * formatDate('2026-12-18', { locale: 'ja-JP', dateOrder: 'I' }) // '2026年12月18日'
 * formatDate('2026-12-18', { locale: 'en-US', dateOrder: 'L' }, 'weekday') // 'Fri, 18 Dec 2026'
 */
export function formatDate(iso: string, prefs: Pick<FormatPreferences, 'locale' | 'dateOrder'>, style: DateStyle = 'medium'): string {
  const date = parseInternalDate(iso);
  return date === null ? '' : format(wordDateLocale(prefs.locale, prefs.dateOrder), DATE_OPTIONS[style], date);
}

/**
 * An internal time (HH:mm:ss or HH:mm) in the user's hour clock, written as the interface
 * language writes it (English: the variant of the date order, when given, as dates are; see
 * {@link wordDateLocale}); '' when it is not an internal time.
 *
 * @example
 * formatTime('21:50:00', { locale: 'en-US', hourClock: 1 }) // '9:50 PM'
 * formatTime('21:50:00', { locale: 'fr-FR', hourClock: 2 }) // '21:50'
 * formatTime('09:05:00', { locale: 'de-DE', hourClock: 2 }) // '09:05'
 */
export function formatTime(time: string, prefs: Pick<FormatPreferences, 'locale' | 'hourClock'> & { readonly dateOrder?: DateOrder }): string {
  const day = calendarDate(2000, 1, 1);
  const at = day === null ? null : wallClock(day, time);
  const locale = prefs.dateOrder === undefined ? intlLocale(prefs.locale) : wordDateLocale(prefs.locale, prefs.dateOrder);
  return at === null ? '' : format(locale, clockOptions(prefs.hourClock), at);
}

const range = (locale: string, options: Intl.DateTimeFormatOptions, from: DateTime<true>, to: DateTime<true>): string => {
  const formatter = dateTimeFormat(locale, JSON.stringify(options));
  if (to < from) return `${formatter.format(from.toJSDate())} – ${formatter.format(to.toJSDate())}`;
  return formatter.formatRange(from.toJSDate(), to.toJSDate());
};

/**
 * Two internal dates as one range in words (Intl formatRange: the shared month or year written
 * once); one date when both are the same day or only one is valid; '' when neither is.
 *
 * @example
 * formatDateRange('2026-12-18', '2026-12-20', { locale: 'en-US', dateOrder: 'M' }) // 'Dec 18 – 20, 2026'
 * formatDateRange('2026-12-18', '2026-12-20', { locale: 'fr-FR', dateOrder: 'L' }) // '18–20 déc. 2026'
 * formatDateRange('2026-12-30', '2027-01-02', { locale: 'en-GB', dateOrder: 'L' }) // '30 Dec 2026 – 2 Jan 2027'
 */
export function formatDateRange(start: string | null, end: string | null, prefs: Pick<FormatPreferences, 'locale' | 'dateOrder'>): string {
  const from = start === null ? null : parseInternalDate(start);
  const to = end === null ? null : parseInternalDate(end);
  if (from === null || to === null || from.equals(to)) return formatDate((from ?? to)?.toISODate() ?? '', prefs);
  return range(wordDateLocale(prefs.locale, prefs.dateOrder), DATE_OPTIONS.medium, from, to);
}

/**
 * A local date and time of day, as plans keep them (time null when not known).
 *
 * @example
 * const departure: WallClockDateTime = { date: '2026-12-18', time: '21:50:00' };
 */
export type WallClockDateTime = { readonly date: string; readonly time: string | null };

/**
 * A span between two local date-times as people read it: on one day, the two times ('9:50 –
 * 11:40 PM'); across days, each end's day and time ('Dec 18, 9:50 PM – Dec 19, 9:40 PM', with
 * the years when they differ); without times, the date range. Each end is read in its own
 * zone's wall clock. '' when the start is not a date.
 *
 * @example
 * const prefs: FormatPreferences = { locale: 'en-US', dateOrder: 'M', hourClock: 1 };
 * formatDateTimeSpan({ date: '2026-12-18', time: '21:50:00' }, { date: '2026-12-19', time: '21:40:00' }, prefs) // 'Dec 18, 9:50 PM – Dec 19, 9:40 PM'
 * formatDateTimeSpan({ date: '2026-12-18', time: '21:50:00' }, { date: '2026-12-18', time: '23:40:00' }, prefs) // '9:50 – 11:40 PM'
 * formatDateTimeSpan({ date: '2026-12-18', time: '21:50:00' }, null, prefs) // '9:50 PM'
 */
export function formatDateTimeSpan(start: WallClockDateTime, end: WallClockDateTime | null, prefs: FormatPreferences): string {
  const day = parseInternalDate(start.date);
  if (day === null) return '';
  const from = wallClock(day, start.time);
  if (start.time === null || from === null) return formatDateRange(start.date, end?.date ?? null, prefs);
  const lastDay = end === null || end.time === null ? null : parseInternalDate(end.date);
  const to = lastDay === null || end === null ? null : wallClock(lastDay, end.time);
  if (lastDay === null || to === null) return formatTime(start.time, prefs);
  const clock = clockOptions(prefs.hourClock);
  if (day.equals(lastDay)) return range(wordDateLocale(prefs.locale, prefs.dateOrder), clock, from, to);
  const withYear = day.year === lastDay.year ? {} : { year: 'numeric' as const };
  return range(wordDateLocale(prefs.locale, prefs.dateOrder), { ...DATE_OPTIONS.dayMonth, ...withYear, ...clock }, from, to);
}

/**
 * An instant as the date in words and the time on a zone's wall clock, in the user's hour clock
 * ('Nov 21, 2026, 11:00 AM'); '' when the instant or the zone is not valid.
 *
 * @example
 * formatInstant(new Date('2026-11-21T10:00:00Z'), 'Europe/Paris', { locale: 'fr-FR', dateOrder: 'L', hourClock: 2 }) // '21 nov. 2026, 11:00'
 * formatInstant(new Date('2026-11-21T10:00:00Z'), 'America/New_York', { locale: 'en-US', dateOrder: 'M', hourClock: 1 }) // 'Nov 21, 2026, 5:00 AM'
 */
export function formatInstant(at: Date, zone: string, prefs: FormatPreferences): string {
  if (Number.isNaN(at.getTime())) return '';
  const there = DateTime.fromJSDate(at, { zone });
  if (!there.isValid) return '';
  const wall = there.setZone('UTC', { keepLocalTime: true });
  if (!wall.isValid) return '';
  return format(wordDateLocale(prefs.locale, prefs.dateOrder), { ...DATE_OPTIONS.medium, ...clockOptions(prefs.hourClock) }, wall);
}
