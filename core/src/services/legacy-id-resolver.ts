import { utilEncodeEntry } from '../contract/lookup-entries.js';
import { legacyIdLookupQuery, legacyIdParams, legacyRewriteUrl } from '../navigation/routes/legacy-ids.js';
import { matchRoute } from '../navigation/routes/match-route.js';
import type { ApiTransport } from '../ports/api-transport.port.js';

/**
 * The legacy numeric-id guard of part 1 section 2.5: a URL whose trip, item or reservation
 * parameter is a numeric legacy id is turned into its uuid form (with the marker flag rw=1) by
 * asking GET v2/utilEncode for each id. Any failure leaves navigation unchanged (null).
 *
 * @example
 * const resolver = new LegacyIdResolver(transport);
 * await resolver.rewrite('/trips/12', { tab: 'x' }, '') // '/trips/0f3…?tab=x&rw=1' or null
 */
export class LegacyIdResolver {
  constructor(private readonly api: ApiTransport) {}

  /** Whether a path holds a legacy id at all (no call is needed otherwise). */
  needsRewrite(pathname: string): boolean {
    const match = matchRoute(pathname);
    return match !== null && legacyIdParams(match.pattern, match.params).length > 0;
  }

  /** The uuid form of the URL, or null when it has no legacy id or one could not be converted. */
  async rewrite(pathname: string, query: Readonly<Record<string, string | undefined>>, hash: string): Promise<string | null> {
    const match = matchRoute(pathname);
    if (match === null) return null;
    const legacy = legacyIdParams(match.pattern, match.params);
    if (legacy.length === 0) return null;
    const uuids: Record<string, string> = {};
    for (const p of legacy) {
      const answer = await this.api.call(utilEncodeEntry, { query: legacyIdLookupQuery(p) });
      if (!answer.ok) return null;
      uuids[p.param] = answer.value.uuid;
    }
    const url = legacyRewriteUrl({ pattern: match.pattern, params: match.params, uuids, query, hash });
    return url.ok ? url.value : null;
  }
}
