import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defineEntry, noBody, nothing } from '../entry.js';
import { openApiDocument, openApiPath, pathParamNames } from './openapi.js';

// Any entry path made of literal segments and `:name` parameters becomes an OpenAPI path whose
// `{name}` templates are exactly the declared path parameters, in order.
const literal = fc.stringMatching(/^[a-z][a-z0-9_]{0,8}$/);
const segmentArb = fc.oneof(
  literal,
  literal.map((n) => `:${n.replace(/[0-9]/g, 'x')}`),
);
const pathArb = fc.array(segmentArb, { minLength: 1, maxLength: 6 }).map((s) => ['v2', ...s].join('/'));

describe('openApiPath and the path parameters: properties', () => {
  it('every :name becomes {name}, nothing else changes', () => {
    fc.assert(
      fc.property(pathArb, (path) => {
        const open = openApiPath(path);
        expect(open).toBe(
          `/api/${path
            .split('/')
            .map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s))
            .join('/')}`,
        );
        expect([...open.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])).toEqual(pathParamNames(path));
      }),
    );
  });
  it('the operation declares exactly the templated names as required path parameters', () => {
    fc.assert(
      fc.property(pathArb, fc.constantFrom('GET' as const, 'POST' as const), (path, method) => {
        const entry = defineEntry({ id: 'x', method, path, auth: 'session', summary: 'X.', params: nothing, query: nothing, body: noBody, response: nothing });
        const op = openApiDocument([entry]).paths[openApiPath(path)]?.[method.toLowerCase()];
        expect(op?.parameters.map((p) => [p.name, p.in, p.required])).toEqual(pathParamNames(path).map((n) => [n, 'path', true]));
      }),
    );
  });
});
