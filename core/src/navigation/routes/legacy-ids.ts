import { err, ok, type Result } from '../../domain/result.js';
import { fillPattern, type MissingParam } from './build-path.js';
import { formatQuery } from './query-string.js';
import { isSegmentRouteType, type SegmentRouteType } from './segment-routes.js';

/**
 * The entity types the server converts legacy ids of (GET v2/utilEncode `entity_type`).
 *
 * @example
 * const t: LegacyEntityType = 'trip_item';
 */
export type LegacyEntityType = 'trip' | 'trip_item' | 'reservation';

/**
 * The marker query flag added to a URL rewritten from legacy ids: `rw=1`, the flag the
 * not-found page reads to report a 404 after a rewrite (part 1 section 2.6).
 *
 * @example
 * LEGACY_REWRITE_FLAG // { name: 'rw', value: '1' }
 */
export const LEGACY_REWRITE_FLAG = { name: 'rw', value: '1' } as const;

/**
 * A route parameter holding a numeric legacy id, and the entity type to convert it as.
 *
 * @example
 * const p: LegacyIdParam = { param: 'tripUuid', id: '123', entityType: 'trip' };
 */
export interface LegacyIdParam {
  readonly param: string;
  readonly id: string;
  readonly entityType: LegacyEntityType;
}

const SEGMENT_AS_ITEM: readonly SegmentRouteType[] = ['flights', 'rail', 'transport', 'cruise', 'note', 'direction', 'map'];
const RESERVATION_AS_ITEM: readonly SegmentRouteType[] = ['note', 'direction', 'map'];

/**
 * Whether a parameter value is a numeric legacy id (ASCII digits only) rather than a uuid.
 *
 * @example
 * isLegacyId('12345')                                // true
 * isLegacyId('0b6e2c9a-8f1d-4d6e-9a51-3c2b1a0f9e77') // false
 */
export function isLegacyId(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/**
 * The route type segment a path (pattern or concrete) concerns: the segment after
 * /trips/{trip}/ or after /unfiled/; null when there is none.
 *
 * @example
 * routeTypeOfPath('/trips/:tripUuid/flights/:segmentUuid/seat-tracker') // 'flights'
 * routeTypeOfPath('/unfiled/note/42')                                   // 'note'
 * routeTypeOfPath('/trips/42/cost')                                     // null
 */
export function routeTypeOfPath(path: string): SegmentRouteType | null {
  const segments = path.split('/').filter((s) => s !== '');
  const trips = segments.indexOf('trips');
  const unfiled = segments.indexOf('unfiled');
  const candidate = trips !== -1 ? segments[trips + 2] : unfiled !== -1 ? segments[unfiled + 1] : undefined;
  return candidate !== undefined && isSegmentRouteType(candidate) ? candidate : null;
}

/**
 * The entity type of a route parameter (part 1 section 2.5), or null if it names no trip, item or
 * reservation: tripUuid is a trip; segmentUuid is a reservation unless the path concerns flight,
 * rail, transport, cruise, note, direction or map (then a trip_item); reservationUuid is a
 * reservation, except in note, direction or map paths where it is a trip_item.
 *
 * @example
 * legacyEntityTypeOf('segmentUuid', 'lodging')  // 'reservation'
 * legacyEntityTypeOf('segmentUuid', 'flights')  // 'trip_item'
 * legacyEntityTypeOf('reservationUuid', 'map')  // 'trip_item'
 * legacyEntityTypeOf('emailUuid', null)         // null
 */
export function legacyEntityTypeOf(param: string, routeType: SegmentRouteType | null): LegacyEntityType | null {
  switch (param) {
    case 'tripUuid':
      return 'trip';
    case 'segmentUuid':
      return routeType !== null && SEGMENT_AS_ITEM.includes(routeType) ? 'trip_item' : 'reservation';
    case 'reservationUuid':
      return routeType !== null && RESERVATION_AS_ITEM.includes(routeType) ? 'trip_item' : 'reservation';
    default:
      return null;
  }
}

/**
 * The route parameters of a path that hold numeric legacy ids, each with its entity type, in
 * parameter order. Other parameters (receipt and points-program ids are numeric by design) are
 * never legacy ids.
 *
 * @example
 * legacyIdParams('/trips/:tripUuid/note/:segmentUuid', { tripUuid: '12', segmentUuid: '34' })
 * // [{ param: 'tripUuid', id: '12', entityType: 'trip' }, { param: 'segmentUuid', id: '34', entityType: 'trip_item' }]
 */
export function legacyIdParams(path: string, params: Readonly<Record<string, string | undefined>>): readonly LegacyIdParam[] {
  const routeType = routeTypeOfPath(path);
  return Object.entries(params).flatMap(([param, id]) => {
    const entityType = legacyEntityTypeOf(param, routeType);
    return entityType !== null && id !== undefined && isLegacyId(id) ? [{ param, id, entityType }] : [];
  });
}

/**
 * The query of GET v2/utilEncode for one legacy id.
 *
 * @example
 * legacyIdLookupQuery({ param: 'tripUuid', id: '12', entityType: 'trip' }) // { id: '12', entity_type: 'trip' }
 */
export function legacyIdLookupQuery(p: LegacyIdParam): { readonly id: string; readonly entity_type: LegacyEntityType } {
  return { id: p.id, entity_type: p.entityType };
}

/**
 * What the replacement URL is made from: the route pattern, its current parameters, the uuids
 * found for the legacy ones (by parameter name), the current query and hash.
 *
 * @example
 * const r: LegacyRewrite = { pattern: '/trips/:tripUuid', params: { tripUuid: '12' }, uuids: { tripUuid: 'u1' }, query: {}, hash: '' };
 */
export interface LegacyRewrite {
  readonly pattern: string;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly uuids: Readonly<Record<string, string>>;
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly hash: string;
}

/**
 * The uuid form of a URL with legacy ids, with the marker flag rw=1 added to the query (other
 * query parameters and the hash are kept). Every legacy parameter needs its uuid; when one is
 * missing the result is an error and navigation continues unchanged.
 *
 * @example
 * legacyRewriteUrl({ pattern: '/trips/:tripUuid', params: { tripUuid: '12' }, uuids: { tripUuid: 'u1' }, query: { a: 'b' }, hash: '#top' })
 * // ok('/trips/u1?a=b&rw=1#top')
 */
export function legacyRewriteUrl(r: LegacyRewrite): Result<string, MissingParam> {
  const legacy = legacyIdParams(r.pattern, r.params);
  const missing = legacy.find((p) => !Object.hasOwn(r.uuids, p.param) || r.uuids[p.param] === '');
  if (missing !== undefined) return err({ kind: 'missing-param', param: missing.param });
  const params = { ...r.params, ...Object.fromEntries(legacy.map((p) => [p.param, r.uuids[p.param]])) };
  const path = fillPattern(r.pattern, params);
  if (!path.ok) return path;
  const hash = r.hash === '' || r.hash.startsWith('#') ? r.hash : `#${r.hash}`;
  const query = formatQuery({ ...r.query, [LEGACY_REWRITE_FLAG.name]: LEGACY_REWRITE_FLAG.value });
  return ok(`${path.value}${query}${hash}`);
}
