import { z } from 'zod';
import { defineEntry, noBody, nothing } from '../entry.js';
import { toWireBoolean, wireBoolean, wireBooleanOut } from '../wire.js';
import { innerCircleEntryFromWire, innerCircleEntryWire, type InnerCircleEntry, type InnerCircles } from './inner-circle-entry-wire.js';

/**
 * Longest address list and personal message of an Inner Circle invitation.
 *
 * @example
 * INNER_CIRCLE_LIMITS.messageMaxLength // 1000
 */
export const INNER_CIRCLE_LIMITS = { emailsMaxLength: 5000, messageMaxLength: 1000 } as const;

/**
 * The detailed error codes of the Inner Circle calls, one per refusal of part 3 section 8.
 *
 * @example
 * INNER_CIRCLE_ERROR_CODES.alreadyInvited // 'inner_circle_already_invited'
 */
export const INNER_CIRCLE_ERROR_CODES = {
  alreadyInvited: 'inner_circle_already_invited',
  jurisdictionBlocked: 'inner_circle_jurisdiction_blocked',
  cannotInviteSelf: 'inner_circle_cannot_invite_self',
  invalidEmails: 'invalid_field:Invitation.emails',
  notFound: 'inner_circle_not_found',
} as const;

const profileRef = z.string().trim().min(1).max(100);

const entryOut = z.object({
  profile_ref: z.string(),
  is_pending: wireBooleanOut,
  is_read_only: wireBooleanOut,
  photo_url: z.string(),
  primary_email_address: z.string(),
  public_display_name: z.string(),
  screen_name: z.string(),
});

/**
 * The Inner Circle as the server answers it: Members and Sharers, every entry with all its keys and
 * the flags as "true"/"false" (read it back with {@link innerCircleFromAnswer}).
 *
 * @example
 * innerCircleAnswerWire.parse({ Members: [], Sharers: [] })
 */
export const innerCircleAnswerWire = z.object({ Members: z.array(entryOut), Sharers: z.array(entryOut) });
const circle = innerCircleAnswerWire;

/**
 * The Inner Circle answer of the domain entries.
 *
 * @example
 * innerCircleAnswer({ members: [], sharers: [] }) // { Members: [], Sharers: [] }
 */
export function innerCircleAnswer(c: InnerCircles): z.output<typeof innerCircleAnswerWire> {
  const out = (e: InnerCircleEntry): z.output<typeof entryOut> => ({
    profile_ref: e.profileRef,
    is_pending: toWireBoolean(e.isPending),
    is_read_only: toWireBoolean(e.isReadOnly),
    photo_url: e.photoUrl,
    primary_email_address: e.primaryEmailAddress,
    public_display_name: e.publicDisplayName,
    screen_name: e.screenName,
  });
  return { Members: c.members.map(out), Sharers: c.sharers.map(out) };
}

/**
 * The domain Inner Circle of an answer.
 *
 * @example
 * innerCircleFromAnswer({ Members: [], Sharers: [] }) // { members: [], sharers: [] }
 */
export function innerCircleFromAnswer(w: z.output<typeof innerCircleAnswerWire>): InnerCircles {
  const read = (e: z.output<typeof entryOut>) => innerCircleEntryFromWire(innerCircleEntryWire.parse(e));
  return { members: w.Members.map(read), sharers: w.Sharers.map(read) };
}

/**
 * GET v2/innerCircles: the caller's Inner Circle. `Members` are the people the caller shares with:
 * accepted members (with their profile) and invitations sent and not withdrawn (is_pending true,
 * named only by the address typed: profile_ref '' and no name, so the list never tells whether an
 * address has an account; a declined invitation still shows as pending to its sender). `Sharers`
 * are the people who share with the caller: accepted connections and invitations received.
 *
 * @example
 * const r = await api.call(innerCirclesEntry, {}); r.ok && r.value.Members.length
 */
export const innerCirclesEntry = defineEntry({
  id: 'innerCircles',
  method: 'GET',
  path: 'v2/innerCircles',
  auth: 'session',
  summary:
    'The Inner Circle: Members (people the caller shares trips with; invitations sent show is_pending and only the ' +
    'address invited) and Sharers (people who share with the caller; invitations received show is_pending).',
  params: nothing,
  query: nothing,
  body: noBody,
  response: circle,
});

/**
 * POST v2/inviteToInnerCircle: invites addresses (split on spaces, commas and semicolons) with a
 * permission (ConnectionRequest.is_read_only, view only by default) and a message. An address with
 * an account gets a pending invitation and an alert; one without gets an e-mail with a sign-up link
 * and the invitation becomes the account's once it proves the address. Answers the Inner Circle.
 *
 * @example
 * await api.call(inviteToInnerCircleEntry, { body: { Invitation: { emails: 'bo@example.com' }, ConnectionRequest: { is_read_only: true }, message: '' } })
 */
export const inviteToInnerCircleEntry = defineEntry({
  id: 'inviteToInnerCircle',
  method: 'POST',
  path: 'v2/inviteToInnerCircle',
  auth: 'session',
  summary:
    'Invites e-mail addresses to the Inner Circle with a permission (is_read_only) and a message. 400 ' +
    'inner_circle_already_invited ("You have already invited {email}."), inner_circle_cannot_invite_self, ' +
    'inner_circle_jurisdiction_blocked, or invalid_field:Invitation.emails; nothing is sent unless every address passes.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      Invitation: z.object({ emails: z.string().max(INNER_CIRCLE_LIMITS.emailsMaxLength) }),
      ConnectionRequest: z.object({ is_read_only: wireBoolean.default(true) }).default({ is_read_only: true }),
      message: z.string().max(INNER_CIRCLE_LIMITS.messageMaxLength, `Character limit of ${INNER_CIRCLE_LIMITS.messageMaxLength} exceeded.`).default(''),
    }),
  },
  response: circle,
});

