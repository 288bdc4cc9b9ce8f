import { z } from 'zod';
import { PLAN_TYPES } from '../domain/plans/plan-type.js';
import { defineEntry, noBody, nothing } from './entry.js';
import { TRIP_OBJECT_LIST_KEYS, type TripObjectListKey } from './trip-entries.js';

/**
 * A reservation wrapper as it travels (`{ "<Type>Object": {...} }`). The zod schema only checks it
 * is an object; the use cases read it with `decodeReservation`, which names what is wrong (several
 * keys, an unknown key, a field of the wrong type) in the 400.
 *
 * @example
 * planWrapperWire.parse({ LodgingObject: { room_type: 'Suite' } })
 */
export const planWrapperWire = z.record(z.string(), z.unknown());

/**
 * The answer of the calls that give one plan: its wrapper.
 *
 * @example
 * const answer: PlanWrapperWire = { NoteObject: { uuid: 'n1', display_name: 'Pack' } };
 */
export type PlanWrapperWire = z.output<typeof planWrapperWire>;

const planParams = z.object({ type: z.enum(PLAN_TYPES), uuid: z.string().min(1).max(100) });

/**
 * POST v2/create: creates a plan from a wrapper. The typed object's trip_uuid files it in a trip
 * (the caller must be able to edit it); without one it is an unfiled item of the caller.
 *
 * @example
 * await api.call(createPlanEntry, { body: { NoteObject: { trip_uuid: tripUuid, display_name: 'Pack' } } })
 */
export const createPlanEntry = defineEntry({
  id: 'createPlan',
  method: 'POST',
  path: 'v2/create',
  auth: 'session',
  summary:
    'Creates a plan from a wrapper holding exactly one typed object; trip_uuid files it in a trip the ' +
    'caller can edit, none makes an unfiled item. Answers the stored wrapper (uuids, segment uuids, zones).',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: planWrapperWire },
  response: planWrapperWire,
});

/**
 * GET v2/get/:type/uuid/:uuid: one plan; viewers get it without sensitive fields.
 *
 * @example
 * await api.call(getPlanEntry, { params: { type: 'lodging', uuid } })
 */
export const getPlanEntry = defineEntry({
  id: 'getPlan',
  method: 'GET',
  path: 'v2/get/:type/uuid/:uuid',
  auth: 'session',
  summary: 'One plan as its wrapper; viewers get it without costs, confirmation numbers, documents and other travelers; others 404.',
  params: planParams,
  query: nothing,
  body: noBody,
  response: planWrapperWire,
});

/**
 * POST v2/replace/:type/uuid/:uuid: overwrites a plan from a wrapper of the same type.
 *
 * @example
 * await api.call(replacePlanEntry, { params: { type: 'note', uuid }, body: encodeReservation(plan) })
 */
export const replacePlanEntry = defineEntry({
  id: 'replacePlan',
  method: 'POST',
  path: 'v2/replace/:type/uuid/:uuid',
  auth: 'session',
  summary: 'Replaces a plan from a wrapper of the same type (the trip and uuids are kept); editors only.',
  params: planParams,
  query: nothing,
  body: { kind: 'json', schema: planWrapperWire },
  response: planWrapperWire,
});

/**
 * POST v2/delete/:type/uuid/:uuid: deletes a plan.
 *
 * @example
 * await api.call(deletePlanEntry, { params: { type: 'note', uuid } })
 */
export const deletePlanEntry = defineEntry({
  id: 'deletePlan',
  method: 'POST',
  path: 'v2/delete/:type/uuid/:uuid',
  auth: 'session',
  summary: 'Deletes a plan and its documents; editors only.',
  params: planParams,
  query: nothing,
  body: noBody,
  response: z.object({}),
});

/**
 * POST v2/delete/segment/uuid/:uuid: deletes one segment of a multi-segment plan; the last segment,
 * or a cruise's embark or disembark, takes the whole plan with it.
 *
 * @example
 * await api.call(deleteSegmentEntry, { params: { uuid: segmentUuid } })
 */
