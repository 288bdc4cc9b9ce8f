import { autocompletePlaceEntry } from '../contract/lookup-entries.js';
import { ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/** Autocomplete request size (part 1 section 9). */
export const AUTOCOMPLETE_REQUEST_LIMIT = 15;

/** One autocomplete suggestion. */
export interface Suggestion {
  readonly id: string;
  readonly label: string;
}

/**
 * Place suggestions for the home city and destination fields.
 *
 * @example
 * const r = await new PlaceSearch(transport).search('san fr');
 */
export class PlaceSearch {
  constructor(private readonly api: ApiTransport) {}

  async search(query: string): Promise<Result<readonly Suggestion[], ApiFailure>> {
    const result = await this.api.call(autocompletePlaceEntry, {
      query: { query, limit: AUTOCOMPLETE_REQUEST_LIMIT, is_async: 'true' },
    });
    if (!result.ok) return result;
    return ok(result.value.Results.map((r) => ({ id: r.id, label: r.label })));
  }
}
