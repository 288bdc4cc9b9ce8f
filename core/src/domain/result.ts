/**
 * A tagged result: expected failures are values, not exceptions.
 *
 * @example
 * const r: Result<number, { kind: 'negative' }> = n < 0 ? err({ kind: 'negative' }) : ok(n);
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

/**
 * Wraps a success value.
 *
 * @example
 * ok(3) // { ok: true, value: 3 }
 */
export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

/**
 * Wraps an expected failure.
 *
 * @example
 * err({ kind: 'too-short' }) // { ok: false, error: { kind: 'too-short' } }
 */
export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
