import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiFailure, Result } from '@waybook/core';

/** Where loading one resource stands, as every screen shows it. */
export type LoadState<T> =
  { readonly status: 'loading' } | { readonly status: 'not-found' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly value: T };

/** A failed read, thrown by a query function so that the query holds it as its error. */
export class ReadFailure<E = ApiFailure> extends Error {
  constructor(readonly failure: E) {
    super('read failed');
  }
}

/**
 * A service answer as a query function wants it: the value, or a thrown {@link ReadFailure}.
 *
 * @example
 * queryFn: async () => valueOrThrow(await trips.details(uuid))
 */
export function valueOrThrow<T, E>(result: Result<T, E>): T {
  if (result.ok) return result.value;
  throw new ReadFailure(result.error);
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof ReadFailure)) return false;
  const failure: unknown = error.failure;
  return typeof failure === 'object' && failure !== null && 'kind' in failure && failure.kind === 'http' && 'status' in failure && failure.status === 404;
}

/**
 * The load state of a query: a 404 is not found (also on a re-read: the thing is gone); ready
 * while it has data (any other failed re-read keeps what is shown); any other failure an error;
 * else loading. `enabled` false (nothing to ask
 * for, such as a missing uuid) is not found.
 *
 * @example
 * const state = loadStateOf(useQuery(...), uuid !== '');
 */
export function loadStateOf<T>(query: UseQueryResult<T>, enabled: boolean): LoadState<T> {
  if (!enabled) return { status: 'not-found' };
  if (query.isError && isNotFound(query.error)) return { status: 'not-found' };
  if (query.data !== undefined) return { status: 'ready', value: query.data };
  if (query.isError) return { status: 'error' };
  return { status: 'loading' };
}
