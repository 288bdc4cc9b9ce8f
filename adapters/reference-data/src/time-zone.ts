import tzLookup from '@photostructure/tz-lookup';

/**
 * The IANA time zone at a point on Earth; null when the point is out of range.
 *
 * @example
 * timeZoneAt(48.8566, 2.3522) // 'Europe/Paris'
 */
export function timeZoneAt(latitude: number, longitude: number): string | null {
  try {
    return tzLookup(latitude, longitude);
  } catch {
    return null;
  }
}
