import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { buildPath, normalizeEmail, safeRedirectPath, type LanguageTag } from '@waybook/core';
import type { AccountService, SignInError, SignUpError } from '@waybook/core/server';
import { clientAddress } from '../client-address.js';
import { CSRF_HEADER, type Cookies } from '../cookies.js';
import { negotiateLocale } from '../locale.js';
import { fill, pageMessages, type PageMessages } from './i18n/catalogue.js';
import { alertBox, buttonClass, esc, renderPage } from './layout.js';
import { pageStylesheet } from './stylesheet.js';

const LANG_COOKIE = 'wb_lang';

/** The page language: the `l` query (then remembered), the language cookie, or the browser's. */
export function localeOf(c: Context, cookies: Cookies): LanguageTag {
  const chosen = c.req.query('l');
  const locale = negotiateLocale(chosen ?? getCookie(c, LANG_COOKIE), c.req.header('accept-language'));
  if (chosen === locale) cookies.setPreference(c, LANG_COOKIE, locale);
  return locale;
}

interface FormState {
  readonly email: string;
  readonly redirectUrl: string;
  /** The token of a trip invitation link, kept through the sign-up form. */
  readonly invitation?: string;
  readonly error?: { readonly field: 'email_addr' | 'password' | 'form'; readonly message: string };
}

