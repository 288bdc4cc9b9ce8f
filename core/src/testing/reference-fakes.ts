import type { AddressDetail, AddressLookup, AddressSuggestion } from '../ports/address-lookup.port.js';
import type { Airline, AirlineLookup } from '../ports/airline-lookup.port.js';
import type { Airport, AirportLookup } from '../ports/airport-lookup.port.js';
import type { Country, CountryLookup } from '../ports/country-lookup.port.js';
import type { PlaceSearchOptions } from '../ports/place-lookup.port.js';
import type { State, StateLookup } from '../ports/state-lookup.port.js';
import type { TimeZoneLookup } from '../ports/time-zone-lookup.port.js';

const starts = (text: string, query: string): boolean => text.toLowerCase().startsWith(query.trim().toLowerCase());
const upTo = <T>(items: readonly T[], options: PlaceSearchOptions): readonly T[] => items.slice(0, options.limit);

/** A few real airports for tests that need no reference data. */
export const SAMPLE_AIRPORTS: readonly Airport[] = [
  {
    code: 'SFO',
    label: 'San Francisco International Airport (SFO), San Francisco, United States',
    name: 'San Francisco International Airport',
    city: 'San Francisco',
    countryCode: 'US',
    timeZone: 'America/Los_Angeles',
    latitude: 37.618972,
    longitude: -122.374889,
  },
  {
    code: 'LHR',
    label: 'London Heathrow Airport (LHR), London, United Kingdom',
    name: 'London Heathrow Airport',
    city: 'London',
    countryCode: 'GB',
    timeZone: 'Europe/London',
    latitude: 51.4775,
    longitude: -0.461389,
  },
  {
    code: 'NRT',
    label: 'Narita International Airport (NRT), Tokyo, Japan',
    name: 'Narita International Airport',
    city: 'Tokyo',
    countryCode: 'JP',
    timeZone: 'Asia/Tokyo',
    latitude: 35.76472,
    longitude: 140.38639,
  },
];

/**
 * Airports of SAMPLE_AIRPORTS by exact code, or by name or city prefix.
 *
 * @example
 * (await new InMemoryAirportLookup().search('sfo', { limit: 15, locale: 'en-US' }))[0]?.city // 'San Francisco'
 */
export class InMemoryAirportLookup implements AirportLookup {
  constructor(private readonly airports: readonly Airport[] = SAMPLE_AIRPORTS) {}
  async search(query: string, options: PlaceSearchOptions): Promise<readonly Airport[]> {
    if (query.trim() === '') return [];
    const code = query.trim().toUpperCase();
    return upTo(
      this.airports.filter((a) => a.code === code || starts(a.name, query) || starts(a.city, query)),
      options,
    );
  }
  async byCode(code: string): Promise<Airport | undefined> {
    return this.airports.find((a) => a.code === code.toUpperCase());
  }
}

/** A few airlines for tests. */
export const SAMPLE_AIRLINES: readonly Airline[] = [
  { code: 'SK', icaoCode: 'SAS', name: 'SAS', label: 'SAS (SK)', countryCode: 'SE' },
  { code: 'AF', icaoCode: 'AFR', name: 'Air France', label: 'Air France (AF)', countryCode: 'FR' },
];

/**
 * Airlines of SAMPLE_AIRLINES by exact code or name prefix.
 *
 * @example
 * (await new InMemoryAirlineLookup().search('sk', { limit: 15, locale: 'en-US' }))[0]?.label // 'SAS (SK)'
 */
export class InMemoryAirlineLookup implements AirlineLookup {
  constructor(private readonly airlines: readonly Airline[] = SAMPLE_AIRLINES) {}
  async search(query: string, options: PlaceSearchOptions): Promise<readonly Airline[]> {
    if (query.trim() === '') return [];
    const code = query.trim().toUpperCase();
    return upTo(
      this.airlines.filter((a) => a.code === code || a.icaoCode === code || starts(a.name, query)),
      options,
    );
  }
  async byCode(code: string): Promise<Airline | undefined> {
    return this.airlines.find((a) => a.code === code.toUpperCase());
  }
}

/** Countries for tests, English and French labels. */
const SAMPLE_COUNTRIES: readonly { readonly code: string; readonly alpha3: string; readonly en: string; readonly fr: string }[] = [
  { code: 'FR', alpha3: 'FRA', en: 'France', fr: 'France' },
  { code: 'DE', alpha3: 'DEU', en: 'Germany', fr: 'Allemagne' },
  { code: 'US', alpha3: 'USA', en: 'United States', fr: 'États-Unis' },
];

