/**
 * Reading a typed address without a geocoder: a street line (house number and street), a postal
 * code, and the rest as a place query for the place index ("12 Rue de la République, 69002 Lyon",
 * "Hauptstraße 5, Berlin", "Carrera 7 # 71-21, Bogotá", "1600 Pennsylvania Ave NW, Washington, DC 20500").
 */

/** One way of reading the typed text. */
export interface AddressReading {
  /** The street line as typed ("12 Rue de la République"), '' when there is none. */
  readonly streetLine: string;
  readonly postalCode: string;
  /** What to search the place index for: a city, optionally followed by ", region, country". */
  readonly locality: string;
  /** True when the city was guessed from the last words of comma-less text: take only exact names. */
  readonly guessed: boolean;
}

/** The house number and street of a street line. */
export interface StreetParts {
  readonly streetNumber: string;
  readonly route: string;
}

const NUMBER = String.raw`\d+[a-z]?(?:\s?(?:bis|ter|quater)\b)?(?:[-/]\d+[a-z]?)?`;
const LEADING_NUMBER = new RegExp(String.raw`^(${NUMBER})[\s,]+(.+)$`, 'i');
const TRAILING_NUMBER = new RegExp(String.raw`^(.+?)[\s,]+(?:n[oº°]\.?\s*)?(${NUMBER})$`, 'i');
/** "Carrera 7 # 71-21", "Calle 26 No. 59-51": the number after # or No. (Colombia and others). */
const HASH_NUMBER = /^(.+?)\s*(?:#|\bn[oº°]\.?)\s*(\d[\w-]*)$/i;
/** Postal codes of the common formats: 5 digits (+4), 4-6 digits, UK, Canada, Netherlands, Japan, Portugal. */
const POSTAL_CODE = new RegExp(
  [
    String.raw`\b(?:[A-Z]{1,2}-)?\d{4,6}(?:-\d{3,4})?\b`,
    String.raw`\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b`,
    String.raw`\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b`,
    String.raw`\b\d{4}\s?[A-Z]{2}\b`,
    String.raw`\b\d{3}-\d{4}\b`,
  ].join('|'),
  'gi',
);
/** Words that make a line a street even without a number. */
const STREET_WORDS = new RegExp(
  String.raw`\b(street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|square|sq|place|pl|terrace|` +
    String.raw`rue|chemin|allée|allee|impasse|quai|cours|route|avenida|calle|carrera|paseo|plaza|camino|via|viale|piazza|corso|` +
    String.raw`rua|travessa|largo|weg|platz|gasse|ring|damm|straat|laan|gracht|plein|ulica)\b|(stra(ss|ß)e|str\.)`,
  'i',
);
/** Largest number of trailing words tried as the city of comma-less text. */
const MAX_CITY_WORDS = 3;

const looksLikeStreet = (line: string): boolean => /\d/.test(line) || STREET_WORDS.test(line);

/**
 * The ways of reading typed text, most likely first. With commas, the first part is the street
 * line when it has a number or a street word; without, the last one to three words are tried as
 * the city (longest first) and a text with neither a number nor a street word is a city.
 *
 * @example
 * readAddress('12 Rue de la République, 69002 Lyon')[0]
 * // { streetLine: '12 Rue de la République', postalCode: '69002', locality: 'Lyon', guessed: false }
 */
export function readAddress(text: string): AddressReading[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const [first = '', ...rest] = parts;
  if (parts.length === 0) return [];
  if (parts.length > 1 && looksLikeStreet(first) && !isOnlyPostal(first)) return [reading(first, rest, false)];
  if (parts.length > 1 || !looksLikeStreet(first)) return [reading('', parts, false)];
  const leading = takePostalCode(first);
  if (leading.postalCode !== '' && first.toUpperCase().startsWith(leading.postalCode) && !looksLikeStreet(leading.rest)) {
    return leading.rest === '' ? [] : [{ streetLine: '', postalCode: leading.postalCode, locality: leading.rest, guessed: false }];
  }
  const { postalCode, rest: line } = takePostalCode(first, true);
  const words = line.split(/\s+/);
  const out: AddressReading[] = [];
  for (let k = Math.min(MAX_CITY_WORDS, words.length - 1); k >= 1; k--) {
    const street = words.slice(0, -k).join(' ');
    if (!looksLikeStreet(street)) continue;
    out.push({ streetLine: street, postalCode, locality: words.slice(-k).join(' '), guessed: true });
  }
  if (postalCode !== '' && line !== '' && !looksLikeStreet(line)) out.unshift({ streetLine: '', postalCode, locality: line, guessed: false });
  return out;
}

/**
 * The house number and street of a street line; the number is '' when there is none.
 *
 * @example
 * streetParts('12 Rue de la République') // { streetNumber: '12', route: 'Rue de la République' }
 * streetParts('Hauptstraße 5a') // { streetNumber: '5a', route: 'Hauptstraße' }
 * streetParts('Carrera 7 # 71-21') // { streetNumber: '71-21', route: 'Carrera 7' }
 */
export function streetParts(streetLine: string): StreetParts {
  const line = streetLine.trim();
  const hash = HASH_NUMBER.exec(line);
  if (hash) return { streetNumber: hash[2] ?? '', route: (hash[1] ?? '').trim() };
  const leading = LEADING_NUMBER.exec(line);
  if (leading && /\p{L}/u.test(leading[2] ?? '')) return { streetNumber: leading[1] ?? '', route: (leading[2] ?? '').trim() };
  const trailing = TRAILING_NUMBER.exec(line);
  if (trailing && /\p{L}/u.test(trailing[1] ?? '')) return { streetNumber: trailing[2] ?? '', route: (trailing[1] ?? '').trim() };
  return { streetNumber: '', route: line };
}

function reading(streetLine: string, localityParts: readonly string[], guessed: boolean): AddressReading {
  let postalCode = '';
  const locality: string[] = [];
  for (const part of localityParts) {
    const taken = postalCode === '' ? takePostalCode(part) : { postalCode: '', rest: part };
    if (taken.postalCode !== '') postalCode = taken.postalCode;
    if (taken.rest !== '') locality.push(taken.rest);
  }
  return { streetLine, postalCode, locality: locality.join(', '), guessed };
}

/** Takes the first postal code out of `part`; with `notFirst`, not one at the very start (a house number). */
function takePostalCode(part: string, notFirst = false): { postalCode: string; rest: string } {
  const match = [...part.matchAll(POSTAL_CODE)].find((m) => !notFirst || m.index > 0);
  if (!match) return { postalCode: '', rest: part };
  const rest = `${part.slice(0, match.index)} ${part.slice(match.index + match[0].length)}`.replace(/\s+/g, ' ').trim();
  return { postalCode: match[0].toUpperCase(), rest };
}

function isOnlyPostal(part: string): boolean {
  return takePostalCode(part).rest === '';
}

const ID_PREFIX = 'addr:';

/**
 * The id of an address suggestion: the place id, the street line and the postal code, each
 * percent-encoded, so the details can be rebuilt from the id alone.
 *
 * @example
 * addressId('2996944', '12 Rue de la République', '69002') // 'addr:2996944:12%20Rue%20de%20la%20R%C3%A9publique:69002'
 */
export function addressId(placeId: string, streetLine: string, postalCode: string): string {
  return `${ID_PREFIX}${placeId}:${encodeURIComponent(streetLine)}:${encodeURIComponent(postalCode)}`;
}

/**
 * Reads an id made by addressId, or a bare place id; undefined for anything else.
 *
 * @example
 * parseAddressId('addr:2996944:12%20Rue:69002') // { placeId: '2996944', streetLine: '12 Rue', postalCode: '69002' }
 * parseAddressId('2996944') // { placeId: '2996944', streetLine: '', postalCode: '' }
 */
export function parseAddressId(id: string): { placeId: string; streetLine: string; postalCode: string } | undefined {
  if (/^\d{1,9}$/.test(id)) return { placeId: id, streetLine: '', postalCode: '' };
  const match = /^addr:(\d{1,9}):([^:]*):([^:]*)$/.exec(id);
  if (!match) return undefined;
  try {
    return { placeId: match[1] ?? '', streetLine: decodeURIComponent(match[2] ?? ''), postalCode: decodeURIComponent(match[3] ?? '') };
  } catch {
    return undefined;
  }
}
