import { addressDetailToWire } from '../contract/address-wire.js';
import { commonErrors } from '../contract/error.js';
import {
  autocompleteAddressDetailEntry,
  autocompleteAddressEntry,
  autocompleteAirlineEntry,
  autocompleteAirportEntry,
  autocompleteCountryEntry,
  autocompletePlaceEntry,
  autocompleteStateEntry,
  utilEncodeEntry,
} from '../contract/lookup-entries.js';
import { err, ok } from '../domain/result.js';
import type { AddressLookup } from '../ports/address-lookup.port.js';
import type { AirlineLookup } from '../ports/airline-lookup.port.js';
import type { AirportLookup } from '../ports/airport-lookup.port.js';
import type { CountryLookup } from '../ports/country-lookup.port.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { PlaceLookup } from '../ports/place-lookup.port.js';
import type { StateLookup } from '../ports/state-lookup.port.js';
import { bind, type BoundHandler } from './handler.js';

/** What the lookup use cases need. */
export interface LookupDeps {
  readonly places: PlaceLookup;
  readonly legacyIds: LegacyIdStore;
  readonly airports: AirportLookup;
  readonly airlines: AirlineLookup;
  readonly countries: CountryLookup;
  readonly states: StateLookup;
  readonly addresses: AddressLookup;
}

/**
 * Autocomplete and id-conversion use cases, bound to their contract entries.
 *
 * @example
 * const handlers = lookupHandlers({ places, legacyIds, airports, airlines, countries, states, addresses });
 */
export function lookupHandlers(deps: LookupDeps): BoundHandler[] {
  return [...placeHandlers(deps), ...referenceHandlers(deps), ...addressHandlers(deps)];
}

function placeHandlers(deps: LookupDeps): BoundHandler[] {
  return [
    bind(autocompletePlaceEntry, async (input, ctx) => {
      const places = await deps.places.search(input.query.query, { limit: input.query.limit, locale: ctx.locale });
      return ok({
        Results: places.map((p) => ({
          id: p.id,
          label: p.label,
          country_code: p.countryCode,
          time_zone: p.timeZone,
          latitude: p.latitude,
          longitude: p.longitude,
        })),
      });
    }),
    bind(utilEncodeEntry, async (input) => {
      const uuid = await deps.legacyIds.uuidFor(input.query.entity_type, input.query.id);
      return uuid ? ok({ uuid }) : err(commonErrors.notFound);
    }),
  ];
}

function referenceHandlers(deps: LookupDeps): BoundHandler[] {
  return [
    bind(autocompleteAirportEntry, async ({ query }, ctx) => {
      const airports = await deps.airports.search(query.query, { limit: query.limit, locale: ctx.locale });
      return ok({
        Results: airports.map((a) => ({
          id: a.code,
          label: a.label,
          iata_code: a.code,
          name: a.name,
          city: a.city,
          country_code: a.countryCode,
          time_zone: a.timeZone,
          latitude: a.latitude,
          longitude: a.longitude,
        })),
      });
    }),
    bind(autocompleteAirlineEntry, async ({ query }, ctx) => {
      const airlines = await deps.airlines.search(query.query, { limit: query.limit, locale: ctx.locale });
      return ok({
        Results: airlines.map((a) => ({
          id: a.code,
          label: a.label,
          iata_code: a.code,
          icao_code: a.icaoCode,
          name: a.name,
          country_code: a.countryCode,
        })),
      });
    }),
    bind(autocompleteStateEntry, async ({ query }, ctx) => {
      const states = await deps.states.search(query.query, { limit: query.limit, locale: ctx.locale });
      return ok({
        Results: states.map((s) => ({ id: s.code, label: s.label, code: s.shortCode, name: s.name, country_code: s.countryCode })),
      });
    }),
    bind(autocompleteCountryEntry, async ({ query }, ctx) => {
      const countries = await deps.countries.search(query.query, { limit: query.limit, locale: ctx.locale });
      return ok({ Results: countries.map((c) => ({ id: c.code, label: c.label, code: c.code, alpha3: c.alpha3 })) });
    }),
  ];
}

function addressHandlers(deps: LookupDeps): BoundHandler[] {
  return [
    bind(autocompleteAddressEntry, async ({ query }, ctx) => {
      const found = await deps.addresses.search(query.query, { limit: query.limit, locale: ctx.locale });
      return ok({
        Results: found.map((a) => ({
          id: a.id,
          label: a.displayName,
          display_name: a.displayName,
          country_code: a.countryCode,
          latitude: a.latitude,
          longitude: a.longitude,
        })),
      });
    }),
    bind(autocompleteAddressDetailEntry, async ({ query }, ctx) => {
      const detail = await deps.addresses.detail(query.place_id, ctx.locale);
      return detail ? ok(addressDetailToWire(detail)) : err(commonErrors.notFound);
    }),
  ];
}
