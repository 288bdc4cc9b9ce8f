import { OAUTH_SCOPES, type OAuthScope } from '@waybook/core/contract';
import type { LanguageTag } from '@waybook/core';
import { OAUTH_PAGE_CATALOGUES } from './i18n/oauth-messages.js';
import { buttonClass, esc, renderPage } from './layout.js';

/** What the consent page shows: the registered application and the scopes it asks for. */
export interface ConsentView {
  readonly uid: string;
  readonly appName: string;
  readonly appUrl: string;
  readonly scopes: readonly string[];
  readonly csrf: string;
}

const known = (scope: string): scope is OAuthScope => scope === OAUTH_SCOPES.read || scope === OAUTH_SCOPES.write;

/**
 * The consent page (docs/oauth.md): the application's name and website, what it may do with each
 * scope asked for (write covering read, so only the wider one is listed), and Allow / Deny in one
 * form with the CSRF token. Server-rendered, localised, no script.
 *
 * @example
 * consentPage('en-US', { uid: 'i1', appName: 'Trip widget', appUrl: 'https://widget.example', scopes: ['trips:read'], csrf: 't' })
 */
export function consentPage(locale: LanguageTag, v: ConsentView): string {
  const m = OAUTH_PAGE_CATALOGUES[locale];
  const asked = v.scopes.filter(known);
  const shown: readonly OAuthScope[] = asked.includes(OAUTH_SCOPES.write) ? [OAUTH_SCOPES.write] : asked;
  const items = shown.length === 0 ? `<li>${esc(m.noScope)}</li>` : shown.map((s) => `<li>${esc(m.scopes[s])}</li>`).join('');
  const [before = '', after = ''] = m.intro.split('{app}');
  const site = /^https?:\/\//i.test(v.appUrl)
    ? `<p class="wb-intro">${esc(m.website)} <a href="${esc(v.appUrl)}" rel="noopener noreferrer" target="_blank">${esc(v.appUrl)}</a></p>`
    : '';
  const body = `<h1>${esc(m.title)}</h1><p class="wb-intro">${esc(before)}<strong>${esc(v.appName)}</strong>${esc(after)}</p>${site}
<h2 id="oauth-asks">${esc(m.asks)}</h2><ul aria-labelledby="oauth-asks" data-testid="oauth-scopes">${items}</ul><p>${esc(m.never)}</p>
<form method="post" action="/oauth/interaction/${encodeURIComponent(v.uid)}/confirm" class="wb-form"><input type="hidden" name="csrf_token" value="${esc(v.csrf)}">
<button type="submit" name="decision" value="allow" class="${buttonClass('primary')}">${esc(m.allow)}</button>
<button type="submit" name="decision" value="deny" class="${buttonClass('secondary')}">${esc(m.deny)}</button></form>
<p class="wb-other">${esc(m.later)}</p>`;
  return renderPage({ locale, title: m.title, body });
}

/**
 * The page of an authorization request that cannot go on (unknown or expired interaction, a
 * client or redirect the server does not know): no detail of the error, a way home.
 *
 * @example
 * oauthErrorPage('fr-FR')
 */
export function oauthErrorPage(locale: LanguageTag): string {
  const m = OAUTH_PAGE_CATALOGUES[locale];
  const body = `<h1>${esc(m.errorTitle)}</h1><p class="wb-intro">${esc(m.errorIntro)}</p><p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.home)}</a></p>`;
  return renderPage({ locale, title: m.errorTitle, body });
}
