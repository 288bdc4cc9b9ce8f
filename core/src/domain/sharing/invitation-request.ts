import { normalizeEmail, validateEmailList } from '../account/email.js';
import { validationMessage, type ValidationMessage } from '../account/message-keys.js';
import type { Jurisdiction } from '../profile/profile.js';
import { err, ok, type Result } from '../result.js';
import { innerCircleJurisdictionAllows } from './inner-circle-access.js';
import { sharingMessage, type SharingMessage } from './message-keys.js';

/**
 * Why an Inner Circle invitation cannot be sent. `self` covers the sharer's own addresses;
 * `jurisdiction-blocked` an invitee whose account lives in the other data jurisdiction.
 *
 * @example
 * const e: InvitationRequestError = { kind: 'already-invited', email: 'ada@example.com' };
 */
export type InvitationRequestError =
  | { readonly kind: 'required' }
  | { readonly kind: 'invalid'; readonly address: string }
  | { readonly kind: 'self'; readonly email: string }
  | { readonly kind: 'already-invited'; readonly email: string }
  | { readonly kind: 'jurisdiction-blocked'; readonly email: string };

/**
 * What an invitation check needs: the typed address list, the sharer, the addresses already
 * invited or connected, and the jurisdictions of invitees who already hold an account (keyed by
 * normalised address; an address without an account is not in the map).
 *
 * @example
 * const input: InvitationRequestInput = { emails: 'bo@example.com', sharer: { jurisdiction: 'AMER', emailAddresses: ['ada@example.com'] }, alreadyInvited: [] };
 */
export type InvitationRequestInput = {
  readonly emails: string;
  readonly sharer: { readonly jurisdiction: Jurisdiction; readonly emailAddresses: readonly string[] };
  readonly alreadyInvited: readonly string[];
  readonly inviteeJurisdictions?: ReadonlyMap<string, Jurisdiction>;
};

/**
 * Checks an invitation before it is sent and returns the addresses to invite, normalised and
 * without duplicates. The list splits on spaces, commas and semicolons and every piece must be an
 * address (part 3 section 5). Then, first failure wins: one of the sharer's own addresses, an
 * address already invited ("You have already invited {email}."), and an invitee in another
 * jurisdiction. The spec only says invitations "are blocked for some users by jurisdiction"; the
 * choice made here is that trips are not shared across the AMER/EMEA data boundary, so an
 * invitee whose account is in the other jurisdiction is refused. Addresses without an account are
 * allowed (the account they create will follow the invitation).
 *
 * @example
 * const sharer = { jurisdiction: 'AMER', emailAddresses: ['ada@example.com'] } as const;
 * checkInvitationRequest({ emails: 'bo@example.com; Cy@example.com', sharer, alreadyInvited: [] })
 * // ok(['bo@example.com', 'cy@example.com'])
 * checkInvitationRequest({ emails: 'bo@example.com', sharer, alreadyInvited: ['BO@example.com'] })
 * // err({ kind: 'already-invited', email: 'bo@example.com' })
 */
export function checkInvitationRequest(input: InvitationRequestInput): Result<readonly string[], InvitationRequestError> {
  const list = validateEmailList(input.emails);
  if (!list.ok) return list;
  const own = new Set(input.sharer.emailAddresses.map(normalizeEmail));
  const invited = new Set(input.alreadyInvited.map(normalizeEmail));
  for (const email of list.value) {
    if (own.has(email)) return err({ kind: 'self', email });
    if (invited.has(email)) return err({ kind: 'already-invited', email });
    const jurisdiction = input.inviteeJurisdictions?.get(email);
    if (jurisdiction !== undefined && !innerCircleJurisdictionAllows(input.sharer.jurisdiction, jurisdiction)) {
      return err({ kind: 'jurisdiction-blocked', email });
    }
  }
  return ok(list.value);
}

/**
 * The message of a refused invitation: the generic `validation` texts for the address list, the
 * `sharing` texts for the rest.
 *
 * @example
 * invitationRequestMessage({ kind: 'already-invited', email: 'bo@example.com' })
 * // { key: 'sharing:innerCircle.alreadyInvited', values: { email: 'bo@example.com' } }
 * invitationRequestMessage({ kind: 'invalid', address: 'nope' }) // { key: 'validation:email.invalid' }
 */
export function invitationRequestMessage(error: InvitationRequestError): SharingMessage | ValidationMessage {
  switch (error.kind) {
    case 'required':
      return validationMessage('validation:required');
    case 'invalid':
      return validationMessage('validation:email.invalid');
    case 'self':
      return sharingMessage('sharing:innerCircle.cannotInviteSelf');
    case 'already-invited':
      return sharingMessage('sharing:innerCircle.alreadyInvited', { email: error.email });
    case 'jurisdiction-blocked':
      return sharingMessage('sharing:innerCircle.jurisdictionBlocked', { email: error.email });
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
}
