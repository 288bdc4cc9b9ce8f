import { IANAZone } from 'luxon';

/**
 * One change of a zone's UTC offset: the instant (ms since the epoch) and the offsets (minutes)
 * before and after.
 *
 * @example
 * const t: ZoneTransition = { at: Date.UTC(2026, 2, 29, 1), from: 60, to: 120 }; // Europe/Paris to summer time
 */
export interface ZoneTransition {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

const DAY = 86_400_000;

/**
 * The offset changes of an IANA zone between two years (inclusive), from the time zone data this
 * runtime uses (the same data every date-time of the app is computed with), to the minute.
 *
 * @example
 * zoneTransitions('Europe/Paris', 2026, 2026).map((t) => t.to) // [120, 60]
 * zoneTransitions('Asia/Tokyo', 2026, 2026) // []
 */
export function zoneTransitions(zone: string, fromYear: number, toYear: number): readonly ZoneTransition[] {
  const z = IANAZone.create(zone);
  if (!z.isValid) return [];
  const transitions: ZoneTransition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let offset = z.offset(t);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = z.offset(next);
    if (nextOffset !== offset) {
      // The change lies in (t, next]: narrow it down to the minute.
      let lo = t;
      let hi = next;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (z.offset(mid) === offset) lo = mid;
        else hi = mid;
      }
      transitions.push({ at: hi, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    t = next;
  }
  return transitions;
}

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * An RFC 5545 UTC offset (+hhmm / -hhmm) of minutes.
 *
 * @example
 * icalOffset(-420) // '-0700'
 * icalOffset(330)  // '+0530'
 */
export function icalOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}${two(abs % 60)}`;
}

// A local date-time (ms of an instant shifted by an offset) as yyyyMMddTHHmmss.
function localStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}T${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/**
 * The VTIMEZONE of an IANA zone for the years given, built from the runtime's time zone data so a
 * calendar file agrees with the times the app shows: one observance at the start of the range,
 * then one per offset change (no recurrence rules, so every change is exact, including zones
 * whose rules changed). Null for a zone the runtime does not know.
 *
 * @example
 * vtimezoneBlock('Asia/Tokyo', 2026, 2027)
 * // 'BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\n…TZOFFSETTO:+0900\r\n…END:VTIMEZONE'
 */
export function vtimezoneBlock(zone: string, fromYear: number, toYear: number): string | null {
  const z = IANAZone.create(zone);
  if (!z.isValid) return null;
  const start = Date.UTC(fromYear, 0, 1);
  const initial = z.offset(start);
  const observance = (kind: 'STANDARD' | 'DAYLIGHT', at: number, from: number, to: number): string[] => [
    `BEGIN:${kind}`,
    `DTSTART:${localStamp(at + from * 60_000)}`,
    `TZOFFSETFROM:${icalOffset(from)}`,
    `TZOFFSETTO:${icalOffset(to)}`,
    `END:${kind}`,
  ];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    `X-LIC-LOCATION:${zone}`,
    ...observance('STANDARD', start, initial, initial),
    ...zoneTransitions(zone, fromYear, toYear).flatMap((t) => observance(t.to > t.from ? 'DAYLIGHT' : 'STANDARD', t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
  return lines.join('\r\n');
}

/**
 * The canonical spelling of an IANA zone name the runtime knows (names are case-insensitive);
 * null for an unknown zone.
 *
 * @example
 * canonicalZoneName('europe/paris') // 'Europe/Paris'
 * canonicalZoneName('Mars/Olympus') // null
 */
export function canonicalZoneName(zone: string): string | null {
  if (!IANAZone.isValidZone(zone)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