const fromSharer = z.object({ from_account_profile_ref: profileRef });

/**
 * POST v2/acceptConnectionInvitation (form): the caller accepts the pending invitation of the
 * sharer named by from_account_profile_ref; the sharer's trips shared with the circle open at once.
 *
 * @example
 * await api.call(acceptConnectionInvitationEntry, { body: { from_account_profile_ref: 'p-ada' } })
 */
export const acceptConnectionInvitationEntry = defineEntry({
  id: 'acceptConnectionInvitation',
  method: 'POST',
  path: 'v2/acceptConnectionInvitation',
  auth: 'session',
  summary: "Accepts a sharer's pending Inner Circle invitation; 404 inner_circle_not_found when there is none.",
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: fromSharer },
  response: circle,
});

/**
 * POST v2/declineConnectionInvitation (form): the caller ignores a sharer's pending invitation.
 *
 * @example
 * await api.call(declineConnectionInvitationEntry, { body: { from_account_profile_ref: 'p-ada' } })
 */
export const declineConnectionInvitationEntry = defineEntry({
  id: 'declineConnectionInvitation',
  method: 'POST',
  path: 'v2/declineConnectionInvitation',
  auth: 'session',
  summary: "Ignores (declines) a sharer's pending Inner Circle invitation; 404 inner_circle_not_found when there is none.",
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: fromSharer },
  response: circle,
});

/**
 * POST v2/deleteInnerCircleConnection: ends connections. `members` (profile refs) are removed from
 * the caller's circle; `sharers` are circles the caller leaves (remove yourself). Access to the
 * trips ends at once.
 *
 * @example
 * await api.call(deleteInnerCircleConnectionEntry, { body: { members: ['p-bo'], sharers: [] } })
 */
export const deleteInnerCircleConnectionEntry = defineEntry({
  id: 'deleteInnerCircleConnection',
  method: 'POST',
  path: 'v2/deleteInnerCircleConnection',
  auth: 'session',
  summary: 'Removes members from the caller’s Inner Circle and/or removes the caller from sharers’ circles; all or nothing, 404 when one is not connected.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z
      .object({ members: z.array(profileRef).max(200).default([]), sharers: z.array(profileRef).max(200).default([]) })
      .refine((b) => b.members.length + b.sharers.length > 0, 'Name at least one member or sharer.'),
  },
  response: circle,
});

/**
 * POST v2/deleteInnerCircleInvitation: withdraws invitations the caller sent, named by the address
 * invited (as GET v2/innerCircles lists them).
 *
 * @example
 * await api.call(deleteInnerCircleInvitationEntry, { body: { invitations: ['bo@example.com'] } })
 */
export const deleteInnerCircleInvitationEntry = defineEntry({
  id: 'deleteInnerCircleInvitation',
  method: 'POST',
  path: 'v2/deleteInnerCircleInvitation',
  auth: 'session',
  summary: 'Withdraws invitations the caller sent, by the address invited; all or nothing, 404 when one is not pending.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ invitations: z.array(z.string().trim().min(1).max(320)).min(1).max(200) }) },
  response: circle,
});

/**
 * POST v2/updateInnerCircleConnection: the sharer changes a member's permission (is_read_only).
 *
 * @example
 * await api.call(updateInnerCircleConnectionEntry, { body: { account_profile_ref: 'p-bo', is_read_only: false } })
 */
export const updateInnerCircleConnectionEntry = defineEntry({
  id: 'updateInnerCircleConnection',
  method: 'POST',
  path: 'v2/updateInnerCircleConnection',
  auth: 'session',
  summary: "Sets an accepted member's permission: is_read_only true (View only) or false (Can edit); 404 when not a member.",
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ account_profile_ref: profileRef, is_read_only: wireBoolean }) },
  response: circle,
});

/**
 * POST v2/updatePublicTripSharing (form; the call part 3 does not show): is_disabled=true turns
 * public sharing off for every trip of the caller (their public links answer 404 at once and new
 * links are refused with public_sharing_disabled); false turns it on again and the same links work
 * again. Answers the profile's flag.
 *
 * @example
 * await api.call(updatePublicTripSharingEntry, { body: { is_disabled: true } }) // { is_public_trip_sharing_disabled: 'true' }
 */
export const updatePublicTripSharingEntry = defineEntry({
  id: 'updatePublicTripSharing',
  method: 'POST',
  path: 'v2/updatePublicTripSharing',
  auth: 'session',
  summary:
    'Turns public trip sharing off (is_disabled=true: every public link of the caller answers 404, new links are refused) ' +
    'or on again (the same links work again). Answers is_public_trip_sharing_disabled.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ is_disabled: wireBoolean }) },
  response: z.object({ is_public_trip_sharing_disabled: wireBooleanOut }),
});

/**
 * The Inner Circle and public-sharing calls, in the order the contract lists them.
 *
 * @example
 * INNER_CIRCLE_ENTRIES.length // 8
 */
export const INNER_CIRCLE_ENTRIES = [
  innerCirclesEntry,
  inviteToInnerCircleEntry,
  acceptConnectionInvitationEntry,
  declineConnectionInvitationEntry,
  deleteInnerCircleConnectionEntry,
  deleteInnerCircleInvitationEntry,
  updateInnerCircleConnectionEntry,
  updatePublicTripSharingEntry,
] as const;
