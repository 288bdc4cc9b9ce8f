import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../contract.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { openApiDocument, openApiPath, pathParamNames } from './openapi.js';
import type { OpenApiOperation } from './openapi-types.js';
import { wireJsonSchema } from './wire-json-schema.js';

// Issue 9 part 5: "An OpenAPI 3.1 document is generated from the contract."
const doc = openApiDocument(contract);
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })));
const operation = (id: string): { path: string; method: string; op: OpenApiOperation } => {
  const found = operations.find((o) => o.op.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};

describe('openApiDocument(contract)', () => {
  it('is an OpenAPI 3.1 document with every entry exactly once, at its method and path', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(contract.map((e) => e.id).sort());
    for (const entry of contract) {
      expect(operation(entry.id)).toMatchObject({ path: openApiPath(entry.path), method: entry.method.toLowerCase() });
    }
  });

  it('declares every path parameter of a path, and only those, as required path parameters', () => {
    for (const { path, op } of operations) {
      const declared = op.parameters.filter((p) => p.in === 'path');
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(
        declared.map((p) => p.name),
        path,
      ).toEqual(templated);
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('describes path and query parameters with their schemas', () => {
    expect(operation('getPlan').op.parameters.find((p) => p.name === 'type')?.schema).toMatchObject({
      type: 'string',
      enum: expect.arrayContaining(['air', 'lodging']),
    });
    expect(operation('listTrips').op.parameters.find((p) => p.name === 'page_size')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', maximum: 100 },
    });
    expect(operation('utilEncode').op.parameters.find((p) => p.name === 'id')).toMatchObject({ in: 'query', required: true });
  });

  it('gives a JSON body, a form body, or none', () => {
    expect(Object.keys(operation('replaceProfile').op.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(Object.keys(operation('updatePublicTripShareUrl').op.requestBody?.content ?? {})).toEqual(['application/x-www-form-urlencoded']);
    expect(operation('getProfile').op.requestBody).toBeUndefined();
  });

  it('asks for the session cookie on session calls and the CSRF header on POSTs and on GETs that change data', () => {
    expect(operation('getProfile').op.security).toEqual([{ session: [] }]);
    expect(operation('replaceProfile').op.security).toEqual([{ session: [], csrf: [] }]);
    expect(operation('movePlan').op.security).toEqual([{ session: [], csrf: [] }]);
    expect(doc.components.securitySchemes).toMatchObject({ session: { in: 'cookie', name: 'wb_session' }, csrf: { in: 'header', name: 'X-CSRF-Token' } });
  });

  it('answers the 200 schema, and the Error object for failures', () => {
    const responses = operation('getProfile').op.responses;
    expect(responses['200']).toMatchObject({ content: { 'application/json': { schema: { type: 'object', required: ['Profile'] } } } });
    expect(responses['401']).toEqual({ $ref: '#/components/responses/Error' });
    expect(responses['403']).toBeUndefined();
    expect(doc.components.schemas['Error']).toMatchObject({ properties: { Error: { required: ['code', 'detailed_error_code', 'description'] } } });
  });

  it('has a summary per call, the full text in the description when longer', () => {
    for (const { op } of operations) expect(op.summary.length).toBeGreaterThan(0);
    expect(operation('replaceProfile').op.summary).toBe('Updates the writable profile fields present in the body; absent fields keep their value.');
    expect(operation('replaceProfile').op.description).toContain('restricted location (403)');
  });

  it('resolves every $ref and carries no per-schema $schema keyword', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$schema"');
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = (ref ?? '')
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('is the same document every time', () => {
    expect(JSON.stringify(openApiDocument(contract))).toBe(JSON.stringify(doc));
  });
});

describe('wireJsonSchema', () => {
  it('describes what a caller sends (input) and what the server answers (output)', () => {
    const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
    expect(wireJsonSchema(flag, 'input')).toEqual({ type: 'string', enum: ['true', 'false'] });
    expect(wireJsonSchema(z.object({ n: z.number().default(1) }), 'input')).toMatchObject({ properties: { n: { type: 'number', default: 1 } } });
  });
  it('widens what JSON Schema cannot say instead of failing', () => {
    expect(
      wireJsonSchema(
        z.string().transform((s) => s.length),
        'output',
      ),
    ).toEqual({});
    expect(wireJsonSchema(z.date(), 'input')).toEqual({ type: 'string', format: 'date-time' });
    expect(
      wireJsonSchema(
        z.custom<string>((v) => typeof v === 'string'),
        'input',
      ),
    ).toEqual({});
  });
});

describe('a hand-made entry', () => {
  it('gets a public operation without security, with a string schema for an undeclared path parameter', () => {
    const ping = defineEntry({
      id: 'ping',
      method: 'GET',
      path: 'v2/ping/:n',
      auth: 'public',
      summary: 'Liveness',
      params: nothing,
      query: nothing,
      body: noBody,
      response: nothing,
    });
    const op = openApiDocument([ping]).paths['/api/v2/ping/{n}']?.['get'];
    expect(op).toMatchObject({ operationId: 'ping', security: [], parameters: [{ name: 'n', in: 'path', required: true, schema: { type: 'string' } }] });
    expect(op?.responses['401']).toBeUndefined();
  });
  it('is given under /api with {name} placeholders', () => {
    expect(openApiPath('v2/delete/trip_participant/uuid/:id/ref/:ref')).toBe('/api/v2/delete/trip_participant/uuid/{id}/ref/{ref}');
    expect(pathParamNames('v2/delete/trip_participant/uuid/:id/ref/:ref')).toEqual(['id', 'ref']);
  });
});
