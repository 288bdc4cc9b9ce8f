import { err, ok, type Result } from '../result.js';

/**
 * Which program an update (POST v2/pointsProgram/update) is about: an existing tracked account
 * by id, or a new one of a supplier by supplier_code.
 *
 * @example
 * const t: PointsUpdateTarget = { kind: 'supplier', supplierCode: 'DL' };
 */
export type PointsUpdateTarget = { readonly kind: 'id'; readonly id: number } | { readonly kind: 'supplier'; readonly supplierCode: string };

/**
 * Why an update names no program ("an update requires id or supplier_code, otherwise an error").
 *
 * @example
 * const e: PointsUpdateTargetError = { kind: 'missing-target' };
 */
export type PointsUpdateTargetError = { readonly kind: 'missing-target' };

/**
 * The program an update is about. Choice: when both are given the id wins (it names one tracked
 * account, a supplier code may have several); an id must be a positive integer and a supplier
 * code non-blank (trimmed), else it counts as absent.
 *
 * @example
 * pointsUpdateTarget({ id: 12, supplierCode: 'DL' })   // ok({ kind: 'id', id: 12 })
 * pointsUpdateTarget({ id: null, supplierCode: ' DL' }) // ok({ kind: 'supplier', supplierCode: 'DL' })
 * pointsUpdateTarget({ id: null, supplierCode: '' })    // err({ kind: 'missing-target' })
 */
export function pointsUpdateTarget(input: {
  readonly id: number | null;
  readonly supplierCode: string | null;
}): Result<PointsUpdateTarget, PointsUpdateTargetError> {
  if (input.id !== null && Number.isInteger(input.id) && input.id > 0) return ok({ kind: 'id', id: input.id });
  const supplierCode = (input.supplierCode ?? '').trim();
  return supplierCode === '' ? err({ kind: 'missing-target' }) : ok({ kind: 'supplier', supplierCode });
}
