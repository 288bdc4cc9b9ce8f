import { planDateTimeInstant } from '../plans/plan-date-time.js';
import type { PlanDateTime } from '../plans/plan-fields.js';
import type { AirSegment } from '../plans/types/air-plan.js';
import type { Plan } from '../plans/types/plan.js';

interface Leg {
  readonly from: string;
  readonly to: string;
  readonly city: string;
  readonly name: string;
  readonly start: PlanDateTime;
  readonly end: PlanDateTime;
}

const at = (d: PlanDateTime) => planDateTimeInstant(d)?.toMillis() ?? null;

/**
 * The leg that ends where the traveler goes: the last one of a one-way journey; of a round trip
 * (back where it began), the one followed by the longest stay (the last outbound leg).
 */
function outboundEnd(legs: readonly Leg[]): Leg | undefined {
  const last = legs.at(-1);
  if (legs.length < 2 || last === undefined || legs[0]?.from === '' || legs[0]?.from !== last.to) return last;
  let best: { leg: Leg; stay: number } | undefined;
  legs.slice(0, -1).forEach((leg, i) => {
    const [arrived, next] = [at(leg.end) ?? at(leg.start), at(legs[i + 1]?.start ?? leg.end)];
    const stay = arrived === null || next === null ? -1 : next - arrived;
    if (best === undefined || stay > best.stay) best = { leg, stay };
  });
  return best?.leg ?? last;
}

const airLeg = (s: AirSegment): Leg => ({
  ...{ from: s.startAirportCode, to: s.endAirportCode, city: s.endCityName },
  ...{ name: s.endAirportName || s.endAirportCode, start: s.startDateTime, end: s.endDateTime },
});

// The destination a plan names: [city, a fallback name (airport, station, hotel...)].
function destinationOf(plan: Plan): [string, string] {
  switch (plan.type) {
    case 'air': {
      const leg = outboundEnd(plan.segments.map(airLeg));
      return [leg?.city ?? '', leg?.name ?? ''];
    }
    case 'rail': {
      const legs = plan.segments.map((s) => ({
        ...{ from: s.startStationName, to: s.endStationName, city: s.endStationAddress.city },
        ...{ name: s.endStationName, start: s.startDateTime, end: s.endDateTime },
      }));
      const leg = outboundEnd(legs);
      return [leg?.city ?? '', leg?.name ?? ''];
    }
    case 'transport': {
      const last = plan.segments.at(-1);
      return [last?.endLocationAddress.city ?? '', last?.endLocationName ?? ''];
    }
    case 'lodging':
      return [plan.address.city, plan.meta.displayName];
    case 'car':
      return [plan.startLocationAddress.city, ''];
    case 'restaurant':
    case 'activity':
      return [plan.address.city, ''];
    default:
      return ['', ''];
  }
}

const PRIORITY: readonly Plan['type'][] = ['air', 'lodging', 'rail', 'transport', 'car', 'activity', 'restaurant'];

/**
 * The destination that names a new trip for imported plans: the city of the last outbound flight's
 * arrival (for a round trip, the leg followed by the longest stay; else the last leg), else the
 * hotel's city, a train's or ride's arrival city, a car pick-up's, an event's or restaurant's
 * city, in that order; with no city anywhere, the arrival airport's name or code, station, or
 * hotel name, in the same order; '' when nothing is known.
 *
 * @example
 * importDestination([roundTripParisNewYork, hotelInManhattan]) // 'New York'
 */
export function importDestination(plans: readonly Plan[]): string {
  const ranked = [...plans].sort((a, b) => PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type));
  const names = ranked.map(destinationOf);
  return names.map(([city]) => city.trim()).find((c) => c !== '') ?? names.map(([, name]) => name.trim()).find((n) => n !== '') ?? '';
}
