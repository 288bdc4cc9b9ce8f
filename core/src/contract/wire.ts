import { z } from 'zod';

/**
 * A boolean as the wire carries it: the strings "true"/"false" (JSON booleans are accepted too).
 *
 * @example
 * wireBoolean.parse('true') // true
 */
export const wireBoolean = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');

/**
 * Encodes a boolean the way the wire carries it.
 *
 * @example
 * toWireBoolean(false) // 'false'
 */
export function toWireBoolean(value: boolean): 'true' | 'false' {
  return value ? 'true' : 'false';
}

/** The outgoing form of a wire boolean. */
export const wireBooleanOut = z.enum(['true', 'false']);

/**
 * A number as the wire may carry it: a JSON number or its decimal text ("42", "-1.5").
 *
 * @example
 * wireNumber.parse('42') // 42
 */
export const wireNumber = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

/**
 * Optional text: missing or null reads as ''.
 *
 * @example
 * wireText.parse(undefined) // ''
 */
export const wireText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
