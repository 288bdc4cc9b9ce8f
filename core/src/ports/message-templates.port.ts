import type { LanguageTag } from '../domain/profile/profile.js';

/**
 * What a trip e-mail says about the trip: name, destination and dates (y-MM-dd, or null).
 *
 * @example
 * const t: MailTripFacts = { name: 'Lyon', destination: 'Lyon, France', startDate: '2026-12-01', endDate: null };
 */
export interface MailTripFacts {
  readonly name: string;
  readonly destination: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
}

/**
 * The e-mails the product sends, with their variables. `trip-invitation-account` invites an account
 * to a trip (link = invitation link: it joins once signed in); `trip-invitation` invites an address
 * without an account (link = sign-up link);
 * `trip-snapshot` carries the trip itself to an address that cannot join it. `account-exists` answers a
 * sign-up with an address that already has an account (the page answers as for a new one);
 * `sign-in-failures` tells an account's owner that someone keeps failing to sign in to it.
 * `add-email` carries the link that confirms an address added to an account; `add-email-taken` tells
 * an address that already has an account that it could not be added to another one.
 * `inner-circle-invitation` invites an address without an account to a sharer's Inner Circle
 * (link = sign-up link; the invitation becomes the new account's).
 * `import-report` answers a message forwarded to the plans address: the plans it added (with links)
 * and their trip, or why nothing was added (`failure`) with a link to inbox management.
 *
 * @example
 * const m: MailTemplate = { kind: 'verify-email', link: 'https://waybook.example/account/verify?token=x', email: 'ada@example.com' };
 */
export type MailTemplate =
  | { readonly kind: 'verify-email'; readonly link: string; readonly email: string }
  | { readonly kind: 'account-exists'; readonly email: string; readonly signInLink: string }
  | { readonly kind: 'sign-in-failures'; readonly email: string }
  | { readonly kind: 'delete-account'; readonly link: string; readonly email: string }
  | { readonly kind: 'merge-accounts'; readonly link: string; readonly email: string; readonly into: string }
  | { readonly kind: 'add-email'; readonly email: string; readonly link: string }
  | { readonly kind: 'add-email-taken'; readonly email: string }
  | { readonly kind: 'reset-password'; readonly email: string; readonly link: string }
  | { readonly kind: 'inner-circle-invitation'; readonly inviter: string; readonly link: string; readonly message: string; readonly isReadOnly: boolean }
  | { readonly kind: 'alert'; readonly title: string; readonly message: string; readonly link: string; readonly settingsLink: string }
  | {
      readonly kind: 'import-report';
      readonly subject: string;
      readonly plans: readonly { readonly name: string; readonly link: string }[];
      readonly trip: { readonly name: string; readonly link: string } | null;
      readonly failure: '' | 'nothing-found' | 'too-large' | 'unsupported' | 'error';
      readonly manageLink: string;
    }
  | {
      // A traveler's message from the support page, to the support team (support-request.ts).
      readonly kind: 'support-request';
      readonly reference: string;
      readonly topic: string;
      readonly message: string;
      readonly tripLink: string;
      readonly userId: string;
      readonly email: string;
      readonly name: string;
      readonly interfaceLocale: string;
      readonly profileLocale: string;
      readonly userAgent: string;
      readonly sentAt: string;
    }
  | { readonly kind: 'trip-invitation-account'; readonly inviter: string; readonly trip: MailTripFacts; readonly link: string; readonly message: string }
  | { readonly kind: 'trip-invitation'; readonly inviter: string; readonly trip: MailTripFacts; readonly link: string; readonly message: string }
  | {
      readonly kind: 'trip-snapshot';
      readonly inviter: string;
      readonly trip: MailTripFacts & { readonly description: string };
      readonly message: string;
    };

/**
 * Turns a template into a localised subject and body.
 *
 * @example
 * templates.render({ kind: 'verify-email', link, email }, 'fr-FR').subject
 */
export interface MessageTemplates {
  render(template: MailTemplate, locale: LanguageTag): { subject: string; text: string; html: string };
}
