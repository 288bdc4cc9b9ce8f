import { DateTime, FixedOffsetZone, IANAZone, type Zone } from 'luxon';
import { internalTimeSeconds, parseInternalDate } from '../dates/internal-date.js';
import type { PlanDateTime } from './plan-fields.js';

/**
 * Which end of a day an unknown time stands for: a start without a time begins at 00:00, an end
 * without a time lasts until the last millisecond of its day.
 *
 * @example
 * const b: DayBoundary = 'end';
 */
export type DayBoundary = 'start' | 'end';

/**
 * How to place a {@link PlanDateTime} on the time line.
 *
 * @example
 * const o: PlanInstantOptions = { boundary: 'end', fallbackZone: 'Europe/Paris' };
 */
export interface PlanInstantOptions {
  /** Default 'start'. */
  readonly boundary?: DayBoundary;
  /** Zone used when the date-time has neither a valid IANA zone nor a UTC offset; default 'utc'. */
  readonly fallbackZone?: string;
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;

/**
 * Parses a UTC offset ('+05:30', '-0800', '+00:00') to a fixed-offset zone, or null.
 *
 * @example
 * parseUtcOffset('-05:00')?.name // 'UTC-5'
 * parseUtcOffset('EST')          // null
 */
export function parseUtcOffset(offset: string): FixedOffsetZone | null {
  const match = OFFSET.exec(offset.trim());
  if (match === null) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 18 || minutes > 59) return null;
  return FixedOffsetZone.instance((match[1] === '-' ? -1 : 1) * (hours * 60 + minutes));
}

/**
 * The zone a date-time's wall-clock values belong to: its IANA timezone when valid, else its UTC
 * offset, else the fallback zone (itself checked, UTC when not valid).
 *
 * @example
 * planDateTimeZone({ ...EMPTY_PLAN_DATE_TIME, timezone: 'Asia/Tokyo' }).name // 'Asia/Tokyo'
 * planDateTimeZone({ ...EMPTY_PLAN_DATE_TIME, utcOffset: '+02:00' }).name    // 'UTC+2'
 * planDateTimeZone(EMPTY_PLAN_DATE_TIME).name                                 // 'UTC'
 */
export function planDateTimeZone(dt: PlanDateTime, fallbackZone = 'utc'): Zone {
  if (dt.timezone !== '' && IANAZone.isValidZone(dt.timezone)) return IANAZone.create(dt.timezone);
  const fixed = parseUtcOffset(dt.utcOffset);
  if (fixed !== null) return fixed;
  if (fallbackZone.toLowerCase() !== 'utc' && IANAZone.isValidZone(fallbackZone)) return IANAZone.create(fallbackZone);
  return FixedOffsetZone.utcInstance;
}

/**
 * The instant a plan date-time names, read in its own zone (see {@link planDateTimeZone}), or
 * null when its date is missing or not a real y-MM-dd day. The time is used whenever it parses as
 * HH:mm:ss (or HH:mm), whatever `isTimeKnown` says, since that flag only affects display; a
 * missing or malformed time stands for the start or end of the day (see {@link DayBoundary}).
 * A wall-clock time skipped by a daylight-saving jump moves forward, as luxon does.
 *
 * @example
 * planDateTimeInstant({ ...EMPTY_PLAN_DATE_TIME, date: '2026-07-01', time: '09:00:00', timezone: 'America/New_York' })?.toISO()
 * // '2026-07-01T09:00:00.000-04:00'
 * planDateTimeInstant({ ...EMPTY_PLAN_DATE_TIME, date: '2026-07-01' }, { boundary: 'end' })?.toUTC().toISO()
 * // '2026-07-01T23:59:59.999Z'
 */
export function planDateTimeInstant(dt: PlanDateTime, options: PlanInstantOptions = {}): DateTime<true> | null {
  const day = parseInternalDate(dt.date);
  if (day === null) return null;
  const zone = planDateTimeZone(dt, options.fallbackZone);
  const seconds = internalTimeSeconds(dt.time);
  const { year, month, day: dayOfMonth } = day;
  const midnight = DateTime.fromObject({ year, month, day: dayOfMonth }, { zone });
  if (!midnight.isValid) return null;
  if (seconds !== null) {
    const local = DateTime.fromObject(
      { year, month, day: dayOfMonth, hour: Math.floor(seconds / 3600), minute: Math.floor(seconds / 60) % 60, second: seconds % 60 },
      { zone },
    );
    return local.isValid ? local : null;
  }
  return options.boundary === 'end' ? midnight.endOf('day') : midnight;
}

/**
 * The date-time a derived segment shows: the actual one when it has a date, else the estimated
 * one (lodging and car rental keep both), with a flag saying which was taken. Neither with a date:
 * the actual one (possibly null), not estimated.
 *
 * @example
 * actualOrEstimated(null, { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01' })
 * // { dateTime: { ...date: '2026-05-01' }, isEstimated: true }
 */
export function actualOrEstimated(
  actual: PlanDateTime | null,
  estimated: PlanDateTime | null | undefined,
): { readonly dateTime: PlanDateTime | null; readonly isEstimated: boolean } {
  if (actual !== null && actual.date !== '') return { dateTime: actual, isEstimated: false };
  if (estimated !== undefined && estimated !== null && estimated.date !== '') return { dateTime: estimated, isEstimated: true };
  return { dateTime: actual, isEstimated: false };
}