/**
 * A few countries, labelled in French for fr-* locales and in English otherwise.
 *
 * @example
 * (await new InMemoryCountryLookup().search('allem', { limit: 15, locale: 'fr-FR' }))[0]?.code // 'DE'
 */
export class InMemoryCountryLookup implements CountryLookup {
  async search(query: string, options: PlaceSearchOptions): Promise<readonly Country[]> {
    if (query.trim() === '') return [];
    const found = SAMPLE_COUNTRIES.filter((c) => c.code === query.trim().toUpperCase() || starts(c.en, query) || starts(c.fr, query));
    return upTo(
      found.map((c) => this.country(c, options.locale)),
      options,
    );
  }
  async byCode(code: string, locale: string): Promise<Country | undefined> {
    const c = SAMPLE_COUNTRIES.find((s) => s.code === code.toUpperCase() || s.alpha3 === code.toUpperCase());
    return c && this.country(c, locale);
  }
  private country(c: (typeof SAMPLE_COUNTRIES)[number], locale: string): Country {
    return { code: c.code, alpha3: c.alpha3, label: locale.startsWith('fr') ? c.fr : c.en };
  }
}

/** A few states for tests. */
export const SAMPLE_STATES: readonly State[] = [
  { code: 'US-CA', shortCode: 'CA', name: 'California', countryCode: 'US', label: 'California, United States' },
  { code: 'DE-BY', shortCode: 'BY', name: 'Bayern', countryCode: 'DE', label: 'Bayern, Germany' },
];

/**
 * States of SAMPLE_STATES by code or name prefix.
 *
 * @example
 * (await new InMemoryStateLookup().search('calif', { limit: 15, locale: 'en-US' }))[0]?.code // 'US-CA'
 */
export class InMemoryStateLookup implements StateLookup {
  async search(query: string, options: PlaceSearchOptions): Promise<readonly State[]> {
    if (query.trim() === '') return [];
    const code = query.trim().toUpperCase();
    return upTo(
      SAMPLE_STATES.filter((s) => s.code === code || s.shortCode === code || starts(s.name, query)),
      options,
    );
  }
}

/**
 * Answers one fixed address for any text, and its details for its id.
 *
 * @example
 * (await new FixedAddressLookup().search('1 main st', { limit: 15, locale: 'en-US' }))[0]?.id // 'addr:test'
 */
export class FixedAddressLookup implements AddressLookup {
  readonly suggestion: AddressSuggestion = {
    id: 'addr:test',
    displayName: '12 Rue de la République, Lyon, Auvergne-Rhône-Alpes, France',
    countryCode: 'FR',
    latitude: 45.74846,
    longitude: 4.84671,
  };
  readonly detailOf: AddressDetail = {
    id: 'addr:test',
    name: '12 Rue de la République',
    formattedAddress: '12 Rue de la République, 69002 Lyon, France',
    components: [
      { type: 'street_number', longName: '12', shortName: '12' },
      { type: 'route', longName: 'Rue de la République', shortName: 'Rue de la République' },
      { type: 'locality', longName: 'Lyon', shortName: 'Lyon' },
      { type: 'country', longName: 'France', shortName: 'FR' },
      { type: 'postal_code', longName: '69002', shortName: '69002' },
    ],
    latitude: 45.74846,
    longitude: 4.84671,
    timeZone: 'Europe/Paris',
    phoneNumber: '',
    website: '',
  };
  async search(query: string): Promise<readonly AddressSuggestion[]> {
    return query.trim() === '' ? [] : [this.suggestion];
  }
  async detail(id: string): Promise<AddressDetail | undefined> {
    return id === this.suggestion.id ? this.detailOf : undefined;
  }
}

/**
 * Time zones from two tables: airport codes and rounded coordinates ("lat,lng" to whole degrees).
 *
 * @example
 * new TableTimeZoneLookup({ NRT: 'Asia/Tokyo' }).forAirport('nrt') // 'Asia/Tokyo'
 */
export class TableTimeZoneLookup implements TimeZoneLookup {
  constructor(
    private readonly airports: Readonly<Record<string, string>> = {},
    private readonly points: Readonly<Record<string, string>> = {},
  ) {}
  forAirport(code: string): string | null {
    return this.airports[code.toUpperCase()] ?? null;
  }
  at(latitude: number, longitude: number): string | null {
    return this.points[`${Math.round(latitude)},${Math.round(longitude)}`] ?? null;
  }
}
