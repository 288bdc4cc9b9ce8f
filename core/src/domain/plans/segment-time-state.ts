import { planDateTimeInstant } from './plan-date-time.js';
import type { PlanDateTime } from './plan-fields.js';

/**
 * Where a segment stands against "now". The spec's rule (part 2 section 4) knows only upcoming
 * and past; `in-progress` splits its "upcoming" for a segment that has started and not ended, so
 * {@link isSegmentUpcoming} is the spec's upcoming.
 *
 * @example
 * const s: SegmentTimeState = 'in-progress';
 */
export type SegmentTimeState = 'past' | 'in-progress' | 'upcoming';

/**
 * The dates of a segment; either may be missing (null or with an empty date).
 *
 * @example
 * const s: SegmentDates = { start: { ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01' }, end: null };
 */
export interface SegmentDates {
  readonly start: PlanDateTime | null;
  readonly end: PlanDateTime | null;
}

/**
 * Classifies a segment against `now`, each date read in its own IANA zone (else its UTC offset,
 * else `fallbackZone`, default UTC):
 * - no usable date at all: `upcoming` (spec);
 * - an end exists: `past` once now has reached it, else `in-progress` if a start exists and now
 *   has reached it, else `upcoming`;
 * - only a start: `upcoming` before it, `past` from it on (spec: "end, else start").
 * An end without a time lasts to the end of its day, a start without a time begins at midnight.
 * The moment of the end itself already counts as past ("in the future" is strict).
 *
 * @example
 * const paris = (date: string, time: string) => ({ ...EMPTY_PLAN_DATE_TIME, date, time, timezone: 'Europe/Paris' });
 * segmentTimeState({ start: paris('2026-05-01', '10:00:00'), end: paris('2026-05-01', '12:00:00') }, { now: new Date('2026-05-01T09:00:00Z') })
 * // 'in-progress' (11:00 in Paris)
 * segmentTimeState({ start: null, end: null }, { now: new Date('2026-05-01T09:00:00Z') }) // 'upcoming'
 */
export function segmentTimeState(segment: SegmentDates, options: { readonly now: Date; readonly fallbackZone?: string }): SegmentTimeState {
  const zone = options.fallbackZone === undefined ? {} : { fallbackZone: options.fallbackZone };
  const start = segment.start === null ? null : planDateTimeInstant(segment.start, { ...zone, boundary: 'start' });
  const end = segment.end === null ? null : planDateTimeInstant(segment.end, { ...zone, boundary: 'end' });
  const now = options.now.getTime();
  if (end !== null) {
    if (end.toMillis() <= now) return 'past';
    return start !== null && start.toMillis() <= now ? 'in-progress' : 'upcoming';
  }
  if (start !== null) return start.toMillis() > now ? 'upcoming' : 'past';
  return 'upcoming';
}

/**
 * The spec's "upcoming": not past (in progress counts as upcoming).
 *
 * @example
 * isSegmentUpcoming('in-progress') // true
 * isSegmentUpcoming('past')        // false
 */
export function isSegmentUpcoming(state: SegmentTimeState): boolean {
  return state !== 'past';
}
