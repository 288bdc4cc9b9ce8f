import type { Plan } from '../plans/types/plan.js';

/**
 * What the airport data says of one airport, as imports complete a flight with it.
 *
 * @example
 * const fra: AirportFacts = { name: 'Frankfurt am Main Airport', city: 'Frankfurt am Main', countryCode: 'DE' };
 */
export interface AirportFacts {
  readonly name: string;
  readonly city: string;
  readonly countryCode: string;
}

/**
 * The airport codes of an imported plan's flights whose name, city or country the sender left out
 * (a boarding pass carries only codes): what to look up.
 *
 * @example
 * airportsToComplete(passFlight) // ['YUL', 'FRA']
 */
export function airportsToComplete(plan: Plan): readonly string[] {
  if (plan.type !== 'air') return [];
  const codes = plan.segments.flatMap((s) => [
    s.startAirportCode !== '' && (s.startAirportName === '' || s.startCityName === '' || s.startCountryCode === '') ? s.startAirportCode : '',
    s.endAirportCode !== '' && (s.endAirportName === '' || s.endCityName === '' || s.endCountryCode === '') ? s.endAirportCode : '',
  ]);
  return [...new Set(codes.filter((c) => c !== ''))];
}

/**
 * An imported flight completed from the airport data: each blank airport name, city and country
 * of a segment is filled from the airport its code names; what the sender wrote is never
 * replaced, and other plans are answered as they are. The city is what names a new trip
 * ("Frankfurt am Main", not "FRA") and what the plan shows.
 *
 * @example
 * withAirportFacts(passFlight, new Map([['FRA', fra]])).segments[0]?.endCityName // 'Frankfurt am Main'
 */
export function withAirportFacts(plan: Plan, airports: ReadonlyMap<string, AirportFacts>): Plan {
  if (plan.type !== 'air') return plan;
  const or = (given: string, found: string | undefined) => (given !== '' ? given : (found ?? ''));
  return {
    ...plan,
    segments: plan.segments.map((s) => {
      const [from, to] = [airports.get(s.startAirportCode), airports.get(s.endAirportCode)];
      return {
        ...s,
        ...{ startAirportName: or(s.startAirportName, from?.name), startCityName: or(s.startCityName, from?.city) },
        ...{ startCountryCode: or(s.startCountryCode, from?.countryCode) },
        ...{ endAirportName: or(s.endAirportName, to?.name), endCityName: or(s.endCityName, to?.city), endCountryCode: or(s.endCountryCode, to?.countryCode) },
      };
    }),
  };
}
