import type { PlanFieldErrors } from '../plan-form-types.js';
import { errorsOf } from '../fields/plan-rules.js';

/** One field error (message key and values). */
export type PlanFieldError = PlanFieldErrors[string];

/** The error of an empty segment list, at the path 'segments'. */
export const AT_LEAST_ONE_SEGMENT: PlanFieldError = { key: 'planSegments:segment.atLeastOne' };

/**
 * The errors of a segment list: "Add at least one segment." at 'segments' when it is empty, else
 * each segment's own errors, checked with its path prefix ('segments.2').
 *
 * @example
 * segmentListErrors([], () => ({})) // { segments: { key: 'planSegments:segment.atLeastOne' } }
 * segmentListErrors([a, b], (s, at) => ({ [`${at}.locationName`]: requiredText(s.locationName) }))
 */
export function segmentListErrors<S>(
  segments: readonly S[],
  check: (segment: S, at: string, index: number) => Readonly<Record<string, PlanFieldError | null | undefined>>,
): PlanFieldErrors {
  if (segments.length === 0) return { segments: AT_LEAST_ONE_SEGMENT };
  return errorsOf(...segments.map((s, i) => check(s, `segments.${i}`, i)));
}

/**
 * An error for a code that is set but not of the expected shape (an airline or airport code);
 * blank is left to the required check.
 *
 * @example
 * codeError('LH R', /^[A-Z]{3}$/, 'planSegments:air.errors.airportCode') // { key: 'planSegments:air.errors.airportCode' }
 */
export function codeError(value: string, pattern: RegExp, key: string): PlanFieldError | null {
  const text = value.trim();
  return text !== '' && !pattern.test(text) ? { key } : null;
}
