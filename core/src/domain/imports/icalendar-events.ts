import { DateTime, Duration, IANAZone } from 'luxon';
import { ok, type Result } from '../result.js';
import { type IcsComponent, type IcsError, type IcsProperty, icsText, parseICalendar } from './icalendar.js';

/**
 * A DTSTART/DTEND as the file wrote it. `value` is ISO: 'yyyy-MM-dd' for an all-day date,
 * 'yyyy-MM-ddTHH:mm:ss' for a wall-clock time, 'yyyy-MM-ddTHH:mm:ssZ' for UTC. `zone` is set only
 * when the file gave a TZID: the IANA name when it could be found (the TZID itself, its IANA tail
 * as in '/mozilla.org/.../Europe/Paris', a Windows name such as 'Romance Standard Time', or the
 * VTIMEZONE's X-LIC-LOCATION), else the TZID as written.
 *
 * @example
 * const start: IcsDateValue = { value: '2026-12-03T10:05:00', zone: 'Europe/Paris' };
 */
export interface IcsDateValue {
  readonly value: string;
  readonly zone?: string;
}

/**
 * The parts of a VEVENT the extractors use, with texts unescaped. `end` comes from DTEND, or from
 * DTSTART plus DURATION (wall-clock arithmetic, same zone).
 *
 * @example
 * const e: IcsEvent = { summary: 'Flight AF 1234 CDG → JFK', start: { value: '2026-12-03T10:05:00', zone: 'Europe/Paris' } };
 */
export interface IcsEvent {
  readonly uid?: string;
  readonly summary?: string;
  readonly description?: string;
  readonly location?: string;
  readonly url?: string;
  readonly start?: IcsDateValue;
  readonly end?: IcsDateValue;
}

const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'Romance Standard Time': 'Europe/Paris',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GMT Standard Time': 'Europe/London',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'SA Pacific Standard Time': 'America/Bogota',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'China Standard Time': 'Asia/Shanghai',
  'AUS Eastern Standard Time': 'Australia/Sydney',
};

function ianaOf(tzid: string, locations: ReadonlyMap<string, string>): string {
  const name = tzid.trim();
  if (IANAZone.isValidZone(name) && name.includes('/')) return name;
  const parts = name.split('/');
  for (let i = 1; i < parts.length - 1; i++) {
    const tail = parts.slice(i).join('/');
    if (IANAZone.isValidZone(tail)) return tail;
  }
  return WINDOWS_ZONES[name] ?? locations.get(name) ?? name;
}

function dateValue(p: IcsProperty | undefined, locations: ReadonlyMap<string, string>): IcsDateValue | undefined {
  const m = p ? /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(p.value.trim()) : null;
  if (!p || !m) return undefined;
  const date = `${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`;
  if (m[4] === undefined || p.params['VALUE'] === 'DATE') return { value: date };
  const value = `${date}T${m[4]}:${m[5] ?? ''}:${m[6] ?? ''}${m[7] ?? ''}`;
  const tzid = p.params['TZID'];
  return tzid && !m[7] ? { value, zone: ianaOf(tzid, locations) } : { value };
}

function plus(start: IcsDateValue, duration: string): IcsDateValue | undefined {
  const d = Duration.fromISO(duration.trim().replace(/^\+/, ''));
  const t = DateTime.fromISO(start.value.replace(/Z$/, ''), { zone: 'utc' });
  if (!d.isValid || !t.isValid) return undefined;
  const end = t.plus(d);
  const value = start.value.length === 10 ? end.toISODate() : `${end.toFormat("yyyy-MM-dd'T'HH:mm:ss")}${start.value.endsWith('Z') ? 'Z' : ''}`;
  return value ? { ...start, value } : undefined;
}

function event(c: IcsComponent, locations: ReadonlyMap<string, string>): IcsEvent {
  const find = (name: string) => c.properties.find((p) => p.name === name);
  const text = (name: string) => {
    const p = find(name);
    return p ? { [name.toLowerCase()]: icsText(p.value).trim() } : {};
  };
  const start = dateValue(find('DTSTART'), locations);
  const duration = find('DURATION')?.value;
  const end = dateValue(find('DTEND'), locations) ?? (start && duration ? plus(start, duration) : undefined);
  return {
    ...text('UID'),
    ...text('SUMMARY'),
    ...text('DESCRIPTION'),
    ...text('LOCATION'),
    ...text('URL'),
    ...(start ? { start } : {}),
    ...(end ? { end } : {}),
  };
}

function walk(components: readonly IcsComponent[], visit: (c: IcsComponent) => void): void {
  for (const c of components) {
    visit(c);
    walk(c.components, visit);
  }
}

/**
 * Every VEVENT of an iCalendar text, in file order, with dates kept in their own zones (see
 * {@link IcsDateValue}). VTIMEZONE blocks are read only for their TZID's X-LIC-LOCATION name.
 *
 * @example
 * readICalendarEvents('BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:LH400 FRA-JFK\nDTSTART;TZID=Europe/Berlin:20261203T100500\nEND:VEVENT\nEND:VCALENDAR')
 * // ok([{ summary: 'LH400 FRA-JFK', start: { value: '2026-12-03T10:05:00', zone: 'Europe/Berlin' } }])
 */
export function readICalendarEvents(text: string): Result<IcsEvent[], IcsError> {
  const parsed = parseICalendar(text);
  if (!parsed.ok) return parsed;
  const locations = new Map<string, string>();
  const vevents: IcsComponent[] = [];
  walk(parsed.value, (c) => {
    if (c.name === 'VEVENT') vevents.push(c);
    if (c.name !== 'VTIMEZONE') return;
    const tzid = c.properties.find((p) => p.name === 'TZID')?.value.trim();
    const location = c.properties.find((p) => p.name === 'X-LIC-LOCATION')?.value.trim();
    if (tzid && location && IANAZone.isValidZone(location)) locations.set(tzid, location);
  });
  return ok(vevents.map((v) => event(v, locations)));
}
