import {
  acceptConnectionInvitationEntry,
  declineConnectionInvitationEntry,
  deleteInnerCircleConnectionEntry,
  deleteInnerCircleInvitationEntry,
  INNER_CIRCLE_ERROR_CODES,
  innerCircleFromAnswer,
  innerCirclesEntry,
  inviteToInnerCircleEntry,
  updateInnerCircleConnectionEntry,
  updatePublicTripSharingEntry,
} from '../contract/sharing/inner-circle-entries.js';
import type { EntryOutput } from '../contract/entry.js';
import type { InnerCircles } from '../contract/sharing/inner-circle-entry-wire.js';
import { err, ok, type Result } from '../domain/result.js';
import { isReadOnlyPermission, type InnerCirclePermission } from '../domain/sharing/inner-circle-permission.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import type { CachePolicy } from './cache-policy.js';
import type { TripCacheValues } from './trip-service.js';

/**
 * Why an Inner Circle call failed, as the screen explains it: one of the invitation refusals of
 * part 3 section 8 (with the address named where the server names one), or a failure ("Undefined
 * error").
 *
 * @example
 * const f: InnerCircleFailure = { kind: 'already-invited', email: 'bo@example.com' };
 */
export type InnerCircleFailure =
  | { readonly kind: 'already-invited'; readonly email: string }
  | { readonly kind: 'jurisdiction-blocked'; readonly email: string }
  | { readonly kind: 'self' }
  | { readonly kind: 'invalid-emails' }
  | { readonly kind: 'failed' };

// The server names the address in its English description: "You have already invited bo@x.io."
function addressIn(description: string): string {
  return /[^\s@]+@[^\s@]+?(?=\.?(\s|$))/.exec(description)?.[0] ?? '';
}

/**
 * What a failed Inner Circle call means for the user, from the server's detailed code.
 *
 * @example
 * innerCircleFailureOf({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'inner_circle_already_invited', description: 'You have already invited bo@example.com.' })
 * // { kind: 'already-invited', email: 'bo@example.com' }
 */
export function innerCircleFailureOf(failure: ApiFailure): InnerCircleFailure {
  if (failure.kind !== 'http') return { kind: 'failed' };
  const c = INNER_CIRCLE_ERROR_CODES;
  switch (failure.detailedErrorCode) {
    case c.alreadyInvited:
      return { kind: 'already-invited', email: addressIn(failure.description) };
    case c.jurisdictionBlocked:
      return { kind: 'jurisdiction-blocked', email: addressIn(failure.description) };
    case c.cannotInviteSelf:
      return { kind: 'self' };
    case c.invalidEmails:
      return { kind: 'invalid-emails' };
    default:
      return { kind: 'failed' };
  }
}

type Answer = Result<InnerCircles, InnerCircleFailure>;

/**
 * The Inner Circle and public-sharing use cases of the app (/account/sharing). Every change
 * answers the whole circle as the server now has it.
 *
 * @example
 * const circle = new InnerCircleService(transport);
 * const r = await circle.invite({ emails: 'bo@example.com', permission: 'view-only', message: '' });
 */
export class InnerCircleService {
  constructor(
    private readonly api: ApiTransport,
    /** The session's trip cache: joining or leaving a circle changes which trips the lists show. */
    private readonly tripCache?: Pick<CachePolicy<TripCacheValues>, 'invalidate'>,
  ) {}

  private async answer(call: Promise<Result<EntryOutput<typeof innerCirclesEntry>, ApiFailure>>, changes = true): Promise<Answer> {
    const r = await call;
    if (r.ok && changes) this.tripCache?.invalidate('trips:list');
    return r.ok ? ok(innerCircleFromAnswer(r.value)) : err(innerCircleFailureOf(r.error));
  }

  /** The members, sharers and pending invitations both ways. */
  load(): Promise<Answer> {
    return this.answer(this.api.call(innerCirclesEntry, {}), false);
  }

  /** Invites the typed addresses with a permission and a message. */
  invite(input: { readonly emails: string; readonly permission: InnerCirclePermission; readonly message: string }): Promise<Answer> {
    const body = { Invitation: { emails: input.emails }, ConnectionRequest: { is_read_only: isReadOnlyPermission(input.permission) }, message: input.message };
    return this.answer(this.api.call(inviteToInnerCircleEntry, { body }));
  }

  /** Accepts the invitation of the sharer with this profile ref. */
  accept(sharerRef: string): Promise<Answer> {
    return this.answer(this.api.call(acceptConnectionInvitationEntry, { body: { from_account_profile_ref: sharerRef } }));
  }

  /** Ignores (declines) the invitation of the sharer with this profile ref. */
  ignore(sharerRef: string): Promise<Answer> {
    return this.answer(this.api.call(declineConnectionInvitationEntry, { body: { from_account_profile_ref: sharerRef } }));
  }

  /** Removes a member from the caller's circle. */
  removeMember(memberRef: string): Promise<Answer> {
    return this.answer(this.api.call(deleteInnerCircleConnectionEntry, { body: { members: [memberRef], sharers: [] } }));
  }

  /** Removes the caller from a sharer's circle. */
  leave(sharerRef: string): Promise<Answer> {
    return this.answer(this.api.call(deleteInnerCircleConnectionEntry, { body: { members: [], sharers: [sharerRef] } }));
  }

  /** Withdraws an invitation sent to this address. */
  withdraw(email: string): Promise<Answer> {
    return this.answer(this.api.call(deleteInnerCircleInvitationEntry, { body: { invitations: [email] } }));
  }

  /** Changes a member's permission. */
  setPermission(memberRef: string, permission: InnerCirclePermission): Promise<Answer> {
    return this.answer(
      this.api.call(updateInnerCircleConnectionEntry, { body: { account_profile_ref: memberRef, is_read_only: isReadOnlyPermission(permission) } }),
    );
  }

  /** Turns public trip sharing off (true) or on; answers whether it is now off. */
  async setPublicSharingDisabled(disabled: boolean): Promise<Result<boolean, InnerCircleFailure>> {
    const r = await this.api.call(updatePublicTripSharingEntry, { body: { is_disabled: disabled } });
    return r.ok ? ok(r.value.is_public_trip_sharing_disabled === 'true') : err(innerCircleFailureOf(r.error));
  }
}
