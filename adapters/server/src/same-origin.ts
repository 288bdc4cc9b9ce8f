import type { MiddlewareHandler } from 'hono';
import { isCrossSiteWrite } from '@waybook/core';
import { apiError } from '@waybook/core/contract';
import { sendError } from './api-router.js';
import { refusalPage } from './input-hygiene.js';

const crossSiteRefused = apiError(403, 'forbidden', 'cross_site_request', 'The request was refused: it came from another site.');

/**
 * Refuses state-changing requests from other sites (Origin / Sec-Fetch-Site, see core's
 * isCrossSiteWrite) with 403 and the Error object, before any route runs: the second line of
 * defence behind the CSRF token, for the API and the sign-in pages alike.
 *
 * @example
 * app.use('*', sameOriginWrites('https://waybook.example'));
 */
export function sameOriginWrites(publicUrl: string, exempt: (path: string, authorization: string | undefined) => boolean = () => false): MiddlewareHandler {
  const configured = new URL(publicUrl).origin;
  return async (c, next) => {
    const own = new URL(c.req.url).origin;
    // Exempt: endpoints other sites call by design and that read no cookie of ours (the OAuth token endpoint...).
    const crossSite =
      !exempt(c.req.path, c.req.header('authorization')) &&
      isCrossSiteWrite({
        method: c.req.method,
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        allowedOrigins: [configured, own],
      });
    if (crossSite) return c.req.path === '/api' || c.req.path.startsWith('/api/') ? sendError(c, crossSiteRefused) : refusalPage(c, 'crossSite');
    await next();
  };
}
