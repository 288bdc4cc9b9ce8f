import type { LanguageTag, MailTemplate } from '@waybook/core';
import { fill, type PageMessages } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

/** The frame of every mail: the page around the content and the style of its button. */
export interface MailFrame {
  readonly page: (locale: LanguageTag, inner: string) => string;
  readonly button: string;
}

/**
 * The password reset mail: what was asked for which address, the link as a button (and as text),
 * how long it works, and that nothing changed for someone who did not ask.
 *
 * @example
 * passwordResetMail({ kind: 'reset-password', email, link }, 'fr-FR', pageMessages('fr-FR').passwordMail, frame).subject
 */
export function passwordResetMail(
  template: Extract<MailTemplate, { kind: 'reset-password' }>,
  locale: LanguageTag,
  m: PageMessages['passwordMail'],
  frame: MailFrame,
): { subject: string; text: string; html: string } {
  const body = fill(m.body, { email: template.email });
  return {
    subject: m.subject,
    text: `${body}\n${template.link}\n\n${m.expiry}\n${m.ignore}\n`,
    html: frame.page(
      locale,
      `<h1>${esc(m.subject)}</h1><p>${esc(body)}</p><p><a href="${esc(template.link)}" style="${frame.button}">${esc(m.button)}</a></p>
<p>${esc(m.expiry)}</p><p>${esc(m.ignore)}</p>`,
    ),
  };
}
