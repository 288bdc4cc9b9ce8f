import type { LanguageTag, MailTemplate, MessageTemplates } from '@waybook/core';
import { fill, pageMessages } from './pages/i18n/catalogue.js';
import { esc } from './pages/layout.js';

/**
 * Localised e-mails from the server page catalogues.
 *
 * @example
 * new CatalogueMessageTemplates().render({ kind: 'verify-email', link, email }, 'de-DE').subject
 */
export class CatalogueMessageTemplates implements MessageTemplates {
  render(template: MailTemplate, locale: LanguageTag): { subject: string; text: string; html: string } {
    const m = pageMessages(locale).mail;
    const body = fill(m.verifyBody, { email: template.email });
    return {
      subject: m.verifySubject,
      text: `${m.verifyGreeting}\n\n${body}\n${template.link}\n\n${m.verifyIgnore}\n`,
      html: `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif"><h1>${esc(m.verifyGreeting)}</h1>
<p>${esc(body)}</p><p><a href="${esc(template.link)}" style="background:#0b5cad;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${esc(m.verifyButton)}</a></p>
<p>${esc(m.verifyIgnore)}</p></body></html>`,
    };
  }
}
