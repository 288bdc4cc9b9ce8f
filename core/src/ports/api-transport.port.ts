import type { ContractEntry, EntryCall, EntryOutput } from '../contract/entry.js';
import type { Result } from '../domain/result.js';

/** Why a call failed: an HTTP status with the parsed Error object, or no answer at all. */
export type ApiFailure =
  | {
      readonly kind: 'http';
      readonly status: number;
      readonly code: string;
      readonly detailedErrorCode: string;
      readonly description: string;
    }
  | { readonly kind: 'network' | 'timeout' | 'invalid-response' };

/**
 * Calls one contract entry and parses its answer with the entry's response schema.
 *
 * @example
 * const r = await transport.call(getProfileEntry, {}); if (r.ok) r.value.Profile.first_name
 */
export interface ApiTransport {
  call<E extends ContractEntry>(entry: E, input: EntryCall<E>): Promise<Result<EntryOutput<E>, ApiFailure>>;
}
