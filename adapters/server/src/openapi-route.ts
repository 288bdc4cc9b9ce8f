import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { contract, openApiDocument } from '@waybook/core/contract';

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document of the contract list, public and cacheable
 * (an hour, with an ETag). Built once, on the first request. Mount it before the API router,
 * whose catch-all answers unknown /api paths.
 *
 * @example
 * app.route('/api', openApiRoute());
 */
export function openApiRoute(): Hono {
  const route = new Hono();
  let body: string | undefined;
  route.use('/openapi.json', etag());
  route.get('/openapi.json', (c) => {
    body ??= JSON.stringify(openApiDocument(contract));
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(body);
  });
  return route;
}
