import { ROUTES, type RouteName } from './route-table.js';

/**
 * A pathname matched to a named route, with its pattern and decoded parameters.
 *
 * @example
 * const m: RouteMatch = { name: 'trip_summary', pattern: '/trips/:tripUuid', params: { tripUuid: 't1' } };
 */
export interface RouteMatch {
  readonly name: RouteName;
  readonly pattern: string;
  readonly params: Readonly<Record<string, string>>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function segmentsOf(path: string): readonly string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchPattern(pattern: string, path: readonly string[]): Record<string, string> | null {
  const parts = segmentsOf(pattern);
  if (parts.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const actual = path[i] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decode(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * The named route an app-relative pathname (without the /app base) shows, or null. Trailing and
 * doubled slashes are ignored. When several patterns match, the one with the most fixed segments
 * wins, so /trips/t1/flights/create is the create form, not a flight with uuid "create".
 *
 * @example
 * matchRoute('/trips/t1/flights/s1')?.name // 'segment_flight'
 * matchRoute('/account/profile/emails/add')?.name // 'account-add-email'
 * matchRoute('/nowhere') // null
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const path = segmentsOf(pathname);
  let best: (RouteMatch & { readonly fixed: number }) | null = null;
  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const params = matchPattern(pattern, path);
    if (params === null) continue;
    const fixed = segmentsOf(pattern).filter((p) => !p.startsWith(':')).length;
    if (best === null || fixed > best.fixed) best = { name, pattern, params, fixed };
  }
  return best === null ? null : { name: best.name, pattern: best.pattern, params: best.params };
}