export const deleteSegmentEntry = defineEntry({
  id: 'deleteSegment',
  method: 'POST',
  path: 'v2/delete/segment/uuid/:uuid',
  auth: 'session',
  summary:
    'Deletes one segment of a flight, rail, transport or cruise plan. Deleting the last segment, or a ' +
    'cruise embark or disembark, deletes the whole plan; deleted_plan says which happened.',
  params: z.object({ uuid: z.string().min(1).max(100) }),
  query: nothing,
  body: noBody,
  response: z.object({ deleted_plan: z.enum(['true', 'false']) }),
});

/**
 * GET v2/move/:type/uuid/:uuid?trip_uuid=: files a plan in another trip (or, with an empty
 * trip_uuid, makes it unfiled). A changing GET: the server asks for the CSRF header here too.
 *
 * @example
 * await api.call(movePlanEntry, { params: { type: 'lodging', uuid }, query: { trip_uuid: target } })
 */
export const movePlanEntry = defineEntry({
  id: 'movePlan',
  method: 'GET',
  path: 'v2/move/:type/uuid/:uuid',
  auth: 'session',
  summary:
    'Moves a plan into trip_uuid (the caller must edit both the plan and the target trip); answers the ' +
    'moved wrapper. Requires the X-CSRF-Token header although it is a GET.',
  params: planParams,
  query: z.object({ trip_uuid: z.string().max(100).default('') }),
  body: noBody,
  response: planWrapperWire,
  csrf: 'always',
});

/**
 * POST v2/copy/:type/uuid/:uuid?trip_uuid=: copies a plan into a trip (new uuids, same content,
 * documents not copied); an empty trip_uuid makes the copy an unfiled item.
 *
 * @example
 * await api.call(copyPlanEntry, { params: { type: 'restaurant', uuid }, query: { trip_uuid: target } })
 */
export const copyPlanEntry = defineEntry({
  id: 'copyPlan',
  method: 'POST',
  path: 'v2/copy/:type/uuid/:uuid',
  auth: 'session',
  summary: 'Copies a plan (new uuids, documents not copied) into trip_uuid, or as an unfiled item; answers the copy.',
  params: planParams,
  query: z.object({ trip_uuid: z.string().max(100).default('') }),
  body: noBody,
  response: planWrapperWire,
});

const objectLists = Object.fromEntries(TRIP_OBJECT_LIST_KEYS.map((key) => [key, z.array(z.record(z.string(), z.unknown())).default([])])) as Record<
  TripObjectListKey,
  z.ZodDefault<z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>>
>;

/**
 * GET v2/list/object?is_unfiled_items_only=true: the caller's unfiled items, one list per type.
 *
 * @example
 * await api.call(listObjectsEntry, { query: { is_unfiled_items_only: 'true', include: 'weather' } })
 */
export const listObjectsEntry = defineEntry({
  id: 'listObjects',
  method: 'GET',
  path: 'v2/list/object',
  auth: 'session',
  summary:
    'The unfiled items of the caller (is_unfiled_items_only=true), newest first, as typed object lists; ' + 'page_num and page_size (default 50) page them.',
  params: nothing,
  query: z.object({
    is_unfiled_items_only: z.literal('true'),
    include: z.string().max(100).optional(),
    page_num: z.coerce.number().int().min(1).default(1),
    page_size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  body: noBody,
  response: z.object({ ...objectLists, max_page: z.number().int() }),
});

/**
 * POST v2/updateMultipleCosts: sets the total cost of several plans at once (all or nothing).
 * Each is an amount with its currency, read tolerantly and stored as 'EUR 120.00'.
 *
 * @example
 * await api.call(updateMultipleCostsEntry, { body: { Costs: [{ uuid: 'p1', total_cost: '€120.00' }] } }) // stored as 'EUR 120.00'
 */
export const updateMultipleCostsEntry = defineEntry({
  id: 'updateMultipleCosts',
  method: 'POST',
  path: 'v2/updateMultipleCosts',
  auth: 'session',
  summary:
    "Sets total_cost of several plans the caller can edit (an amount with its currency, such as '€120' or 'EUR 120.00', stored as 'EUR 120.00'; 400 invalid_field:Costs.<i>.total_cost when unreadable); all or nothing.",
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      Costs: z
        .array(z.object({ uuid: z.string().min(1).max(100), total_cost: z.string().max(100) }))
        .min(1)
        .max(500),
    }),
  },
  response: z.object({ Costs: z.array(z.object({ uuid: z.string(), total_cost: z.string() })) }),
});
