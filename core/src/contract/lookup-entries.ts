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
