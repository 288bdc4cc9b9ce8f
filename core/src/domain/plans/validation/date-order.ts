import { IANAZone } from 'luxon';
import { checkStartNotAfterEnd, checkTimeOrder } from '../../dates/display-format.js';
import { parseUtcOffset, planDateTimeInstant } from '../plan-date-time.js';
import type { PlanDateTime } from '../plan-fields.js';

// Whether a date-time says where its wall clock is: a valid IANA zone or a UTC offset.
const hasZone = (dt: PlanDateTime): boolean => (dt.timezone !== '' && IANAZone.isValidZone(dt.timezone)) || parseUtcOffset(dt.utcOffset) !== null;

/**
 * Which part of the later date-time is wrong when it comes before the earlier one: its date or,
 * on the same day, its time.
 *
 * @example
 * const u: OrderBreak = 'time';
 */
export type OrderBreak = 'date' | 'time';

/**
 * Whether `later` comes before `earlier` (part 2 section 5: a start must not be after an end;
 * equal is fine), and where to say so. Nothing is checked while either date is missing. When both
 * carry a zone (an IANA name or a UTC offset) their instants are compared, an unknown time being
 * the start of the earlier day and the end of the later one, so a flight from Tokyo at 21:00 that
 * lands in Honolulu at 09:00 the same day is fine. Otherwise the dates are compared, then the
 * times on the same day when both are known.
 *
 * @example
 * orderBreak(at('2026-05-02'), at('2026-05-01'))                         // 'date'
 * orderBreak(at('2026-05-01', '18:00:00'), at('2026-05-01', '09:00:00')) // 'time'
 * orderBreak(at('2026-03-20', '21:00:00', 'Asia/Tokyo'), at('2026-03-20', '09:00:00', 'Pacific/Honolulu')) // null
 */
export function orderBreak(earlier: PlanDateTime, later: PlanDateTime): OrderBreak | null {
  if (earlier.date === '' || later.date === '') return null;
  if (hasZone(earlier) && hasZone(later)) {
    const from = planDateTimeInstant(earlier, { boundary: 'start' });
    const to = planDateTimeInstant(later, { boundary: 'end' });
    if (from === null || to === null || from <= to) return null;
    return earlier.date === later.date && earlier.time !== '' && later.time !== '' ? 'time' : 'date';
  }
  if (!checkStartNotAfterEnd(earlier.date, later.date).ok) return 'date';
  if (earlier.date !== later.date) return null;
  return checkTimeOrder(earlier.time === '' ? null : earlier.time, later.time === '' ? null : later.time).ok ? null : 'time';
}
