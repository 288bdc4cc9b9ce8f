import type { Context, MiddlewareHandler } from 'hono';
import {
  commonErrors,
  decodeComponentStrictly,
  firstUncleanFormField,
  isCleanText,
  isCleanUrlPath,
  uncleanFieldError,
  type ApiError,
} from '@waybook/core/contract';
import { announcesBody, mediaType, readBounded, utf8Text } from './body-reader.js';
import { sendError } from './api-router.js';
import { negotiateLocale } from './locale.js';
import { pageMessages } from './pages/i18n/catalogue.js';
import { buttonClass, esc, renderPage } from './pages/layout.js';

/** Largest body of a server-rendered form (sign-in, sign-up, sign-out): a few short fields. */
export const MAX_FORM_BYTES = 16_384;

/** Media type of the server-rendered forms' bodies. */
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** Why a request to a page (not the API) was refused; each has its localised text. */
export type Refusal = 'malformed' | 'tooLarge' | 'unsupported' | 'incomplete' | 'crossSite';

const PAGE_STATUS: Record<Refusal, 400 | 403 | 413 | 415> = { malformed: 400, tooLarge: 413, unsupported: 415, incomplete: 400, crossSite: 403 };

const isApi = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * Refuses a request before any route sees it when it cannot be read cleanly: 400 for a path or
 * query that is not strictly percent-encoded UTF-8 or carries NUL, and for a body on a GET or HEAD;
 * for the server-rendered forms, 415 unless url-encoded, 413 past {@link MAX_FORM_BYTES} (read as
 * a stream, never buffered past it) and 400 for an unclean field. /api answers carry the Error
 * object, pages a small localised page. Cookies that do not decode to clean text are dropped.
 *
 * @example
 * app.use('*', inputHygiene());
 */
export function inputHygiene(o: { formLimitBytes?: number; ownBodies?: (path: string) => boolean } = {}): MiddlewareHandler {
  const formLimit = o.formLimitBytes ?? MAX_FORM_BYTES;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const api = isApi(url.pathname);
    const refuse = (error: ApiError, page: Refusal): Response => {
      if (error.status === 413 || page === 'tooLarge' || error === commonErrors.bodyNotAllowed) c.header('Connection', 'close');
      return api ? sendError(c, error) : refusalPage(c, page);
    };
    if (!isCleanUrlPath(url.pathname)) return refuse(commonErrors.malformedRequest, 'malformed');
    const badQuery = firstUncleanFormField(url.search);
    if (badQuery !== null) return refuse(uncleanFieldError(badQuery), 'malformed');
    dropUncleanCookies(c);
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') {
      if (announcesBody(c.req.raw.headers)) return refuse(commonErrors.bodyNotAllowed, 'malformed');
      return next();
    }
    // The API reads its own bodies, and so do the paths a library answers (the OAuth endpoints).
    if (api || c.req.raw.body === null || o.ownBodies?.(url.pathname)) return next();
    const body = await readBounded(c.req.raw, formLimit);
    if (!body.ok) return body.reason === 'too_large' ? refuse(commonErrors.tooLarge, 'tooLarge') : refuse(commonErrors.incompleteBody, 'incomplete');
    if (body.bytes.byteLength > 0 && mediaType(c.req.header('content-type')) !== FORM_MEDIA_TYPE)
      return refuse(commonErrors.unsupportedMediaType, 'unsupported');
    const text = utf8Text(body.bytes);
    if (text === null || firstUncleanFormField(text) !== null) return refuse(commonErrors.malformedRequest, 'malformed');
    // The form is read in full and within bounds; the route reads it again from memory.
    c.req.raw = new Request(c.req.raw.url, { method, headers: c.req.raw.headers, body: text, signal: c.req.raw.signal });
    return next();
  };
}

/** Rewrites the Cookie header without the cookies whose name or value is not clean text. */
function dropUncleanCookies(c: Context): void {
  const header = c.req.raw.headers.get('cookie');
  if (header === null || header === '') return;
  const pairs = header.split(';');
  const kept = pairs.filter((pair) => {
    const cut = pair.indexOf('=');
    const name = cut < 0 ? pair : pair.slice(0, cut);
    const value = cut < 0 ? '' : pair.slice(cut + 1);
    return isCleanText(name) && decodeComponentStrictly(name.trim()) !== null && decodeComponentStrictly(value.trim().replace(/^"(.*)"$/, '$1')) !== null;
  });
  if (kept.length === pairs.length) return;
  const headers = new Headers(c.req.raw.headers);
  if (kept.length === 0) headers.delete('cookie');
  else headers.set('cookie', kept.join(';'));
  const raw = c.req.raw;
  const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers, signal: raw.signal };
  if (raw.body !== null) Object.assign(init, { body: raw.body, duplex: 'half' });
  c.req.raw = new Request(raw.url, init);
}

/**
 * A small localised page saying why a request to a page was refused (the API answers the Error object instead).
 *
 * @example
 * return refusalPage(c, 'crossSite'); // 403
 */
export function refusalPage(c: Context, refusal: Refusal): Response {
  const locale = negotiateLocale(undefined, c.req.header('accept-language'));
  const m = pageMessages(locale).request;
  const body = `<h1>${esc(m.title)}</h1><p class="wb-intro">${esc(m[refusal])}</p><p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.home)}</a></p>`;
  c.header('Cache-Control', 'no-store');
  return c.html(renderPage({ locale, title: m.title, body }), PAGE_STATUS[refusal]);
}