function field(
  name: 'email_addr' | 'password',
  label: string,
  s: FormState,
  extra: { type: string; autocomplete: string; help?: string; value?: string },
): string {
  // A field's error is said once, under the field (not again in a summary above the form).
  const error = s.error?.field === name ? s.error.message : undefined;
  const described = [extra.help ? `${name}-help` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="wb-field"${error ? ' data-invalid' : ''}><label for="${name}" class="wb-field__label">${esc(label)}</label>
<div class="wb-field__control"><input id="${name}" name="${name}" class="wb-field__input" type="${extra.type}" required autocomplete="${extra.autocomplete}"
${extra.value !== undefined ? ` value="${esc(extra.value)}"` : ''}${described ? ` aria-describedby="${described}"` : ''}${error ? ' aria-invalid="true" autofocus' : ''}></div>
${extra.help ? `<p class="wb-field__description" id="${name}-help">${esc(extra.help)}</p>` : ''}${error ? `<p class="wb-field__error" id="${name}-error">${esc(error)}</p>` : ''}</div>`;
}

function authForm(kind: 'create' | 'login', m: PageMessages, s: FormState, csrf: string, locale: string): string {
  const t = kind === 'create' ? m.create : m.login;
  const formError = s.error?.field === 'form' ? alertBox('danger', s.error.message) : '';
  const invited = kind === 'login' && s.invitation && !s.error ? alertBox('success', m.invitation.signIn) : '';
  const other =
    kind === 'create'
      ? `${esc(m.create.haveAccount)} <a href="/account/login${s.redirectUrl ? `?redirect_url=${encodeURIComponent(s.redirectUrl)}` : ''}">${esc(m.create.signIn)}</a>`
      : `${esc(m.login.noAccount)} <a href="/account/create${s.redirectUrl ? `?redirect_url=${encodeURIComponent(s.redirectUrl)}` : ''}">${esc(m.login.create)}</a>`;
  // The sign-up form shows the current privacy statement: a new account starts with it acknowledged.
  const privacy =
    kind === 'create'
      ? `<p class="wb-field__description">${esc(m.create.privacyNotice)} <a href="https://waybook.app/privacy?l=${encodeURIComponent(locale)}" target="_blank" rel="noopener noreferrer">${esc(m.create.privacyLink)}</a> ${esc(m.create.privacyNewWindow)}</p>`
      : `<p class="wb-other"><a href="/account/forgot-password">${esc(m.passwordPages.forgotLink)}</a></p>`;
  return `<h1>${esc(t.title)}</h1><p class="wb-intro">${esc(t.intro)}</p>${invited}${formError}
<form method="post" action="/account/${kind}" class="wb-form" novalidate><input type="hidden" name="csrf_token" value="${esc(csrf)}">
<input type="hidden" name="redirect_url" value="${esc(s.redirectUrl)}">${s.invitation ? `<input type="hidden" name="invitation" value="${esc(s.invitation)}">` : ''}
${field('email_addr', t.email, s, { type: 'email', autocomplete: 'email', value: s.email })}
${field('password', t.password, s, { type: 'password', autocomplete: kind === 'create' ? 'new-password' : 'current-password', ...(kind === 'create' ? { help: m.create.passwordHelp } : {}) })}
${privacy}<button type="submit" class="${buttonClass('primary')}">${esc(t.submit)}</button></form><p class="wb-other">${other}</p>`;
}

// The query fields a language change keeps on the sign-in and sign-up pages.
function keptFields(s: FormState): Record<string, string> {
  return { ...(s.redirectUrl ? { redirect_url: s.redirectUrl } : {}), ...(s.invitation ? { invitation: s.invitation } : {}) };
}

function signUpMessage(m: PageMessages, e: SignUpError): FormState['error'] {
  if (e.kind === 'invalid-email') return { field: 'email_addr', message: m.errors.invalidEmail };
  return { field: 'password', message: e.reason === 'email' ? m.errors.passwordEmail : m.errors.passwordLength };
}

function signInMessage(m: PageMessages, e: Exclude<SignInError, { kind: 'blocked' }>): FormState['error'] {
  if (e.kind === 'throttled') return { field: 'form', message: fill(m.errors.throttled, { seconds: e.retryAfterSeconds }) };
  return { field: 'form', message: m.errors.invalidCredentials };
}

/**
 * The server-rendered sign-up, sign-in, sign-out, e-mail verification and blocked pages.
 *
 * @example
 * app.route('/', authPages({ accounts, cookies, origin: 'https://waybook.example', supportEmail: 'help@waybook.example' }));
 */
export function authPages(deps: { accounts: AccountService; cookies: Cookies; origin: string; trustProxy?: number; supportEmail: string }): Hono {
  const pages = new Hono();
  // The design system's stylesheet of every server page (this router is mounted at the root).
  pages.route('/', pageStylesheet());
  const page = (c: Context, kind: 'create' | 'login', s: FormState, status: 200 | 400 | 401 | 403 | 429 = 200) => {
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale);
    const body = authForm(kind, m, s, deps.cookies.csrf(c), locale);
    return c.html(renderPage({ locale, title: (kind === 'create' ? m.create : m.login).title, body, keep: keptFields(s) }), status);
  };
  const readForm = async (c: Context) => {
    const form = await c.req.parseBody();
    const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string) : '');
    return {
      email: str('email_addr').trim(),
      password: str('password'),
      redirectUrl: str('redirect_url'),
      csrf: str('csrf_token'),
      invitation: str('invitation').slice(0, 100),
    };
  };

  pages.get('/account/create', (c) =>
    page(c, 'create', {
      email: (c.req.query('email') ?? '').slice(0, 254),
      redirectUrl: c.req.query('redirect_url') ?? '',
      invitation: (c.req.query('invitation') ?? '').slice(0, 100),
    }),
  );
  pages.get('/account/login', (c) =>
    page(c, 'login', { email: '', redirectUrl: c.req.query('redirect_url') ?? '', invitation: (c.req.query('invitation') ?? '').slice(0, 100) }),
  );

  pages.post('/account/create', async (c) => {
    const f = await readForm(c);
    const m = pageMessages(localeOf(c, deps.cookies));
    if (!deps.cookies.csrfMatches(c, f.csrf)) return page(c, 'create', { ...f, error: { field: 'form', message: m.errors.formExpired } }, 403);
    if (f.email === '') return page(c, 'create', { ...f, error: { field: 'email_addr', message: m.errors.required } }, 400);
    const result = await deps.accounts.signUp({ email: f.email, password: f.password, languageTag: localeOf(c, deps.cookies), invitationToken: f.invitation });
    // An address that already has an account is answered like a new one (see AccountService.signUp).
    if (!result.ok) return page(c, 'create', { ...f, error: signUpMessage(m, result.error) }, 400);
    deps.cookies.setSession(c, result.value.sessionId);
    return c.redirect('/app/onboarding', 303);
  });

  pages.post('/account/login', async (c) => {
    const f = await readForm(c);
    const m = pageMessages(localeOf(c, deps.cookies));
    if (!deps.cookies.csrfMatches(c, f.csrf)) return page(c, 'login', { ...f, error: { field: 'form', message: m.errors.formExpired } }, 403);
    const email = normalizeEmail(f.email);
    const knownDevice = deps.cookies.knownDevice(c, email);
    const address = clientAddress(c, deps.trustProxy ?? 0);
    const result = await deps.accounts.signIn({
      email,
      password: f.password,
      ...(address !== undefined ? { clientAddress: address } : {}),
      ...(knownDevice !== undefined ? { knownDevice } : {}),
    });
    if (result.ok) {
      deps.cookies.setSession(c, result.value.sessionId);
      deps.cookies.setKnownDevice(c, email, knownDevice);
      // Signed in through a trip invitation link: back to it, now signed in, to join the trip.
      if (f.invitation !== '') return c.redirect(`/account/invitation?token=${encodeURIComponent(f.invitation)}`, 303);
      return c.redirect(safeRedirectPath(f.redirectUrl, deps.origin, '/app/'), 303);
    }
    if (result.error.kind === 'blocked') return c.redirect(`/uhp/blocked?status=${encodeURIComponent(result.error.status)}`, 303);
    return page(c, 'login', { ...f, error: signInMessage(m, result.error) }, result.error.kind === 'throttled' ? 429 : 401);
  });

  const leave = (c: Context, target: string) => c.redirect(safeRedirectPath(target, deps.origin, '/account/login'), 303);
  // A GET never signs out (a link or image on another site could): it shows a button that posts.
  pages.get('/account/logout', async (c) => {
    const target = c.req.query('redirect_url') ?? '';
    const sessionId = deps.cookies.session(c);
    if (!sessionId || (await deps.accounts.resolveSession(sessionId)) === undefined) return leave(c, target);
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale);
    const body = `<h1>${esc(m.logout.title)}</h1><p class="wb-intro">${esc(m.logout.intro)}</p>
<form method="post" action="/account/logout" class="wb-form"><input type="hidden" name="csrf_token" value="${esc(deps.cookies.csrf(c))}">
<input type="hidden" name="redirect_url" value="${esc(target)}"><button type="submit" class="${buttonClass('primary')}">${esc(m.logout.submit)}</button></form>
<p class="wb-other"><a href="/app/">${esc(m.logout.cancel)}</a></p>`;
    return c.html(renderPage({ locale, title: m.logout.title, body, keep: target ? { redirect_url: target } : {} }));
  });
  // Sign-out takes a POST carrying this session's CSRF token (form field or header).
  pages.post('/account/logout', async (c) => {
    const form = await c.req.parseBody();
    const field = (k: string) => (typeof form[k] === 'string' ? form[k] : undefined);
    if (!deps.cookies.csrfMatches(c, field('csrf_token') ?? c.req.header(CSRF_HEADER))) {
      const locale = localeOf(c, deps.cookies);
      const m = pageMessages(locale);
      const body = `<h1>${esc(m.logout.title)}</h1>${alertBox('danger', m.errors.formExpired)}<p class="wb-actions"><a class="${buttonClass('primary')}" href="/account/logout">${esc(m.logout.title)}</a></p>`;
      return c.html(renderPage({ locale, title: m.logout.title, body }), 403);
    }
    const sessionId = deps.cookies.session(c);
    if (sessionId) await deps.accounts.signOut(sessionId);
    deps.cookies.clearAll(c);
    return leave(c, field('redirect_url') ?? c.req.query('redirect_url') ?? '');
  });

  pages.get('/account/verify', async (c) => {
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale);
    const confirmed = await deps.accounts.verifyEmail(c.req.query('token') ?? '');
    const body = `<h1>${esc(m.verify.title)}</h1>${alertBox(confirmed ? 'success' : 'danger', confirmed ? m.verify.confirmed : m.verify.invalid)}
<p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.verify.continue)}</a></p>`;
    return c.html(renderPage({ locale, title: m.verify.title, body }), confirmed ? 200 : 400);
  });

  // The trip invitation link mailed to an account: signed in with the account it was sent to, it
  // joins the trip; signed out, the sign-in form carries it (and comes back here).
  pages.get('/account/invitation', async (c) => {
    const invitation = (c.req.query('token') ?? c.req.query('invitation') ?? '').slice(0, 100);
    const sessionId = deps.cookies.session(c);
    const userId = sessionId ? await deps.accounts.resolveSession(sessionId) : undefined;
    if (userId === undefined) return c.redirect(`/account/login?invitation=${encodeURIComponent(invitation)}`, 303);
    const accepted = await deps.accounts.acceptInvitation(userId, invitation);
    if (accepted.kind === 'joined') return c.redirect(`/app${buildPath('trip_summary', { tripUuid: accepted.tripUuid })}`, 303);
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale);
    if (accepted.kind === 'other-address') {
      return page(c, 'login', { email: '', redirectUrl: '', invitation, error: { field: 'form', message: m.invitation.otherAddress } }, 403);
    }
    const body = `<h1>${esc(m.invitation.title)}</h1>${alertBox('danger', m.invitation.invalid)}
<p class="wb-actions"><a class="${buttonClass('primary')}" href="/app/">${esc(m.verify.continue)}</a></p>`;
    return c.html(renderPage({ locale, title: m.invitation.title, body }), 400);
  });

  pages.get('/uhp/blocked', (c) => {
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale);
    const status = c.req.query('status') ?? '';
    const reason = status === 'suspended' || status === 'restricted_location' ? m.blocked[status] : m.blocked.generic;
    const body = `<h1>${esc(m.blocked.heading)}</h1>${alertBox('danger', reason)}
<p>${esc(fill(m.blocked.contact, { email: deps.supportEmail }))}</p><p class="wb-actions"><a class="${buttonClass('secondary')}" href="/account/login">${esc(m.blocked.back)}</a></p>`;
    return c.html(renderPage({ locale, title: m.blocked.title, body, keep: { status } }), 403);
  });
  return pages;
}
