// Issue 9 part 5: the OpenAPI document of the contract, served at /api/openapi.json.
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, openApiDocument, type OpenApiDocument } from '@waybook/core/contract';
import { CSRF_HEADER, SESSION_COOKIE } from './cookies.js';
import { startHarness, type TestClient } from './testing/harness.js';

let c: TestClient;
beforeEach(async () => {
  c = (await startHarness()).client();
});

describe('GET /api/openapi.json', () => {
  it('answers the document of the contract list to anyone, cacheable', async () => {
    const res = await c.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc).toEqual(JSON.parse(JSON.stringify(openApiDocument(contract))));
    expect(Object.values(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(contract.length);
  });

  it('answers 304 to a client that has it already', async () => {
    const first = await c.request('/api/openapi.json');
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await c.request('/api/openapi.json', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('names the cookie and header the server really checks', async () => {
    const doc = (await (await c.request('/api/openapi.json')).json()) as OpenApiDocument;
    expect(doc.components.securitySchemes['session']?.name).toBe(SESSION_COOKIE);
    expect(doc.components.securitySchemes['csrf']?.name).toBe(CSRF_HEADER);
  });

  it('leaves other unknown /api paths to the API router', async () => {
    const res = await c.request('/api/openapi.yaml');
    expect(((await res.json()) as { Error: { detailed_error_code: string } }).Error.detailed_error_code).toBe('unknown_path');
  });
});
