import { formatDateInput } from '../dates/date-input.js';
import { defaultPreferences } from '../profile/preferences.js';
import type { LanguageTag } from '../profile/profile.js';
import {
  type DateStyle,
  formatDate,
  formatDateRange,
  formatDateTimeSpan,
  formatInstant,
  type FormatPreferences,
  formatTime,
  type WallClockDateTime,
} from './date-format.js';
import { formatZoneName } from './zone-format.js';
import { formatRelativeTime } from './relative-time.js';
import { type FormattableAmount, formatDuration, formatMoney, formatNumber, type NumberFormatOptions } from './number-format.js';

/**
 * Every formatting the app does, bound to one user's preferences: the one way screens, pages,
 * e-mails and calendar files write dates, times, spans, durations, money and numbers.
 *
 * @example
 * const f: Formatter = createFormatter({ locale: 'fr-FR', dateOrder: 'L', hourClock: 2 });
 */
export interface Formatter {
  readonly prefs: FormatPreferences;
  /** A date in words in the interface language ('18 déc. 2026'). */
  date(iso: string, style?: DateStyle): string;
  /** A date in digits in the user's date order ('18/12/2026'), as dates are typed. */
  numericDate(iso: string): string;
  /** A time of day in the user's hour clock ('21:50'). */
  time(time: string): string;
  /** Two dates as one range ('18–20 déc. 2026'). */
  dateRange(start: string | null, end: string | null): string;
  /** A span between two local date-times ('18 déc., 21:50 – 19 déc., 21:40'). */
  dateTimeSpan(start: WallClockDateTime, end: WallClockDateTime | null): string;
  /** An instant as a date and time on a zone's wall clock ('Nov 21, 2026, 11:00 AM'). */
  instant(at: Date, zone: string): string;
  /** An IANA zone as its offset at a local date-time ('UTC+1'), see formatZoneName. */
  zone(zone: string, at: WallClockDateTime): string;
  /** Whole minutes as hours and minutes ('2 h 35 min'). */
  duration(minutes: number): string;
  /** An amount with its ISO currency ('1 240,00 €'). */
  money(amount: FormattableAmount, currency: string): string;
  /** A plain number ('1 240,5'). */
  number(value: FormattableAmount, options?: NumberFormatOptions): string;
  /** How long ago (or how soon) an instant is from `now` ('3 hours ago', 'hier'). */
  relativeTime(at: Date, now: Date): string;
}

/**
 * The formatter of one user's preferences (see {@link Formatter}).
 *
 * @example
 * const f = createFormatter({ locale: 'de-DE', dateOrder: 'L', hourClock: 2 });
 * f.date('2026-12-18') // '18. Dez. 2026'
 * f.numericDate('2026-12-18') // '18/12/2026'
 * f.time('21:50:00') // '21:50'
 */
export function createFormatter(prefs: FormatPreferences): Formatter {
  return {
    prefs,
    date: (iso, style) => formatDate(iso, prefs, style),
    numericDate: (iso) => formatDateInput(iso, prefs.dateOrder),
    time: (time) => formatTime(time, prefs),
    dateRange: (start, end) => formatDateRange(start, end, prefs),
    dateTimeSpan: (start, end) => formatDateTimeSpan(start, end, prefs),
    instant: (at, zone) => formatInstant(at, zone, prefs),
    zone: (zone, at) => formatZoneName(zone, at, prefs.locale),
    duration: (minutes) => formatDuration(minutes, prefs.locale),
    money: (amount, currency) => formatMoney(amount, currency, prefs.locale),
    number: (value, options) => formatNumber(value, prefs.locale, options),
    relativeTime: (at, now) => formatRelativeTime(at, now, prefs.locale),
  };
}

/**
 * The formatter of a reader whose preferences are not known (a public page, an e-mail to an
 * invitee): the interface language with its usual date order and hour clock.
 *
 * @example
 * languageFormatter('en-GB').prefs // { locale: 'en-GB', dateOrder: 'L', hourClock: 2 }
 * languageFormatter('en-US').time('21:50:00') // '9:50 PM'
 */
export function languageFormatter(language: LanguageTag): Formatter {
  const defaults = defaultPreferences(language);
  return createFormatter({ locale: language, dateOrder: defaults.dateEndianFormat, hourClock: defaults.hourClock });
}
