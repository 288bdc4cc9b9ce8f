import { planDateTimeInstant } from './plan-date-time.js';
import { planMapRoute, type AirportPoint, type GeoPoint, type MapStop, type TripMapLegMode } from './trip-map-stops.js';
import type { CodecPlanType, Plan } from './types/plan.js';

export { addressPoint, planMapRoute, type AirportPoint, type GeoPoint, type TripMapLegMode } from './trip-map-stops.js';

/**
 * One place on a trip's map: `number` counts places in the order the trip first reaches them
 * (1 first); `key` identifies it (`airport:CDG`, or `at:` and the point to four decimals, about
 * ten metres); `name` is the first name it was given (an airport's city, a hotel's name...).
 *
 * @example
 * const p: TripMapPlace = { key: 'airport:CDG', number: 1, name: 'Paris', airportCode: 'CDG', planTypes: ['air'], planUuids: ['a1'], latitude: 49.01, longitude: 2.55 };
 */
export interface TripMapPlace extends GeoPoint {
  readonly key: string;
  readonly number: number;
  readonly name: string;
  readonly airportCode: string;
  readonly planTypes: readonly CodecPlanType[];
  readonly planUuids: readonly string[];
}

/**
 * A leg between two places of the map (by their keys), and how it is travelled.
 *
 * @example
 * const l: TripMapLeg = { from: 'airport:OSL', to: 'airport:CPH', mode: 'flight' };
 */
export interface TripMapLeg {
  readonly from: string;
  readonly to: string;
  readonly mode: TripMapLegMode;
}

/**
 * What a trip's map shows: its places, numbered, and the legs between them.
 *
 * @example
 * const m: TripMap = { places: [], legs: [] };
 */
export interface TripMap {
  readonly places: readonly TripMapPlace[];
  readonly legs: readonly TripMapLeg[];
}

const placeKey = (s: MapStop & { point: GeoPoint }) =>
  s.airportCode !== '' ? `airport:${s.airportCode}` : `at:${s.point.latitude.toFixed(4)},${s.point.longitude.toFixed(4)}`;

const millis = (s: MapStop) => (s.at === null ? null : (planDateTimeInstant(s.at)?.toMillis() ?? null));

// Time order, stable; stops without a date keep their plan order after the dated ones.
function inTimeOrder<T extends { readonly at: number | null; readonly index: number }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => {
    if (a.at === null || b.at === null) return a.at === b.at ? a.index - b.index : a.at === null ? 1 : -1;
    return a.at - b.at || a.index - b.index;
  });
}

type Draft = Omit<TripMapPlace, 'planTypes' | 'planUuids'> & { planTypes: CodecPlanType[]; planUuids: string[] };

function addDistinct<T>(list: T[], value: T): void {
  if (!list.includes(value)) list.push(value);
}

/**
 * The places of a trip's plans that have a point, once each, numbered in the order the trip first
 * reaches them (by the instant of each stop; undated stops last, in plan order), with the legs
 * between them (flights, trains, transfers, cruises, car rentals, directions). A flight airport
 * takes its point from `airports` (by upper-case IATA code, see {@link tripMapAirportCodes}); an
 * address its own coordinates. A stop without a point is left out, with its legs; a leg from a
 * place to itself is left out, and a leg travelled again (either way, same mode) is kept once.
 *
 * @example
 * tripMapPlaces([osloCopenhagenNewark], new Map([['OSL', osl], ['CPH', cph]])).places.map((p) => p.airportCode) // ['OSL', 'CPH']
 */
export function tripMapPlaces(plans: readonly Plan[], airports: ReadonlyMap<string, AirportPoint>): TripMap {
  const routes = plans.map((plan) => planMapRoute(plan, airports));
  const stops = routes.flatMap((r, p) => r.stops.map((stop, i) => ({ stop, plan: p, i })));
  const ordered = inTimeOrder(stops.map((s, index) => ({ ...s, index, at: millis(s.stop) })));
  const byKey = new Map<string, Draft>();
  const keyOf = new Map<string, string>();
  for (const { stop, plan, i } of ordered) {
    const { point } = stop;
    if (point === null) continue;
    const key = placeKey({ ...stop, point });
    keyOf.set(`${plan}:${i}`, key);
    const place = byKey.get(key) ?? { key, number: byKey.size + 1, name: stop.name, airportCode: stop.airportCode, planTypes: [], planUuids: [], ...point };
    byKey.set(key, place);
    addDistinct(place.planTypes, stop.planType);
    addDistinct(place.planUuids, stop.planUuid);
  }
  return { places: [...byKey.values()], legs: mapLegs(routes, keyOf) };
}

function mapLegs(
  routes: readonly { readonly legs: readonly (readonly [number, number, TripMapLegMode])[] }[],
  keyOf: ReadonlyMap<string, string>,
): TripMapLeg[] {
  const seen = new Set<string>();
  const legs: TripMapLeg[] = [];
  routes.forEach((route, p) => {
    for (const [a, b, mode] of route.legs) {
      const from = keyOf.get(`${p}:${a}`);
      const to = keyOf.get(`${p}:${b}`);
      if (from === undefined || to === undefined || from === to) continue;
      const id = [from, to].sort().join('|') + `|${mode}`;
      if (seen.has(id)) continue;
      seen.add(id);
      legs.push({ from, to, mode });
    }
  });
  return legs;
}

/**
 * The IATA codes of a trip's flight airports, upper case, once each, in plan and segment order:
 * the airports whose points the map needs from the airport reference data.
 *
 * @example
 * tripMapAirportCodes([osloCopenhagenNewark]) // ['OSL', 'CPH', 'EWR']
 */
export function tripMapAirportCodes(plans: readonly Plan[]): string[] {
  const codes: string[] = [];
  for (const plan of plans) {
    if (plan.type !== 'air') continue;
    for (const s of plan.segments) for (const code of [s.startAirportCode, s.endAirportCode]) addDistinct(codes, code.trim().toUpperCase());
  }
  return codes.filter((c) => /^[A-Z0-9]{3}$/.test(c));
}
