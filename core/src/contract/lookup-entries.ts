import { z } from 'zod';
import { defineEntry, noBody, nothing } from './entry.js';
import { wireBoolean } from './wire.js';

/** The query every autocomplete takes. */
export const autocompleteQuery = z.object({
  query: z.string().max(200),
  limit: z.coerce.number().int().min(1).max(50).default(15),
  is_async: wireBoolean.optional(),
});

/** One autocomplete row: id and label, plus type-specific details. */
export const lookupRow = z.object({ id: z.string(), label: z.string() });

/** GET v2/autocompletePlace over the place reference data. */
export const autocompletePlaceEntry = defineEntry({
  id: 'autocompletePlace',
  method: 'GET',
  path: 'v2/autocompletePlace',
  auth: 'session',
  summary: 'Cities and towns matching the typed text, labels in the user language.',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: z.object({
    Results: z.array(
      lookupRow.extend({
        country_code: z.string(),
        time_zone: z.string(),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
  }),
});

/** Entity types whose numeric legacy id can be turned into a uuid. */
export const LEGACY_ENTITY_TYPES = ['trip', 'trip_item', 'reservation'] as const;

/** GET v2/utilEncode: legacy numeric id to uuid. */
export const utilEncodeEntry = defineEntry({
  id: 'utilEncode',
  method: 'GET',
  path: 'v2/utilEncode',
  auth: 'session',
  summary: 'Turns the numeric legacy id of a trip, plan or reservation into its uuid.',
  params: nothing,
  query: z.object({ id: z.string().regex(/^\d{1,18}$/, 'expected a numeric id'), entity_type: z.enum(LEGACY_ENTITY_TYPES) }),
  body: noBody,
  response: z.object({ uuid: z.string() }),
});

/** Every result list: `{ "Results": [...] }`. */
const results = <T extends z.ZodType>(row: T) => z.object({ Results: z.array(row) });

/** GET v2/autocompleteAirport over the airport reference data. */
export const autocompleteAirportEntry = defineEntry({
  id: 'autocompleteAirport',
  method: 'GET',
  path: 'v2/autocompleteAirport',
  auth: 'session',
  summary: 'Airports by IATA code, name or city, with their time zone and coordinates.',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: results(
    lookupRow.extend({
      iata_code: z.string(),
      name: z.string(),
      city: z.string(),
      country_code: z.string(),
      time_zone: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  ),
});

/** GET v2/autocompleteAirline over the airline reference data. */
export const autocompleteAirlineEntry = defineEntry({
  id: 'autocompleteAirline',
  method: 'GET',
  path: 'v2/autocompleteAirline',
  auth: 'session',
  summary: 'Operating airlines by IATA or ICAO code or name; label "Name (CODE)".',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: results(lookupRow.extend({ iata_code: z.string(), icao_code: z.string(), name: z.string(), country_code: z.string() })),
});

/** GET v2/autocompleteState: ISO 3166-2 subdivisions. */
export const autocompleteStateEntry = defineEntry({
  id: 'autocompleteState',
  method: 'GET',
  path: 'v2/autocompleteState',
  auth: 'session',
  summary: 'States, provinces and regions by name or code; label "Name, Country" in the user language.',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: results(lookupRow.extend({ code: z.string(), name: z.string(), country_code: z.string() })),
});

/** GET v2/autocompleteCountry: ISO 3166-1 countries. */
export const autocompleteCountryEntry = defineEntry({
  id: 'autocompleteCountry',
  method: 'GET',
  path: 'v2/autocompleteCountry',
  auth: 'session',
  summary: 'Countries by code or by name in any supported language; labels in the user language.',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: results(lookupRow.extend({ code: z.string(), alpha3: z.string() })),
});

/** GET v2/autocompleteAddress: street addresses, resolved offline against the place data. */
export const autocompleteAddressEntry = defineEntry({
  id: 'autocompleteAddress',
  method: 'GET',
  path: 'v2/autocompleteAddress',
  auth: 'session',
  summary: 'Addresses for the typed text ("12 Rue de la République, Lyon"); each id opens autocompleteAddressDetail.',
  params: nothing,
  query: autocompleteQuery,
  body: noBody,
  response: results(lookupRow.extend({ display_name: z.string(), country_code: z.string(), latitude: z.number(), longitude: z.number() })),
});

/** "lat,lng" in decimal degrees, as the location bias of a place details request. */
const latLng = z.string().regex(/^\s*-?\d{1,3}(\.\d+)?\s*,\s*-?\d{1,3}(\.\d+)?\s*$/, 'expected "latitude,longitude"');

/** One part of an address on the wire. */
export const addressComponentWire = z.object({
  long_name: z.string(),
  short_name: z.string(),
  types: z.array(z.string()),
});

/** GET v2/autocompleteAddressDetail: the parts and coordinates of an autocompleteAddress result. */
export const autocompleteAddressDetailEntry = defineEntry({
  id: 'autocompleteAddressDetail',
  method: 'GET',
  path: 'v2/autocompleteAddressDetail',
  auth: 'session',
  summary: 'Address parts, formatted address and coordinates of an autocompleteAddress id (or a place id).',
  params: nothing,
  query: z.object({ place_id: z.string().min(1).max(1000), location: z.union([latLng, z.literal('')]).optional() }),
  body: noBody,
  response: z.object({
    place_id: z.string(),
    name: z.string(),
    formatted_address: z.string(),
    address_components: z.array(addressComponentWire),
    geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    time_zone: z.string(),
    formatted_phone_number: z.string(),
    website: z.string(),
  }),
});
