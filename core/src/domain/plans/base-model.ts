import { DateTime } from 'luxon';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Applies an update to a plan model: only fields the model already has are copied ("an update
 * copies only known fields"). Choices where the spec is silent: only the update's own keys are
 * read; a value of `undefined` means "not sent" and leaves the field alone, while `null` or ''
 * is copied; values are copied as they are (no type check or conversion, the wire schemas do
 * that); a non-object update returns the model unchanged. The model itself is never mutated.
 *
 * @example
 * updateKnownFields({ name: 'Hotel', rooms: 1 }, { rooms: 2, hacker: true }) // { name: 'Hotel', rooms: 2 }
 * updateKnownFields({ name: 'Hotel' }, { name: undefined })                  // { name: 'Hotel' }
 */
export function updateKnownFields<T extends object>(model: T, update: unknown): T {
  if (!isRecord(update)) return model;
  const next: Record<string, unknown> = { ...(model as Record<string, unknown>) };
  for (const key of Object.keys(update)) {
    const value = update[key];
    if (Object.hasOwn(model, key) && value !== undefined) next[key] = value;
  }
  return next as T;
}

/**
 * Whether a value counts as empty for model equality: '', null, undefined or an empty array.
 * An empty object is not empty (it may be a sub-model whose fields are all empty, which
 * {@link modelsEqual} compares field by field anyway).
 *
 * @example
 * isEmptyModelValue([])  // true
 * isEmptyModelValue(0)   // false
 * isEmptyModelValue(' ') // false
 */
export function isEmptyModelValue(value: unknown): boolean {
  return value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0);
}

function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (DateTime.isDateTime(value)) return value.isValid ? value.toMillis() : Number.NaN;
  return null;
}

function arraysEqual(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => modelsEqual(item, b[i]));
}

function recordsEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => modelsEqual(a[key], b[key]));
}

/**
 * Compares two plan models field by field, as the base model does: dates (JS Date or luxon
 * DateTime, mixed freely) are equal when they name the same millisecond; '', null, undefined and
 * [] are all equal to one another, and a missing field equals an empty one; arrays compare item by
 * item in order, objects field by field, everything else with `===` (NaN equals NaN). Models are
 * trees: cyclic values are not supported.
 *
 * @example
 * modelsEqual({ notes: '', seats: [] }, { notes: null })                        // true
 * modelsEqual({ at: new Date(Date.UTC(2026, 0, 1)) }, { at: new Date(Date.UTC(2026, 0, 1)) }) // true
 * modelsEqual({ rooms: 1 }, { rooms: '1' })                                      // false
 */
export function modelsEqual(a: unknown, b: unknown): boolean {
  if (isEmptyModelValue(a) || isEmptyModelValue(b)) return isEmptyModelValue(a) && isEmptyModelValue(b);
  const ma = millisOf(a);
  const mb = millisOf(b);
  if (ma !== null || mb !== null) return ma !== null && mb !== null && Object.is(ma, mb);
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && arraysEqual(a, b);
  if (isRecord(a) && isRecord(b)) return recordsEqual(a, b);
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
