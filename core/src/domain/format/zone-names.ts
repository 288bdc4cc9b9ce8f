import { IANAZone } from 'luxon';
import { intlLocale, memoised } from './intl-cache.js';

// Generic names are the same all year; a recent moment avoids the history of a zone (Paris in 1970).
const NAMED_AT = new Date(Date.UTC(2026, 0, 15));

const longGeneric = memoised((locale, zone) => new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' }));

/**
 * How a zone is named in a form: the city of its IANA id and its name in the reader's language.
 *
 * @example
 * const chicago: TimeZoneNames = { city: 'Chicago', name: 'Central Time' };
 */
export interface TimeZoneNames {
  /** The city (last part) of the IANA id, spaces for underscores: 'Ho Chi Minh'. */
  readonly city: string;
  /** The zone's generic name in the language ('Central Time', 'heure d’Europe centrale'); '' when Intl has none. */
  readonly name: string;
}

/**
 * The names a reader is shown for an IANA zone where the zone itself is chosen (a form), instead
 * of its id: the city of the id and the zone's generic name in the interface language (Intl
 * 'longGeneric'). The name is left '' when Intl only has an offset for the zone (then the times
 * show the offset through formatZoneName). Null for an id that is not a valid IANA zone.
 *
 * @example
 * timeZoneNames('America/Chicago', 'en-US') // { city: 'Chicago', name: 'Central Time' }
 * timeZoneNames('Europe/Paris', 'fr-FR')    // { city: 'Paris', name: 'heure d’Europe centrale' }
 * timeZoneNames('Mars/Olympus', 'en-US')    // null
 */
export function timeZoneNames(zone: string, locale: string): TimeZoneNames | null {
  if (zone.trim() === '' || !IANAZone.isValidZone(zone)) return null;
  const city = (zone.split('/').pop() ?? zone).replaceAll('_', ' ');
  const parts = longGeneric(intlLocale(locale), zone).formatToParts(NAMED_AT);
  const named = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  // Zones Intl cannot name come back as an offset ('GMT-05:00', 'UTC−05:00').
  const name = /^(GMT|UTC)([+\-−]\d|$)/.test(named) ? '' : named;
  return { city, name };
}
