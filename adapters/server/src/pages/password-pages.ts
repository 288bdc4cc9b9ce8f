import type { Context } from 'hono';
import { Hono } from 'hono';
import { validatePasswordConfirmation, type LanguageTag } from '@waybook/core';
import type { CompleteResetError, PasswordService } from '@waybook/core/server';
import type { Cookies } from '../cookies.js';
import { localeOf } from './auth-pages.js';
import { fill, pageMessages, type PageMessages } from './i18n/catalogue.js';
import { alertBox, buttonClass, esc, renderPage } from './layout.js';

type Messages = PageMessages['passwordPages'];
type Status = 200 | 400 | 403;

interface Field {
  readonly name: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly autocomplete: string;
  readonly help?: string;
  readonly error?: string;
  readonly value?: string;
}

// A labelled control, its help and its error tied to it (said once, under the field).
function field(f: Field): string {
  const described = [f.help ? `${f.name}-help` : '', f.error ? `${f.name}-error` : ''].filter(Boolean).join(' ');
  return `<div class="wb-field"${f.error ? ' data-invalid' : ''}><label for="${f.name}" class="wb-field__label">${esc(f.label)}</label>
<div class="wb-field__control"><input id="${f.name}" name="${f.name}" class="wb-field__input" type="${f.type}" required autocomplete="${f.autocomplete}"${f.value !== undefined ? ` value="${esc(f.value)}"` : ''}${described ? ` aria-describedby="${described}"` : ''}${f.error ? ' aria-invalid="true" autofocus' : ''}></div>
${f.help ? `<p class="wb-field__description" id="${f.name}-help">${esc(f.help)}</p>` : ''}${f.error ? `<p class="wb-field__error" id="${f.name}-error">${esc(f.error)}</p>` : ''}</div>`;
}

const signInLink = (label: string, level: 'primary' | 'secondary' = 'secondary') =>
  `<p class="wb-actions"><a class="${buttonClass(level)}" href="/account/login">${esc(label)}</a></p>`;

function forgotForm(m: Messages, csrf: string, s: { email: string; error?: string; formError?: string }): string {
  return `<h1>${esc(m.forgotTitle)}</h1><p class="wb-intro">${esc(m.forgotIntro)}</p>${s.formError ? alertBox('danger', s.formError) : ''}
<form method="post" action="/account/forgot-password" class="wb-form" novalidate><input type="hidden" name="csrf_token" value="${esc(csrf)}">
${field({ name: 'email_addr', label: m.email, type: 'email', autocomplete: 'email', value: s.email, ...(s.error ? { error: s.error } : {}) })}
<button type="submit" class="${buttonClass('primary')}">${esc(m.send)}</button></form><p class="wb-other"><a href="/account/login">${esc(m.backToSignIn)}</a></p>`;
}

function resetForm(m: Messages, csrf: string, token: string, e: { password?: string; confirmation?: string; form?: string } = {}): string {
  return `<h1>${esc(m.resetTitle)}</h1><p class="wb-intro">${esc(m.resetIntro)}</p>${e.form ? alertBox('danger', e.form) : ''}
<form method="post" action="/change-password" class="wb-form" novalidate><input type="hidden" name="csrf_token" value="${esc(csrf)}"><input type="hidden" name="st" value="${esc(token)}">
${field({ name: 'new_password', label: m.newPassword, type: 'password', autocomplete: 'new-password', help: m.newPasswordHelp, ...(e.password ? { error: e.password } : {}) })}
${field({ name: 'confirm_password', label: m.confirm, type: 'password', autocomplete: 'new-password', ...(e.confirmation ? { error: e.confirmation } : {}) })}
<button type="submit" class="${buttonClass('primary')}">${esc(m.submit)}</button></form>`;
}

const linkInvalid = (m: Messages) =>
  `<h1>${esc(m.linkInvalidTitle)}</h1>${alertBox('danger', m.linkInvalid)}<p class="wb-actions"><a class="${buttonClass('primary')}" href="/account/forgot-password">${esc(m.askAgain)}</a></p>`;

