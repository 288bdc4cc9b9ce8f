import { commonErrors } from '../contract/error.js';
import { autocompletePlaceEntry, utilEncodeEntry } from '../contract/lookup-entries.js';
import { err, ok } from '../domain/result.js';
import type { LegacyIdStore } from '../ports/legacy-id-store.port.js';
import type { PlaceLookup } from '../ports/place-lookup.port.js';
import { bind, type BoundHandler } from './handler.js';

/** What the lookup use cases need. */
export interface LookupDeps {
  readonly places: PlaceLookup;
  readonly legacyIds: LegacyIdStore;
}

/**
 * Autocomplete and id-conversion use cases, bound to their contract entries.
 *
 * @example
 * const handlers = lookupHandlers({ places, legacyIds });
 */
export function lookupHandlers(deps: LookupDeps): BoundHandler[] {
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
