import type { LanguageTag, MailTemplate } from '@waybook/core';
import { fill, type PageMessages } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

/**
 * The account deletion confirmation mail: who asked for what, the link as a button (and as text),
 * what deletion removes, how long the link works, and that nothing happens without it.
 *
 * @example
 * deleteAccountMail({ kind: 'delete-account', email, link }, 'de-DE', pageMessages('de-DE').deleteAccountMail, frame).subject
 */
export function deleteAccountMail(
  template: Extract<MailTemplate, { kind: 'delete-account' }>,
  locale: LanguageTag,
  m: PageMessages['deleteAccountMail'],
  frame: { readonly page: (locale: LanguageTag, inner: string) => string; readonly button: string },
): { subject: string; text: string; html: string } {
  const body = fill(m.body, { email: template.email });
  return {
    subject: m.subject,
    text: `${body}\n${template.link}\n\n${m.what}\n${m.expiry}\n${m.ignore}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(m.subject)}</h1><p>${esc(body)}</p><p><a href="${esc(template.link)}" style="${frame.button}">${esc(m.button)}</a></p>
<p>${esc(m.what)}</p><p>${esc(m.expiry)}</p><p>${esc(m.ignore)}</p>`,
    ),
  };
}