function newPasswordMessage(all: PageMessages, reason: Exclude<CompleteResetError, { kind: 'invalid-link' }>['reason']): string {
  if (reason === 'email') return all.errors.passwordEmail;
  if (reason === 'most-recent') return all.passwordPages.notRecent;
  return reason === 'required' ? all.errors.required : all.errors.passwordLength;
}

/**
 * The signed-out password pages: "Forgot your password?" (/account/forgot-password, which mails a
 * reset link and answers the same for any address) and the reset link's page (/change-password?st=),
 * which shows its form only while the link is live.
 *
 * @example
 * app.route('/', passwordPages({ passwords, cookies }));
 */
export function passwordPages(deps: { passwords: PasswordService; cookies: Cookies }): Hono {
  const pages = new Hono();
  const show = (c: Context, locale: LanguageTag, title: string, body: string, status: Status = 200, keep: Record<string, string> = {}) =>
    c.html(renderPage({ locale, title, body, keep }), status);
  const form = async (c: Context) => {
    const body = await c.req.parseBody();
    return (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
  };

  pages.get('/account/forgot-password', (c) => {
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale).passwordPages;
    return show(c, locale, m.forgotTitle, forgotForm(m, deps.cookies.csrf(c), { email: '' }));
  });

  pages.post('/account/forgot-password', async (c) => {
    const locale = localeOf(c, deps.cookies);
    const all = pageMessages(locale);
    const m = all.passwordPages;
    const f = await form(c);
    const email = f('email_addr').trim().slice(0, 254);
    if (!deps.cookies.csrfMatches(c, f('csrf_token')))
      return show(c, locale, m.forgotTitle, forgotForm(m, deps.cookies.csrf(c), { email, formError: all.errors.formExpired }), 403);
    const requested = await deps.passwords.requestReset(email);
    if (!requested.ok) {
      const error = email === '' ? all.errors.required : all.errors.invalidEmail;
      return show(c, locale, m.forgotTitle, forgotForm(m, deps.cookies.csrf(c), { email, error }), 400);
    }
    // The same page whether or not the address has an account.
    return show(c, locale, m.sentTitle, `<h1>${esc(m.sentTitle)}</h1>${alertBox('success', fill(m.sent, { email }))}${signInLink(m.backToSignIn)}`);
  });

  pages.get('/change-password', async (c) => {
    const locale = localeOf(c, deps.cookies);
    const m = pageMessages(locale).passwordPages;
    const token = (c.req.query('st') ?? '').slice(0, 256);
    if (!(await deps.passwords.isResetLinkLive(token))) return show(c, locale, m.linkInvalidTitle, linkInvalid(m), 400);
    return show(c, locale, m.resetTitle, resetForm(m, deps.cookies.csrf(c), token), 200, { st: token });
  });

  pages.post('/change-password', async (c) => {
    const locale = localeOf(c, deps.cookies);
    const all = pageMessages(locale);
    const m = all.passwordPages;
    const f = await form(c);
    const token = f('st').slice(0, 256);
    const csrf = deps.cookies.csrf(c);
    if (!deps.cookies.csrfMatches(c, f('csrf_token'))) return show(c, locale, m.resetTitle, resetForm(m, csrf, token, { form: all.errors.formExpired }), 403);
    const confirmed = validatePasswordConfirmation(f('new_password'), f('confirm_password'));
    if (!confirmed.ok) {
      const confirmation = confirmed.error.kind === 'mismatch' ? m.mismatch : all.errors.required;
      return show(c, locale, m.resetTitle, resetForm(m, csrf, token, { confirmation }), 400);
    }
    const done = await deps.passwords.completeReset(token, f('new_password'));
    if (!done.ok) {
      const error = done.error;
      if (error.kind === 'invalid-link') return show(c, locale, m.linkInvalidTitle, linkInvalid(m), 400);
      return show(c, locale, m.resetTitle, resetForm(m, csrf, token, { password: newPasswordMessage(all, error.reason) }), 400);
    }
    return show(c, locale, m.doneTitle, `<h1>${esc(m.doneTitle)}</h1>${alertBox('success', m.done)}${signInLink(m.signIn, 'primary')}`);
  });
  return pages;
}
