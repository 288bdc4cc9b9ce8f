import { apiError, type ApiError } from '../contract/error.js';
import { INNER_CIRCLE_ERROR_CODES, innerCircleAnswer } from '../contract/sharing/inner-circle-entries.js';
import type { InnerCircleEntry } from '../contract/sharing/inner-circle-entry-wire.js';
import { primaryEmail, type Profile } from '../domain/profile/profile.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { InnerCircleStore, StoredInnerCircleInvitation } from '../ports/inner-circle-store.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';

/**
 * What the Inner Circle use cases need: the invitations, the accounts they name, alerts for the
 * invitee and the sharer, and mail for addresses without an account.
 *
 * @example
 * const deps: InnerCircleDeps = { circle, accounts, alerts, mailer, templates, clock, ids, publicUrl: 'http://localhost:8080' };
 */
export interface InnerCircleDeps {
  readonly circle: InnerCircleStore;
  readonly accounts: AccountStore;
  readonly alerts: AlertRaiser;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links. */
  readonly publicUrl: string;
}

/**
 * The refusal of a call that names an invitation or connection the caller does not have ("Undefined
 * error" in the app).
 *
 * @example
 * innerCircleNotFound.status // 404
 */
export const innerCircleNotFound: ApiError = apiError(404, 'not_found', INNER_CIRCLE_ERROR_CODES.notFound, 'No such Inner Circle invitation or connection.');

/**
 * An Inner Circle entry naming an account: its profile ref, name, primary address and photo.
 *
 * @example
 * accountEntry(profile, { isPending: false, isReadOnly: true }).profileRef // profile.profileRef
 */
export function accountEntry(profile: Profile, flags: { readonly isPending: boolean; readonly isReadOnly: boolean }): InnerCircleEntry {
  return {
    profileRef: profile.profileRef,
    ...flags,
    photoUrl: profile.photoUrl,
    primaryEmailAddress: primaryEmail(profile) ?? '',
    publicDisplayName: profile.displayName,
    screenName: profile.screenName,
  };
}

/**
 * An invitation the caller sent and that is not accepted: named only by the address typed, so the
 * list never tells the sharer whether it has an account or declined.
 *
 * @example
 * pendingSentEntry(invitation).profileRef // ''
 */
export function pendingSentEntry(i: StoredInnerCircleInvitation): InnerCircleEntry {
  return { profileRef: '', isPending: true, isReadOnly: i.isReadOnly, photoUrl: '', primaryEmailAddress: i.email, publicDisplayName: '', screenName: '' };
}

/** The invitations a user sent and received, each with the profile of the other side (when known). */
export interface CircleView {
  readonly sent: readonly { readonly invitation: StoredInnerCircleInvitation; readonly other: Profile | undefined }[];
  readonly received: readonly { readonly invitation: StoredInnerCircleInvitation; readonly other: Profile | undefined }[];
}

/**
 * Loads the caller's invitations both ways with the other side's profile (a circle is a handful of
 * people: one profile read each).
 *
 * @example
 * const view = await circleView(deps, 'ada'); view.sent.length
 */
export async function circleView(deps: Pick<InnerCircleDeps, 'circle' | 'accounts'>, userId: string): Promise<CircleView> {
  const [sent, received] = await Promise.all([deps.circle.sent(userId), deps.circle.received(userId)]);
  const profileOf = async (id: string | null) => (id === null ? undefined : deps.accounts.profile(id));
  return {
    sent: await Promise.all(sent.map(async (invitation) => ({ invitation, other: await profileOf(invitation.recipientId) }))),
    received: await Promise.all(received.map(async (invitation) => ({ invitation, other: await profileOf(invitation.sharerId) }))),
  };
}

/**
 * The answer of GET v2/innerCircles (and of every Inner Circle change) from a circle view.
 *
 * @example
 * circleAnswer(await circleView(deps, 'ada')).Members
 */
export function circleAnswer(view: CircleView): ReturnType<typeof innerCircleAnswer> {
  const members = view.sent.map(({ invitation: i, other }) =>
    i.status === 'accepted' && other ? accountEntry(other, { isPending: false, isReadOnly: i.isReadOnly }) : pendingSentEntry(i),
  );
  const sharers = view.received.flatMap(({ invitation: i, other }) =>
    other ? [accountEntry(other, { isPending: i.status === 'pending', isReadOnly: i.isReadOnly })] : [],
  );
  return innerCircleAnswer({ members, sharers });
}
