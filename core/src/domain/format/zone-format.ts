import { DateTime, IANAZone } from 'luxon';
import { intlLocale, memoised } from './intl-cache.js';
import type { WallClockDateTime } from './date-format.js';

const zoneFormat = memoised((locale, zone) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' }));

/**
 * The name a reader is shown for an IANA zone at a local date-time: its offset from UTC written
 * the interface language's way ('GMT+3', 'UTC+1' in French). An offset reads the
 * same in every zone and language, where abbreviations are known for a few zones only (CST next
 * to GMT+3). The offset is the one in force at that wall-clock moment (summer time included; noon
 * when the time is not known). '' when the zone or the date is not valid.
 *
 * @example
 * formatZoneName('Europe/Istanbul', { date: '2026-12-10', time: '08:45:00' }, 'en-US') // 'GMT+3'
 * formatZoneName('Europe/Paris', { date: '2026-07-01', time: null }, 'fr-FR')       // 'UTC+2'
 * formatZoneName('Mars/Olympus', { date: '2026-07-01', time: null }, 'en-US')       // ''
 */
export function formatZoneName(zone: string, at: WallClockDateTime, locale: string): string {
  if (zone.trim() === '' || !IANAZone.isValidZone(zone)) return '';
  const time = at.time !== null && at.time !== '' ? at.time : '12:00:00';
  const moment = DateTime.fromISO(`${at.date}T${time}`, { zone });
  if (!moment.isValid) return '';
  const parts = zoneFormat(intlLocale(locale), zone).formatToParts(moment.toJSDate());
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}
