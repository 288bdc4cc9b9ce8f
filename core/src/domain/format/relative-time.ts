import { intlLocale, memoised } from './intl-cache.js';

/**
 * A unit of a relative time, as Intl.RelativeTimeFormat takes it.
 *
 * @example
 * const u: RelativeTimeUnit = 'hour';
 */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/**
 * How far an instant lies from now in one whole unit: negative in the past, positive ahead.
 *
 * @example
 * const r: RelativeTime = { value: -3, unit: 'hour' };
 */
export type RelativeTime = { readonly value: number; readonly unit: RelativeTimeUnit };

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Each unit applies below its bound (of the absolute difference); whole units, truncated toward 0.
const STEPS: readonly { readonly below: number; readonly unit: RelativeTimeUnit; readonly size: number }[] = [
  { below: HOUR, unit: 'minute', size: MINUTE },
  { below: DAY, unit: 'hour', size: HOUR },
  { below: 7 * DAY, unit: 'day', size: DAY },
  { below: 30 * DAY, unit: 'week', size: 7 * DAY },
  { below: 365 * DAY, unit: 'month', size: 30 * DAY },
];

/**
 * The whole unit in which to say how far `at` is from `now`: under a minute is 0 seconds ("now"),
 * then minutes, hours, days (under 7), weeks (under 30 days), months of 30 days (under 365 days)
 * and years of 365 days, truncated toward zero (90 minutes ago is 1 hour ago).
 *
 * @example
 * relativeTime(new Date('2026-05-01T09:00:00Z'), new Date('2026-05-01T10:30:00Z')) // { value: -1, unit: 'hour' }
 * relativeTime(new Date('2026-05-01T10:00:20Z'), new Date('2026-05-01T10:00:00Z')) // { value: 0, unit: 'second' }
 */
export function relativeTime(at: Date, now: Date): RelativeTime {
  const diff = at.getTime() - now.getTime();
  const abs = Math.abs(diff);
  if (!Number.isFinite(diff) || abs < MINUTE) return { value: 0, unit: 'second' };
  const step = STEPS.find((s) => abs < s.below) ?? { unit: 'year' as const, size: 365 * DAY };
  const value = Math.trunc(abs / step.size) * Math.sign(diff);
  return { value, unit: step.unit };
}

const relativeFormat = memoised((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));

/**
 * How long ago (or how soon) `at` is from `now`, in words of the interface language.
 *
 * @example
 * formatRelativeTime(new Date('2026-05-01T07:00:00Z'), new Date('2026-05-01T10:00:00Z'), 'en-US') // '3 hours ago'
 * formatRelativeTime(new Date('2026-04-30T10:00:00Z'), new Date('2026-05-01T10:00:00Z'), 'fr-FR') // 'hier'
 */
export function formatRelativeTime(at: Date, now: Date, locale: string): string {
  const r = relativeTime(at, now);
  return relativeFormat(intlLocale(locale), '').format(r.value, r.unit);
}
