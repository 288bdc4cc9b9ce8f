import { DateTime, IANAZone } from 'luxon';
import type { ReservationPlace } from './reservation-types.js';

// Coercions from what senders write (string or object, one value or a list) to normalised values.

export type Loose = Readonly<Record<string, unknown>>;

/** The first value of a list, or the value itself. */
export const first = (v: unknown): unknown => (Array.isArray(v) ? (v as unknown[])[0] : v);

/** An object (the first, for a list), or null. */
export function objectOf(v: unknown): Loose | null {
  const f = first(v);
  return typeof f === 'object' && f !== null && !Array.isArray(f) ? (f as Loose) : null;
}

/** Text with white space collapsed: strings and numbers; an object's `name` when asked. */
export function textOf(v: unknown): string {
  const f = first(v);
  if (typeof f === 'string') return f.replace(/[\s\u00a0]+/g, ' ').trim();
  if (typeof f === 'number' && Number.isFinite(f)) return String(f);
  return '';
}

/** A schema.org name without its URL or prefix: 'http://schema.org/ReservationConfirmed' -> 'ReservationConfirmed'. */
export const shortName = (name: string): string => name.replace(/^\s*(?:https?:\/\/)?(?:www\.)?schema\.org\/|^\s*schema:/i, '').trim();

/** Every type name of a node's `@type` (string or list), without prefixes. */
export function typeNames(node: Loose): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map(shortName);
}

/** A value's text, or its `name` when it is an object. */
export const nameOf = (v: unknown): string => textOf(v) || textOf(objectOf(v)?.['name']);

/** The first non-empty text among keys of an object. */
export const pick = (o: Loose | null, ...keys: string[]): string => keys.map((k) => textOf(o?.[k])).find((t) => t !== '') ?? '';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?(?:\[([A-Za-z][\w+\-/]*)\])?$/i;

function offsetText(raw: string): string {
  if (raw.toUpperCase() === 'Z') return '+00:00';
  const digits = raw.slice(1).replace(':', '').padEnd(4, '0');
  return `${raw[0] ?? '+'}${digits.slice(0, 2)}:${digits.slice(2, 4)}`;
}

/** An IANA zone name, or '' for anything else (a Windows or made-up TZID, a fixed offset). */
const ianaZone = (v: unknown): string => {
  const z = textOf(v);
  return z.includes('/') && IANAZone.isValidZone(z) ? z : '';
};

/**
 * A date-time as written by a sender, in canonical form: 'yyyy-MM-ddTHH:mm:ss' plus '+hh:mm' when
 * it had an offset ('Z' becomes '+00:00'), or 'yyyy-MM-dd' for a date alone; '' when it cannot be
 * read. The wall-clock time is kept as written, never shifted. When the sender named the zone of
 * the time (an iCalendar TZID, given as the `<property>Zone` sibling) and it is an IANA zone, the
 * offset is the zone's at that moment and the zone follows in brackets (RFC 9557):
 * '2026-12-03T10:05:00+01:00[Europe/Paris]', so the instant is known even where the place's zone
 * is not, and the plan can still be shown in the sender's zone.
 *
 * @example
 * canonicalDateTime('2026-12-03 10:05+0100') // '2026-12-03T10:05:00+01:00'
 * canonicalDateTime('2026-12-03T10:05:00', 'Europe/Paris') // '2026-12-03T10:05:00+01:00[Europe/Paris]'
 */
export function canonicalDateTime(v: unknown, zone: unknown = ''): string {
  const m = ISO.exec(textOf(v));
  if (m === null) return '';
  const [, y, mo, d, h, mi, s, off, written] = m;
  const named = ianaZone(written) || ianaZone(zone);
  const fields = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h ?? 0), minute: Number(mi ?? 0), second: Number(s ?? 0) };
  const date = DateTime.fromObject(fields, named === '' ? {} : { zone: named });
  if (!date.isValid) return '';
  if (h === undefined) return date.toFormat('yyyy-MM-dd');
  const offset = off === undefined ? (named === '' ? '' : date.toFormat('ZZ')) : offsetText(off);
  const suffix = named === '' ? '' : `[${named}]`;
  return /^[+-](?:0\d|1[0-4]):[0-5]\d$/.test(offset) || offset === '' ? `${date.toFormat("yyyy-MM-dd'T'HH:mm:ss")}${offset}${suffix}` : '';
}

/** A person from a name or a Person object. */
export function personOf(v: unknown): { '@type': 'Person'; name: string; givenName: string; familyName: string } {
  const o = objectOf(v);
  const givenName = pick(o, 'givenName');
  const familyName = pick(o, 'familyName');
  const name = textOf(v) || pick(o, 'name') || [givenName, familyName].filter((x) => x !== '').join(' ');
  return { '@type': 'Person', name, givenName, familyName };
}

/** An organization from a name or an Organization object; null when nothing is known. */
export function organizationOf(v: unknown) {
  const o = objectOf(v);
  const org = {
    '@type': 'Organization' as const,
    name: nameOf(v),
    iataCode: pick(o, 'iataCode').toUpperCase(),
    telephone: pick(o, 'telephone'),
    email: pick(o, 'email').replace(/^mailto:/i, ''),
    url: pick(o, 'url'),
  };
  return Object.values(org).some((x) => x !== '' && x !== 'Organization') ? org : null;
}

function postalAddressOf(v: unknown): ReservationPlace['address'] {
  const o = objectOf(v);
  const address = {
    '@type': 'PostalAddress' as const,
    streetAddress: o === null ? textOf(v) : pick(o, 'streetAddress'),
    addressLocality: pick(o, 'addressLocality'),
    addressRegion: pick(o, 'addressRegion'),
    postalCode: pick(o, 'postalCode'),
    addressCountry: nameOf(o?.['addressCountry']),
  };
  return Object.values(address).some((x) => x !== '' && x !== 'PostalAddress') ? address : null;
}

const number = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number.parseFloat(textOf(v));
  return Number.isFinite(n) ? n : null;
};

function geoOf(v: unknown): ReservationPlace['geo'] {
  const o = objectOf(v);
  const latitude = number(o?.['latitude']);
  const longitude = number(o?.['longitude']);
  return latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180 ? null : { latitude, longitude };
}

/**
 * A place from a name, an IATA code (airports) or a Place object; `type` is used when the object
 * names none. An airport written 'Paris Charles de Gaulle (CDG)' gets the code from the brackets.
 */
export function placeOf(v: unknown, type: string): ReservationPlace {
  const o = objectOf(v);
  const airport = type === 'Airport';
  const name = o === null ? textOf(v) : pick(o, 'name');
  const code =
    pick(o, 'iataCode').toUpperCase() ||
    (airport
      ? (/^([A-Z]{3})$|\(([A-Z]{3})\)/
          .exec(name)
          ?.slice(1)
          .find((c) => c !== undefined) ?? '')
      : '');
  return {
    '@type': (o === null ? '' : (typeNames(o)[0] ?? '')) || type,
    name: airport && o === null && name === code ? '' : name,
    iataCode: code,
    telephone: pick(o, 'telephone'),
    address: postalAddressOf(o?.['address']),
    geo: geoOf(o?.['geo']),
  };
}

/** A reservation status without prefix: 'http://schema.org/Cancelled' -> 'ReservationCancelled'. */
export function statusOf(v: unknown): string {
  const name = shortName(nameOf(v));
  return /^(Confirmed|Cancelled|Pending|Hold)$/.test(name) ? `Reservation${name}` : name;
}
