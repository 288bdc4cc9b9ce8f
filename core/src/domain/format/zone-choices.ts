import { IANAZone } from 'luxon';
import type { WallClockDateTime } from './date-format.js';
import { formatZoneName } from './zone-format.js';
import { timeZoneNames, type TimeZoneNames } from './zone-names.js';

/**
 * One zone a traveller can pick: its IANA id (the value stored), its names in the interface
 * language, its offset as times show it ('GMT-6', 'UTC+1' in French) and in minutes (for order).
 *
 * @example
 * const chicago: TimeZoneChoice = { zone: 'America/Chicago', names: { city: 'Chicago', name: 'Central Time' }, offset: 'GMT-6', offsetMinutes: -360 };
 */
export interface TimeZoneChoice {
  readonly zone: string;
  readonly names: TimeZoneNames;
  readonly offset: string;
  readonly offsetMinutes: number;
}

/**
 * The zones of a time-zone picker, named for the reader instead of by id, ordered west to east by
 * their offset at the plan's date (summer time included), then by city in the language's order.
 * Ids that are not valid zones are left out; each valid id appears once.
 *
 * @example
 * timeZoneChoices(['Europe/Paris', 'America/Chicago'], { date: '2026-01-15', time: null }, 'en-US')
 * // [{ zone: 'America/Chicago', names: { city: 'Chicago', name: 'Central Time' }, offset: 'GMT-6', offsetMinutes: -360 },
 * //  { zone: 'Europe/Paris', names: { city: 'Paris', name: 'Central European Time' }, offset: 'GMT+1', offsetMinutes: 60 }]
 */
export function timeZoneChoices(zones: readonly string[], at: WallClockDateTime, locale: string): readonly TimeZoneChoice[] {
  const moment = Date.parse(`${at.date}T${at.time !== null && at.time !== '' ? at.time : '12:00:00'}Z`);
  const collator = new Intl.Collator(locale);
  const choices: TimeZoneChoice[] = [];
  for (const zone of new Set(zones)) {
    const names = timeZoneNames(zone, locale);
    if (names === null || Number.isNaN(moment)) continue;
    choices.push({ zone, names, offset: formatZoneName(zone, at, locale), offsetMinutes: IANAZone.create(zone).offset(moment) });
  }
  return choices.sort((a, b) => a.offsetMinutes - b.offsetMinutes || collator.compare(a.names.city, b.names.city) || a.zone.localeCompare(b.zone));
}
