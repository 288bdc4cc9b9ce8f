import type { LanguageTag } from '../domain/profile/profile.js';

/** The e-mails the product sends, with their variables. */
export type MailTemplate = { readonly kind: 'verify-email'; readonly link: string; readonly email: string };

/**
 * Turns a template into a localised subject and body.
 *
 * @example
 * templates.render({ kind: 'verify-email', link, email }, 'fr-FR').subject
 */
export interface MessageTemplates {
  render(template: MailTemplate, locale: LanguageTag): { subject: string; text: string; html: string };
}
