import fc from 'fast-check';
import type { JsonSchema } from '@waybook/core/contract';

/**
 * Test support: strings and shapes an attacker sends: NUL, lone surrogates, huge text, impossible
 * dates and times, percent-escapes, markup and wrong JSON types.
 *
 * @example
 * fc.sample(hostileValue, 3)
 */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uDBFF\u0000',
    'x'.repeat(100_000),
    '2026-02-30',
    '2026-13-01',
    '2025-02-29',
    '0000-00-00',
    '25:61:00',
    '%00',
    '%ZZ',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u202Egnp.exe',
    '',
    ' ',
    'null',
    'NaN',
    '-1',
    '1e309',
  ),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.constantFrom([], {}, [null], { '\u0000': 1 }, { __proto__x: 1 }),
);

type Resolve = (ref: string) => JsonSchema | undefined;

const asSchema = (v: unknown): JsonSchema => (typeof v === 'object' && v !== null ? (v as JsonSchema) : {});
const asList = (v: unknown): JsonSchema[] => (Array.isArray(v) ? v.map(asSchema) : []);

/** A value for a schema without hostility: what a careful client would send (patterns aside). */
function validFor(schema: JsonSchema, resolve: Resolve, depth: number, hostileWeight: number): fc.Arbitrary<unknown> {
  const next = (s: JsonSchema) => arbitraryFor(s, resolve, depth + 1, hostileWeight);
  if (typeof schema['$ref'] === 'string') {
    const target = resolve(schema['$ref']);
    return target === undefined || depth > 8 ? fc.constant(null) : next(target);
  }
  if ('const' in schema) return fc.constant(schema['const']);
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return fc.constantFrom(...(schema['enum'] as unknown[]));
  const choices = [...asList(schema['anyOf']), ...asList(schema['oneOf'])];
  if (choices.length > 0) return fc.oneof(...choices.map(next));
  const all = asList(schema['allOf']);
  if (all[0] !== undefined) return next(all[0]);
  const type = Array.isArray(schema['type']) ? (schema['type'] as string[])[0] : schema['type'];
  switch (type) {
    case 'object': {
      const properties = asSchema(schema['properties']);
      const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
      const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, next(asSchema(value))]));
      return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
    }
    case 'array':
      return depth > 8 ? fc.constant([]) : fc.array(next(asSchema(schema['items'])), { maxLength: 3 });
    case 'string':
      return stringFor(schema);
    case 'integer':
      return fc.integer({ min: -5, max: 100 });
    case 'number':
      return fc.oneof(fc.integer({ min: -5, max: 100 }), fc.double({ min: -200, max: 200, noNaN: true }));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return depth > 8 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema['format'] === 'date-time') return fc.constantFrom('2026-05-01T10:00:00Z', '2026-11-21T09:30:00+01:00');
  if (typeof schema['pattern'] === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema['pattern'])).map((s) => s.slice(0, 200));
    } catch {
      return fc.string({ maxLength: 20 });
    }
  }
  const max = typeof schema['maxLength'] === 'number' ? Math.min(schema['maxLength'], 40) : 40;
  return fc.oneof(
    fc.string({ maxLength: max }),
    fc.constantFrom('2026-05-01', '2026-06-03', '09:30', '09:30:00', 'true', 'false', 'air', 'note', 'Paris', 'ada@example.com', '1', 'K', 'C'),
  );
}

/**
 * Test support: a fast-check arbitrary of JSON values for a JSON Schema (as `wireJsonSchema`
 * writes it), where each value, at any depth, is replaced by a hostile one (see
 * {@link hostileValue}) with weight `hostileWeight` against 10.
 *
 * @example
 * fc.sample(arbitraryFor({ type: 'object', properties: { a: { type: 'string' } } }, () => undefined), 1)
 */
export function arbitraryFor(schema: JsonSchema, resolve: Resolve, depth = 0, hostileWeight = 1): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: validFor(schema, resolve, depth, hostileWeight), weight: 10 }, { arbitrary: hostileValue, weight: hostileWeight });
}

/**
 * Test support: resolves `#/$defs/name` (or `#/definitions/name`) references inside a root schema.
 *
 * @example
 * const resolve = refResolver(root); resolve('#/$defs/Trip')
 */
export function refResolver(root: JsonSchema): Resolve {
  return (ref) => {
    const match = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref);
    if (match === null) return ref === '#' ? root : undefined;
    const defs = asSchema(root[match[1] ?? '$defs']);
    const found = defs[decodeURIComponent(match[2] ?? '')];
    return found === undefined ? undefined : asSchema(found);
  };
}
