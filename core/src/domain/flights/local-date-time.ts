import { DateTime, IANAZone } from 'luxon';
import { INTERNAL_DATE_FORMAT, INTERNAL_TIME_FORMAT, internalTimeSeconds, parseInternalDate } from '../dates/internal-date.js';

/**
 * A wall-clock date and time where something happens, as reservations carry it: a date (y-MM-dd),
 * a time (HH:mm:ss, or HH:mm) and the IANA zone of the place. A zone of `null`, '' or the string
 * 'null' means none is known.
 *
 * @example
 * const arrival: LocalDateTime = { date: '2026-03-08', time: '14:05:00', timezone: 'America/Chicago' };
 */
export type LocalDateTime = {
  readonly date: string;
  readonly time: string;
  readonly timezone: string | null;
};

/**
 * The IANA zone of a local date-time, or null when there is none ('null', '' or not a real zone).
 *
 * @example
 * zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: 'Europe/Paris' }) // 'Europe/Paris'
 * zoneOf({ date: '2026-03-08', time: '09:00:00', timezone: 'null' })         // null
 */
export function zoneOf(value: LocalDateTime): string | null {
  const zone = (value.timezone ?? '').trim();
  return zone !== '' && zone !== 'null' && IANAZone.isValidZone(zone) ? zone : null;
}

/**
 * The instant a wall-clock date-time names in a zone, or null if the date or time is not valid.
 * Daylight-saving is luxon's: a time skipped by a spring-forward change moves forward by the gap
 * (02:30 on a 02:00 to 03:00 night is 03:30), and a time that happens twice at a fall-back change
 * is the later of the two.
 *
 * @example
 * localInstant({ date: '2026-03-08', time: '09:30:00', timezone: null }, 'America/New_York')?.toISO()
 * // '2026-03-08T09:30:00.000-04:00'
 * localInstant({ date: '2026-02-30', time: '09:30:00', timezone: null }, 'UTC') // null
 */
export function localInstant(value: LocalDateTime, zone: string): DateTime<true> | null {
  const day = parseInternalDate(value.date);
  const seconds = internalTimeSeconds(value.time);
  if (day === null || seconds === null || !IANAZone.isValidZone(zone)) return null;
  const instant = DateTime.fromObject(
    {
      year: day.year,
      month: day.month,
      day: day.day,
      hour: Math.floor(seconds / 3600),
      minute: Math.floor((seconds % 3600) / 60),
      second: seconds % 60,
    },
    { zone },
  );
  return instant.isValid ? instant : null;
}

/**
 * The local date-time of an instant in a zone (the inverse of {@link localInstant} outside DST changes).
 *
 * @example
 * toLocalDateTime(DateTime.fromISO('2026-07-01T12:00:00Z'), 'Europe/Paris')
 * // { date: '2026-07-01', time: '14:00:00', timezone: 'Europe/Paris' }
 */
export function toLocalDateTime(instant: DateTime, zone: string): LocalDateTime {
  const local = instant.setZone(zone);
  return { date: local.toFormat(INTERNAL_DATE_FORMAT), time: local.toFormat(INTERNAL_TIME_FORMAT), timezone: zone };
}
