import type { z } from 'zod';
import { autocompleteAddressDetailEntry, autocompleteAddressEntry, autocompleteAirlineEntry, autocompleteAirportEntry } from '../contract/lookup-entries.js';
import type { PlanAddress } from '../domain/plans/plan-fields.js';
import { ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { AUTOCOMPLETE_REQUEST_LIMIT, type Suggestion } from './place-search.js';

/**
 * An airport suggestion: `label` is "Name (CODE), City, Country"; `code` the IATA code to store.
 *
 * @example
 * const sfo: AirportSuggestion = { id: 'SFO', label: 'San Francisco International Airport (SFO), San Francisco, United States',
 *   code: 'SFO', name: 'San Francisco International Airport', city: 'San Francisco', countryCode: 'US',
 *   timeZone: 'America/Los_Angeles', latitude: 37.618972, longitude: -122.374889 };
 */
export interface AirportSuggestion extends Suggestion {
  readonly code: string;
  readonly name: string;
  readonly city: string;
  readonly countryCode: string;
  readonly timeZone: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * An airline suggestion: `label` is "Name (CODE)"; `code` the IATA code to store.
 *
 * @example
 * const ba: AirlineSuggestion = { id: 'BA', label: 'British Airways (BA)', code: 'BA', icaoCode: 'BAW', name: 'British Airways', countryCode: 'GB' };
 */
export interface AirlineSuggestion extends Suggestion {
  readonly code: string;
  readonly icaoCode: string;
  readonly name: string;
  readonly countryCode: string;
}

/**
 * An address suggestion; its `id` opens {@link LookupSearch.addressDetail}.
 *
 * @example
 * const s: AddressSearchSuggestion = { id: 'addr:1', label: '12 Rue de la République, Lyon, France', countryCode: 'FR', latitude: 45.75, longitude: 4.85 };
 */
export interface AddressSearchSuggestion extends Suggestion {
  readonly countryCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

/** One part of an address detail, as the geocoders type it ('locality', 'postal_code'...). */
export interface AddressDetailPart {
  readonly longName: string;
  readonly shortName: string;
  readonly types: readonly string[];
}

/**
 * The parts and coordinates of an address suggestion.
 *
 * @example
 * detail.parts.find((p) => p.types.includes('locality'))?.longName // 'Lyon'
 */
export interface AddressDetailAnswer {
  readonly id: string;
  /** The street line when there is one, else the place's name. */
  readonly name: string;
  readonly formattedAddress: string;
  readonly parts: readonly AddressDetailPart[];
  readonly latitude: number;
  readonly longitude: number;
  /** IANA zone at the coordinates ('' when unknown). */
  readonly timeZone: string;
}

type DetailWire = z.output<(typeof autocompleteAddressDetailEntry)['response']>;

function detailFromWire(w: DetailWire): AddressDetailAnswer {
  return {
    id: w.place_id,
    name: w.name,
    formattedAddress: w.formatted_address,
    parts: w.address_components.map((c) => ({ longName: c.long_name, shortName: c.short_name, types: c.types })),
    latitude: w.geometry.location.lat,
    longitude: w.geometry.location.lng,
    timeZone: w.time_zone,
  };
}

/** The address fields an address detail fills. */
export type AddressDetailFields = Pick<PlanAddress, 'addr1' | 'city' | 'state' | 'zip' | 'country' | 'latitude' | 'longitude'>;

/**
 * The plan address fields of an address detail: the street line (only when the detail has a
 * street), the locality (else the county), the state and country codes, the postal code and the
 * coordinates. Missing parts are ''.
 *
 * @example
 * addressFieldsOfDetail(detail) // { addr1: '12 Rue de la République', city: 'Lyon', state: '', zip: '69002', country: 'FR', latitude: 45.74846, longitude: 4.84671 }
 */
export function addressFieldsOfDetail(detail: AddressDetailAnswer): AddressDetailFields {
  const part = (type: string) => detail.parts.find((p) => p.types.includes(type));
  const hasStreet = part('route') !== undefined || part('street_number') !== undefined;
  const street = [part('street_number')?.longName, part('route')?.longName].filter((s) => s !== undefined && s !== '').join(' ');
  return {
    addr1: hasStreet ? detail.name.trim() || street : '',
    city: part('locality')?.longName ?? part('administrative_area_level_2')?.longName ?? '',
    state: part('administrative_area_level_1')?.shortName ?? '',
    zip: part('postal_code')?.longName ?? '',
    country: part('country')?.shortName ?? '',
    latitude: detail.latitude,
    longitude: detail.longitude,
  };
}

/**
 * Airport, airline and address suggestions for the plan forms (autocompleteAirport,
 * autocompleteAirline, autocompleteAddress) and the details of a chosen address
 * (autocompleteAddressDetail). Rows are {@link Suggestion}s, so the Autocomplete widget shows them.
 *
 * @example
 * const r = await new LookupSearch(transport).airports('san fr');
 * if (r.ok) r.value[0]?.code // 'SFO'
 */
export class LookupSearch {
  constructor(private readonly api: ApiTransport) {}

  private query(query: string) {
    return { query: { query, limit: AUTOCOMPLETE_REQUEST_LIMIT, is_async: 'true' as const } };
  }

  async airports(query: string): Promise<Result<readonly AirportSuggestion[], ApiFailure>> {
    const result = await this.api.call(autocompleteAirportEntry, this.query(query));
    if (!result.ok) return result;
    return ok(
      result.value.Results.map((r) => ({
        id: r.id,
        label: r.label,
        code: r.iata_code.toUpperCase(),
        name: r.name,
        city: r.city,
        countryCode: r.country_code,
        timeZone: r.time_zone,
        latitude: r.latitude,
        longitude: r.longitude,
      })),
    );
  }

  async airlines(query: string): Promise<Result<readonly AirlineSuggestion[], ApiFailure>> {
    const result = await this.api.call(autocompleteAirlineEntry, this.query(query));
    if (!result.ok) return result;
    return ok(
      result.value.Results.map((r) => ({
        id: r.id,
        label: r.label,
        code: r.iata_code.toUpperCase(),
        icaoCode: r.icao_code,
        name: r.name,
        countryCode: r.country_code,
      })),
    );
  }

  async addresses(query: string): Promise<Result<readonly AddressSearchSuggestion[], ApiFailure>> {
    const result = await this.api.call(autocompleteAddressEntry, this.query(query));
    if (!result.ok) return result;
    return ok(result.value.Results.map((r) => ({ id: r.id, label: r.label, countryCode: r.country_code, latitude: r.latitude, longitude: r.longitude })));
  }

  async addressDetail(placeId: string): Promise<Result<AddressDetailAnswer, ApiFailure>> {
    const result = await this.api.call(autocompleteAddressDetailEntry, { query: { place_id: placeId } });
    return result.ok ? ok(detailFromWire(result.value)) : result;
  }
}
