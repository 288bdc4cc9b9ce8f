import type { Context } from 'hono';
import { negotiateLocale } from '../locale.js';
import { pageMessages } from './i18n/catalogue.js';
import { buttonClass, esc, renderPage } from './layout.js';

/** The errors a page (not an API call) can end in. */
export type PageError = 'notFound' | 'unavailable' | 'internal';

const STATUS = { notFound: 404, unavailable: 503, internal: 500 } as const;

/**
 * A localised error page in the design system's frame, for paths outside the API.
 *
 * @example
 * app.notFound((c) => errorPage(c, 'notFound'));
 */
export function errorPage(c: Context, error: PageError): Response {
  const locale = negotiateLocale(c.req.query('l'), c.req.header('accept-language'));
  const m = pageMessages(locale);
  const title = m.errorPage[`${error}Title`];
  const body = `<h1>${esc(title)}</h1><p class="wb-intro">${esc(m.errorPage[error])}</p><p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.request.home)}</a></p>`;
  c.header('Cache-Control', 'no-store');
  return c.html(renderPage({ locale, title, body }), STATUS[error]);
}
