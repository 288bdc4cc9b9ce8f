import { z } from 'zod';

/**
 * A boolean as the wire carries it: the strings "true"/"false" (JSON booleans are accepted too).
 *
 * @example
 * wireBoolean.parse('true') // true
 */
export const wireBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

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
