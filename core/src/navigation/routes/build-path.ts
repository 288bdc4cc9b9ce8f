import { err, ok, type Result } from '../../domain/result.js';
import { ROUTES, type PathParams, type RouteName, type RouteParams } from './route-table.js';

/**
 * A `:param` of a pattern that was not given (or given empty).
 *
 * @example
 * const e: MissingParam = { kind: 'missing-param', param: 'tripUuid' };
 */
export type MissingParam = { readonly kind: 'missing-param'; readonly param: string };

/**
 * Fills the `:param` segments of any path pattern, URI-encoding each value. A missing, null or
 * empty value is an error (a path with an empty segment would name another page).
 *
 * @example
 * fillPattern('/trips/:tripUuid/cost', { tripUuid: 'a b' }) // ok('/trips/a%20b/cost')
 * fillPattern('/trips/:tripUuid', {})                      // err({ kind: 'missing-param', param: 'tripUuid' })
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string | number | null | undefined>>): Result<string, MissingParam> {
  const segments: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const param = segment.slice(1);
    const value = Object.hasOwn(params, param) ? params[param] : undefined;
    if (value === undefined || value === null || String(value) === '') return err({ kind: 'missing-param', param });
    segments.push(encodeURIComponent(String(value)));
  }
  return ok(segments.join('/'));
}

type ParamsArgs<N extends RouteName> = [PathParams<(typeof ROUTES)[N]>] extends [never] ? [params?: Readonly<Record<string, never>>] : [params: RouteParams<N>];

/**
 * The app-relative path of a named route (without the /app base), its parameters URI-encoded.
 * The types require every parameter; an empty string at run time is a programming error and
 * throws RangeError.
 *
 * @example
 * buildPath('trips')                                                  // '/trips'
 * buildPath('trip_summary', { tripUuid: 't1' })                       // '/trips/t1'
 * buildPath('unfiled_segment_car', { reservationUuid: 'r1' })         // '/unfiled/car-rental/r1'
 * buildPath('point-tracker-program', { pointsProgramId: 42 })         // '/account/point-tracker/42'
 */
export function buildPath<N extends RouteName>(name: N, ...[params]: ParamsArgs<N>): string {
  const pattern: string = ROUTES[name];
  const filled = fillPattern(pattern, (params ?? {}) as Readonly<Record<string, string | number>>);
  if (!filled.ok) throw new RangeError(`buildPath(${name}): parameter ${filled.error.param} is empty`);
  return filled.value;
}
