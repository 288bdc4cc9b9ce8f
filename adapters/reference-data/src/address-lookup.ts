/**
 * Offline address autocomplete over the place index: the typed street line and postal code are
 * kept as typed, the city is found in the place data, and the coordinates are the city's. No
 * street is checked against a map: see docs/reference-data.md for the limits.
 */
import type { AddressComponent, AddressDetail, AddressLookup, AddressSuggestion, Place, PlaceLookup, PlaceSearchOptions } from '@waybook/core';
import { addressId, parseAddressId, readAddress, streetParts, type AddressReading } from './address-parse.js';
import type { CountryIndex } from './country-index.js';
import { fold } from './fold.js';
import { clampLimit } from './ranked-search.js';
import type { StateIndex } from './state-index.js';

/** Countries whose addresses put the postal code after the city (and, for some, the region). */
const POSTAL_AFTER_CITY = new Set(['US', 'CA', 'AU', 'GB', 'IE', 'NZ', 'IN']);
/** Countries whose formatted addresses carry the region's short code ("Washington, DC 20500"). */
const REGION_IN_ADDRESS = new Set(['US', 'CA', 'AU']);

/** What an address is made of once its place is known. */
interface AddressParts {
  readonly streetLine: string;
  readonly postalCode: string;
  readonly place: Place;
  readonly country: string;
  /** Region short code where known ("CA"), else ''. */
  readonly regionCode: string;
}

export interface OfflineAddressLookupDeps {
  readonly places: PlaceLookup;
  readonly countries: () => CountryIndex;
  readonly states: () => StateIndex;
}

/**
 * AddressLookup without a geocoder. Each suggestion's id carries the place id, street line and
 * postal code, so `detail` needs nothing but the id.
 *
 * @example
 * const addresses = new OfflineAddressLookup({ places, countries: () => countryIndex, states: () => stateIndex });
 */
export class OfflineAddressLookup implements AddressLookup {
  constructor(private readonly deps: OfflineAddressLookupDeps) {}

  async search(query: string, options: PlaceSearchOptions): Promise<readonly AddressSuggestion[]> {
    const limit = clampLimit(options.limit);
    if (limit === 0) return [];
    for (const reading of readAddress(query)) {
      const places = await this.placesFor(reading, { limit, locale: options.locale });
      if (places.length === 0) continue;
      return places.map((place) => {
        const parts = this.parts(reading.streetLine, reading.postalCode, place, options.locale);
        return {
          id: addressId(place.id, reading.streetLine, reading.postalCode),
          displayName: formatAddress(parts, { region: 'name' }),
          countryCode: place.countryCode,
          latitude: place.latitude,
          longitude: place.longitude,
        };
      });
    }
    return [];
  }

  async detail(id: string, locale: string): Promise<AddressDetail | undefined> {
    const parsed = parseAddressId(id);
    const place = parsed && (await this.deps.places.byId(parsed.placeId, locale));
    if (!parsed || !place) return undefined;
    const parts = this.parts(parsed.streetLine, parsed.postalCode, place, locale);
    return {
      id,
      name: parsed.streetLine === '' ? place.name : parsed.streetLine,
      formattedAddress: formatAddress(parts, { region: REGION_IN_ADDRESS.has(place.countryCode) ? 'code' : 'none' }),
      components: components(parts),
      latitude: place.latitude,
      longitude: place.longitude,
      timeZone: place.timeZone,
      phoneNumber: '',
      website: '',
    };
  }

  private async placesFor(reading: AddressReading, options: PlaceSearchOptions): Promise<readonly Place[]> {
    if (reading.locality === '') return [];
    const places = await this.deps.places.search(reading.locality, options);
    if (!reading.guessed) return places;
    const wanted = fold(reading.locality);
    return places.filter((p) => fold(p.name) === wanted);
  }

  private parts(streetLine: string, postalCode: string, found: Place, locale: string): AddressParts {
    // "Washington, D.C." is the city Washington in an address.
    const place = { ...found, name: found.name.split(',')[0]?.trim() || found.name };
    const country = this.deps.countries().byCode(place.countryCode, locale)?.label ?? place.countryCode;
    const region = place.region === '' ? undefined : this.deps.states().find(place.countryCode, place.region, locale);
    return { streetLine, postalCode, place, country, regionCode: region?.shortCode ?? '' };
  }
}

/**
 * One line: street, postal code and city in the country's usual order, region as asked, country.
 *
 * @example
 * formatAddress(parts, { region: 'none' }) // '12 Rue de la République, 69002 Lyon, France'
 */
function formatAddress(a: AddressParts, options: { readonly region: 'name' | 'code' | 'none' }): string {
  const { place, postalCode } = a;
  const region = options.region === 'name' ? place.region : options.region === 'code' ? a.regionCode || place.region : '';
  const lines = [a.streetLine];
  if (POSTAL_AFTER_CITY.has(place.countryCode)) {
    if (region === '') lines.push(join(' ', place.name, postalCode));
    else lines.push(place.name, join(' ', region, postalCode));
  } else {
    lines.push(join(' ', postalCode, place.name), region);
  }
  lines.push(a.country);
  return join(', ', ...lines);
}

function join(separator: string, ...parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(separator);
}

/** The known parts, in the order geocoders list them; administrative_area_level_2 is never known here. */
function components(a: AddressParts): AddressComponent[] {
  const { streetNumber, route } = streetParts(a.streetLine);
  const out: AddressComponent[] = [];
  const add = (type: AddressComponent['type'], longName: string, shortName = longName): void => {
    if (longName !== '') out.push({ type, longName, shortName });
  };
  add('street_number', streetNumber);
  add('route', route);
  add('locality', a.place.name);
  add('administrative_area_level_1', a.place.region, a.regionCode || a.place.region);
  add('country', a.country, a.place.countryCode);
  add('postal_code', a.postalCode);
  return out;
}
