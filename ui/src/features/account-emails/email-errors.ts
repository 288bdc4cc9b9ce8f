import type { EmailAddressError } from '@waybook/core';

/**
 * The catalogue key (namespace accountEmails) that explains a failed e-mail address action;
 * `fallback` names the action's own failure (the spec's "Unable To ..." message).
 *
 * @example
 * emailErrorKey({ kind: 'not-added', email: 'a@x.io' }, 'errors.sendFailed') // 'errors.notAdded'
 */
export function emailErrorKey(error: EmailAddressError, fallback: string): string {
  switch (error.kind) {
    case 'invalid-email':
      return 'errors.invalidEmail';
    case 'not-added':
      return 'errors.notAdded';
    case 'invalid-link':
      return 'errors.invalidLink';
    case 'other-account':
      return 'errors.otherAccount';
    default:
      // 'failed', and the inbox sync refusals (inbox-sync-section.tsx explains those).
      return fallback;
  }
}
