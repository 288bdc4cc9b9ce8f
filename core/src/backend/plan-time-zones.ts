import type { PlanAddress, PlanDateTime } from '../domain/plans/plan-fields.js';
import type { Plan } from '../domain/plans/types/plan.js';
import type { PlaceLookup } from '../ports/place-lookup.port.js';
import type { Trip } from '../domain/trips/trip.js';

/**
 * Where plan time zones come from: an airport's zone for flights, a place's zone otherwise (by
 * coordinates when the address has them, else by its city or text), and a free-text place (the
 * trip's destination) as the last resort.
 *
 * @example
 * const zone = await zones.forAirport('CDG'); // 'Europe/Paris'
 */
export interface PlanZoneResolver {
  forAirport(code: string): Promise<string | null>;
  forAddress(address: PlanAddress): Promise<string | null>;
  forPlace(text: string): Promise<string | null>;
}

/**
 * A resolver on the reference data: airport zones and zones at coordinates from a time-zone
 * lookup, zones of named places from the place index.
 *
 * @example
 * const zones = planZoneResolver({ forAirport, at }, places);
 */
export function planZoneResolver(
  timeZones: { forAirport(code: string): string | null; at(latitude: number, longitude: number): string | null },
  places: PlaceLookup,
): PlanZoneResolver {
  const forPlace = async (text: string): Promise<string | null> => {
    const query = text.trim();
    if (query === '') return null;
    const exact = await places.byLabel(query, 'en-US');
    if (exact) return exact.timeZone;
    const [first] = await places.search(query, { limit: 1, locale: 'en-US' });
    return first?.timeZone ?? null;
  };
  return {
    forAirport: async (code) => (code.trim() === '' ? null : timeZones.forAirport(code.trim().toUpperCase())),
    forAddress: async (a) => {
      if (a.latitude !== null && a.longitude !== null) return timeZones.at(a.latitude, a.longitude);
      return (await forPlace(a.city)) ?? (await forPlace(a.address));
    },
    forPlace,
  };
}

const isDateTime = (v: unknown): v is PlanDateTime => typeof v === 'object' && v !== null && 'date' in v && 'time' in v && 'timezone' in v && 'utcOffset' in v;
const isAddress = (v: unknown): v is PlanAddress => typeof v === 'object' && v !== null && 'city' in v && 'latitude' in v && 'addr1' in v;
const hasPlace = (a: PlanAddress): boolean => a.latitude !== null || a.city.trim() !== '' || a.address.trim() !== '';

// Every address inside a value, in field order.
function addressesIn(value: unknown): PlanAddress[] {
  if (isAddress(value)) return hasPlace(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(addressesIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(addressesIn);
  return [];
}

// The value with every dated, zoneless date-time given `zone`.
function withZone<T>(value: T, zone: string | null): T {
  if (zone === null) return value;
  if (isDateTime(value)) return (value.date !== '' && value.timezone === '' ? { ...value, timezone: zone } : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => withZone(v, zone)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withZone(v, zone)])) as T;
  }
  return value;
}

// A segment whose start* and end* date-times take the zone of its start* and end* addresses (a
// ferry from Copenhagen to Oslo ends in Oslo's zone); `fallback` where that side has none.
async function withEndZones<T extends object>(segment: T, zoneOf: (v: unknown) => Promise<string | null>, fallback: string | null): Promise<T> {
  const entries = Object.entries(segment);
  const sideZone = async (side: 'start' | 'end'): Promise<string | null> =>
    (await zoneOf(entries.filter(([k, v]) => k.startsWith(side) && isAddress(v)).map(([, v]) => v))) ?? fallback;
  const zones = { start: await sideZone('start'), end: await sideZone('end') };
  return Object.fromEntries(
    entries.map(([k, v]) => [k, isDateTime(v) ? withZone(v, k.startsWith('end') ? zones.end : zones.start) : withZone(v, fallback)]),
  ) as T;
}

/**
 * Fills the time zone of every dated date-time of a plan that has none, so that durations,
 * ordering and layovers are right across zones: flight segments from their airports, other
 * segments from their own first address, everything else from the plan's first address, and as
 * a last resort the trip's destination (never for an airport: a flight whose airport is unknown
 * keeps no zone rather than a wrong one). Segments take the zone of where each side is. Zones
 * already set (also by hand) are kept.
 *
 * @example
 * await fillPlanTimeZones(airPlan, zones, null) // segments' StartDateTime.timezone from their airports
 */
export async function fillPlanTimeZones(plan: Plan, zones: PlanZoneResolver, trip: Trip | null): Promise<Plan> {
  let fallback: string | null = null;
  if (trip !== null) {
    const a = trip.primaryLocationAddress;
    fallback =
      (a && a.latitude !== null && a.longitude !== null
        ? await zones.forAddress({
            address: '',
            addr1: '',
            addr2: '',
            city: a.city,
            state: a.state,
            zip: '',
            country: a.country,
            latitude: a.latitude,
            longitude: a.longitude,
          })
        : null) ?? (await zones.forPlace(trip.primaryLocation));
  }
  const zoneOf = async (value: unknown): Promise<string | null> => {
    for (const address of addressesIn(value)) {
      const zone = await zones.forAddress(address);
      if (zone !== null) return zone;
    }
    return null;
  };
  if (plan.type === 'air') {
    const segments = [];
    for (const s of plan.segments) {
      // An airport's zone or none: another place's zone would put the flight at the wrong time.
      const start = await zones.forAirport(s.startAirportCode);
      const end = await zones.forAirport(s.endAirportCode);
      segments.push({ ...s, startDateTime: withZone(s.startDateTime, start), endDateTime: withZone(s.endDateTime, end) });
    }
    return { ...plan, segments };
  }
  const planZone = (await zoneOf({ ...plan, meta: undefined, booking: undefined })) ?? fallback;
  if (plan.type === 'rail' || plan.type === 'transport' || plan.type === 'cruise') {
    const segments = [];
    for (const s of plan.segments) segments.push(await withEndZones(s, zoneOf, (await zoneOf(s)) ?? planZone));
    return withZone({ ...plan, segments }, planZone) as Plan;
  }
  // Car, parking and the rest: each side (start*, end*) where it is, the plan's place otherwise.
  return (await withEndZones(plan, zoneOf, planZone)) as Plan;
}
