import { z } from 'zod';
import { wireNumber, wireText } from '../wire.js';
import { localInstant, zoneOf, type LocalDateTime } from '../../domain/flights/local-date-time.js';

// One definition of these scalars serves every codec (they live in contract/wire.ts).
export { wireNumber, wireText };

/**
 * A list as the wire may carry it: space- or comma-separated text, or an array of strings.
 * Missing reads as the empty list.
 *
 * @example
 * wireList.parse('window, aisle') // ['window', 'aisle']
 */
export const wireList = z
  .union([z.string(), z.array(z.string())])
  .nullish()
  .transform((v) => (Array.isArray(v) ? v : [v ?? '']).flatMap((s) => s.split(/[\s,]+/)).filter((s) => s !== ''));

/**
 * A DateTime object of the wire: date (y-MM-dd), time (HH:mm:ss), timezone (IANA, the string
 * 'null' when none) and utc_offset (e.g. '-05:00'). The offset is written for the reader's
 * convenience and ignored on reading: the zone decides.
 *
 * @example
 * dateTimeWire.parse({ date: '2026-03-08', time: '14:30:00', timezone: 'America/Chicago', utc_offset: '-05:00' })
 */
export const dateTimeWire = z.object({
  date: z.string(),
  time: wireText,
  timezone: z.string().nullish(),
  utc_offset: z.string().nullish(),
});

/**
 * The DateTime wire object as written.
 *
 * @example
 * const w: DateTimeWire = { date: '2026-03-08', time: '14:30:00', timezone: 'null' };
 */
export type DateTimeWire = z.input<typeof dateTimeWire>;

/**
 * Wire DateTime to a local date-time (a missing or 'null' zone is null).
 *
 * @example
 * dateTimeFromWire({ date: '2026-03-08', time: '14:30:00', timezone: 'null' }) // { date: '2026-03-08', time: '14:30:00', timezone: null }
 */
export function dateTimeFromWire(w: z.output<typeof dateTimeWire>): LocalDateTime {
  const zone = (w.timezone ?? '').trim();
  return { date: w.date, time: w.time, timezone: zone === '' || zone === 'null' ? null : zone };
}

/**
 * Local date-time to wire DateTime, with utc_offset when the zone and date are known.
 *
 * @example
 * dateTimeToWire({ date: '2026-07-01', time: '09:00:00', timezone: 'Europe/Paris' }).utc_offset // '+02:00'
 */
export function dateTimeToWire(value: LocalDateTime): DateTimeWire {
  const zone = zoneOf(value);
  const offset = zone === null ? null : (localInstant(value, zone)?.toFormat('ZZ') ?? null);
  const timezone = (value.timezone ?? '').trim() === '' ? 'null' : (value.timezone ?? 'null');
  return { date: value.date, time: value.time, timezone, ...(offset === null ? {} : { utc_offset: offset }) };
}
