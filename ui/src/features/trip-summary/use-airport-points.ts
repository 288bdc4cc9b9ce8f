import { useQuery } from '@tanstack/react-query';
import type { AirportPoint, LookupSearch } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/** The points of the airports the map needs: an empty map until they are read (or when none is). */
export type AirportPoints = ReadonlyMap<string, AirportPoint>;

const NONE: AirportPoints = new Map();

/**
 * The point of each airport code, from the airport reference data (GET v2/autocompleteAirport,
 * one call per code, the row whose code is exactly the one asked). A code the data does not know,
 * or a failed call, gives no point: the map shows the places it can.
 *
 * @example
 * await airportPoints(lookups, ['OSL', 'CPH']) // Map { 'OSL' => { latitude: 60.19, longitude: 11.1, city: 'Oslo' }, ... }
 */
export async function airportPoints(lookups: LookupSearch, codes: readonly string[]): Promise<AirportPoints> {
  const answers = await Promise.all(codes.map((code) => lookups.airports(code)));
  const points = new Map<string, AirportPoint>();
  answers.forEach((answer, i) => {
    const code = codes[i]!;
    const row = answer.ok ? answer.value.find((a) => a.code === code) : undefined;
    if (row !== undefined) points.set(code, { latitude: row.latitude, longitude: row.longitude, city: row.city });
  });
  return points;
}

/**
 * The points of these airports, read once per set of codes and kept for the session (airports
 * do not move); `loading` while the first read runs.
 *
 * @example
 * const { points, loading } = useAirportPoints(tripMapAirportCodes(plans));
 */
export function useAirportPoints(codes: readonly string[]): { readonly points: AirportPoints; readonly loading: boolean } {
  const lookups = useService(TOKENS.lookupSearch);
  const sorted = [...codes].sort();
  const query = useQuery({
    queryKey: ['airport-points', ...sorted],
    queryFn: () => airportPoints(lookups, sorted),
    enabled: sorted.length > 0,
    staleTime: Infinity,
  });
  return { points: query.data ?? NONE, loading: sorted.length > 0 && query.isPending };
}
