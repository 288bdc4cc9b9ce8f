import type { Jurisdiction } from '../profile/profile.js';
import { err, ok, type Result } from '../result.js';
import { sharingMessage, type SharingMessage } from './message-keys.js';

/**
 * Public sharing of one trip, as the trip's publicGuid and the owner's
 * isPublicTripSharingDisabled flag decide it: `unshared` (allowed, no guid yet), `shared` (the
 * link /p/{publicGuid} works) or `disabled` (the owner turned public sharing off; the trip keeps
 * its guid, if any, but the link does not work).
 *
 * @example
 * const s: PublicSharingState = { status: 'shared', publicGuid: 'g-1' };
 */
export type PublicSharingState =
  | { readonly status: 'unshared' }
  | { readonly status: 'shared'; readonly publicGuid: string }
  | { readonly status: 'disabled'; readonly publicGuid: string | null };

/**
 * A change: `issueGuid` when updatePublicTripShareUrl answers a trip_guid (first link or reset),
 * `disableForUser` / `enableForUser` when the owner switches public sharing off or on.
 *
 * @example
 * const e: PublicSharingEvent = { type: 'issueGuid', guid: 'g-2' };
 */
export type PublicSharingEvent =
  { readonly type: 'issueGuid'; readonly guid: string } | { readonly type: 'disableForUser' } | { readonly type: 'enableForUser' };

/**
 * A refused public-sharing change.
 *
 * @example
 * const e: PublicSharingError = { kind: 'sharing-disabled' };
 */
export type PublicSharingError =
  | { readonly kind: 'sharing-disabled' }
  | { readonly kind: 'guid-missing' }
  | { readonly kind: 'guid-unchanged' }
  | { readonly kind: 'already-disabled' }
  | { readonly kind: 'already-enabled' };

/**
 * The trip's public sharing from its publicGuid ('' or null for none) and the owner's flag.
 *
 * @example
 * publicSharingFrom({ publicGuid: 'g-1', isPublicTripSharingDisabled: false }) // { status: 'shared', publicGuid: 'g-1' }
 * publicSharingFrom({ publicGuid: '', isPublicTripSharingDisabled: false })    // { status: 'unshared' }
 */
export function publicSharingFrom(input: { readonly publicGuid: string | null; readonly isPublicTripSharingDisabled: boolean }): PublicSharingState {
  const guid = input.publicGuid === null || input.publicGuid.trim() === '' ? null : input.publicGuid;
  if (input.isPublicTripSharingDisabled) return { status: 'disabled', publicGuid: guid };
  return guid === null ? { status: 'unshared' } : { status: 'shared', publicGuid: guid };
}

function issue(state: PublicSharingState, guid: string): Result<PublicSharingState, PublicSharingError> {
  if (state.status === 'disabled') return err({ kind: 'sharing-disabled' });
  if (guid.trim() === '') return err({ kind: 'guid-missing' });
  if (state.status === 'shared' && state.publicGuid === guid) return err({ kind: 'guid-unchanged' });
  return ok({ status: 'shared', publicGuid: guid });
}

/**
 * The trip's public sharing after a change, or why it is refused. A new guid replaces the old one,
 * which stops working; it must differ from the current one and is refused while the owner has
 * public sharing disabled. The spec does not say whether disabling forgets the guid: it does not,
 * so turning sharing back on restores the same link (a user who wants a new link resets it).
 *
 * @example
 * publicSharingTransition({ status: 'shared', publicGuid: 'g-1' }, { type: 'issueGuid', guid: 'g-2' })
 * // ok({ status: 'shared', publicGuid: 'g-2' })
 * publicSharingTransition({ status: 'disabled', publicGuid: null }, { type: 'issueGuid', guid: 'g-2' })
 * // err({ kind: 'sharing-disabled' })
 */
export function publicSharingTransition(state: PublicSharingState, event: PublicSharingEvent): Result<PublicSharingState, PublicSharingError> {
  switch (event.type) {
    case 'issueGuid':
      return issue(state, event.guid);
    case 'disableForUser':
      if (state.status === 'disabled') return err({ kind: 'already-disabled' });
      return ok({ status: 'disabled', publicGuid: state.status === 'shared' ? state.publicGuid : null });
    case 'enableForUser':
      if (state.status !== 'disabled') return err({ kind: 'already-enabled' });
      return ok(state.publicGuid === null ? { status: 'unshared' } : { status: 'shared', publicGuid: state.publicGuid });
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * Whether the trip can be shared publicly now: only once it has a publicGuid and while the owner
 * allows public sharing.
 *
 * @example
 * canSharePublicly({ status: 'shared', publicGuid: 'g-1' }) // true
 * canSharePublicly({ status: 'unshared' })                  // false
 */
export function canSharePublicly(state: PublicSharingState): boolean {
  return state.status === 'shared';
}

/**
 * Whether a visitor's /p/{guid} link opens the trip: only the current guid of a shared trip does;
 * a guid replaced by a reset, or any guid while sharing is disabled, does not.
 *
 * @example
 * isPublicLinkValid({ status: 'shared', publicGuid: 'g-2' }, 'g-2') // true
 * isPublicLinkValid({ status: 'shared', publicGuid: 'g-2' }, 'g-1') // false
 */
export function isPublicLinkValid(state: PublicSharingState, guid: string): boolean {
  return state.status === 'shared' && state.publicGuid === guid;
}

/**
 * The public share path of a trip: /p/{publicGuid}, with routing_jurisdiction=EMEA for EMEA
 * owners (part 1 section 2.1). The guid is URL-encoded.
 *
 * @example
 * publicSharePath('g-1', 'AMER') // '/p/g-1'
 * publicSharePath('g-1', 'EMEA') // '/p/g-1?routing_jurisdiction=EMEA'
 */
export function publicSharePath(publicGuid: string, jurisdiction: Jurisdiction): string {
  const path = `/p/${encodeURIComponent(publicGuid)}`;
  return jurisdiction === 'EMEA' ? `${path}?routing_jurisdiction=EMEA` : path;
}

/**
 * The message of a refused or failed public-sharing change: "Unable to reset public share URL"
 * for a failed reset, the disabled notice when the owner has public sharing off.
 *
 * @example
 * publicSharingMessage({ kind: 'sharing-disabled' }) // { key: 'sharing:publicSharing.disabledForUser' }
 * publicSharingMessage({ kind: 'guid-missing' })     // { key: 'sharing:publicSharing.resetFailed' }
 */
export function publicSharingMessage(error: PublicSharingError): SharingMessage {
  switch (error.kind) {
    case 'sharing-disabled':
      return sharingMessage('sharing:publicSharing.disabledForUser');
    case 'guid-missing':
    case 'guid-unchanged':
      return sharingMessage('sharing:publicSharing.resetFailed');
    case 'already-disabled':
    case 'already-enabled':
      return sharingMessage('sharing:publicSharing.updateFailed');
    default: {
      const unreachable: never = error;
      return unreachable;
    }
  }
}
