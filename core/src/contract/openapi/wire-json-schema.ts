import { z } from 'zod';
import type { JsonSchema } from './openapi-types.js';

/**
 * The JSON Schema of a wire schema, as OpenAPI 3.1 embeds it. `io: 'input'` describes what a
 * caller may send (before zod's transforms and defaults), `'output'` what the server answers.
 * What JSON Schema cannot say is widened rather than refused: a transform's result or a custom
 * check becomes "any value", a date a date-time string. The `$schema` keyword is left out (the
 * document names its dialect once).
 *
 * @example
 * wireJsonSchema(z.object({ id: z.string() }), 'input')
 * // { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }
 */
export function wireJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date-time' });
    },
  });
  return Object.fromEntries(Object.entries(json).filter(([keyword]) => keyword !== '$schema'));
}
