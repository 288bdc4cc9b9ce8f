import { z } from 'zod';
import { wireNumber, wireText } from './wire.js';
import { isInternalDate } from '../domain/dates/internal-date.js';
import { wireBoolean } from './wire.js';

// One definition of these scalars serves every codec (they live in contract/wire.ts).
export { wireNumber, wireText };

const isUnset = (v: unknown): v is '' | null | undefined => v === undefined || v === null || v === '';
const numeric = z.union([z.number(), z.string().regex(/^-?\d+(?:\.\d+)?$/, 'expected a number')]);

/**
 * A wire boolean ("true"/"false", JSON booleans accepted) that reads as `fallback` when missing or null.
 *
 * @example
 * wireFlag(false).parse('true') // true
 * wireFlag(false).parse(null)   // false
 */
export function wireFlag(fallback: boolean) {
  return wireBoolean.nullish().transform((v) => v ?? fallback);
}

/**
 * An ISO 8601 date-time with Z or an offset, read as a Date (required).
 *
 * @example
 * wireDateTime.parse('2026-05-01T10:00:00.000Z').toISOString() // '2026-05-01T10:00:00.000Z'
 */
export const wireDateTime = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

/**
 * An optional ISO 8601 date-time: missing, null or '' reads as null (unset dates are not sent).
 *
 * @example
 * wireOptionalDateTime.parse(undefined) // null
 */
export const wireOptionalDateTime = z
  .union([z.literal(''), z.iso.datetime({ offset: true })])
  .nullish()
  .transform((v) => (isUnset(v) ? null : new Date(v)));

/**
 * An optional calendar date y-MM-dd: missing, null or '' reads as null.
 *
 * @example
 * wireOptionalDate.parse('2026-06-01') // '2026-06-01'
 * wireOptionalDate.parse('')           // null
 */
export const wireOptionalDate = z
  .union([z.literal(''), z.string().refine(isInternalDate, 'expected y-MM-dd')])
  .nullish()
  .transform((v) => (isUnset(v) ? null : v));

/**
 * A count: a non-negative integer, numeric strings accepted; missing or null reads as 0.
 *
 * @example
 * wireCount.parse('3') // 3
 */
export const wireCount = numeric
  .transform(Number)
  .pipe(z.number().int().nonnegative())
  .nullish()
  .transform((v) => v ?? 0);

/**
 * An optional number: missing, null or '' reads as null; numeric strings accepted.
 *
 * @example
 * wireOptionalNumber.parse('') // null
 */
export const wireOptionalNumber = z
  .union([z.literal(''), numeric])
  .nullish()
  .transform((v) => (isUnset(v) ? null : Number(v)));

/**
 * An identifier sent either as a string or a number, read as a string.
 *
 * @example
 * wireId.parse(42) // '42'
 */
export const wireId = z.union([z.string(), z.number().int()]).transform(String);

/**
 * The wire key/value pair of an optional value: `{}` when it is null, so unset values are left out.
 *
 * @example
 * whenSet('opted_in_ts', null)  // {}
 * whenSet('balance', 10)        // { balance: 10 }
 */
export function whenSet<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Partial<Record<K, V>>);
}
