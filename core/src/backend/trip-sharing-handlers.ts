import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import { changeTripInvitationsEntry, deleteTripParticipantEntry, inviteToTripEntry, updatePublicTripShareUrlEntry } from '../contract/trip-sharing-entries.js';
import { normalizeEmail } from '../domain/account/email.js';
import type { Profile } from '../domain/profile/profile.js';
import { err, ok } from '../domain/result.js';
import { canEditTrip, canRemoveParticipant, tripAsSeenBy } from '../domain/trips/trip-access.js';
import type { Trip } from '../domain/trips/trip.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MailTripFacts, MessageTemplates } from '../ports/message-templates.port.js';
import type { StoredParticipantFlags, TripStore } from '../ports/trip-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { tripAnswerFor, tripWithRight } from './trip-handlers.js';

/**
 * What sharing a trip needs besides the trips: accounts (to find invitees), mail, and the public
 * origin for links.
 *
 * @example
 * const deps: TripSharingDeps = { trips, accounts, mailer, templates, clock, ids, publicUrl: 'http://localhost:8080' };
 */
export interface TripSharingDeps {
  readonly trips: TripStore;
  readonly accounts: AccountStore;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly publicUrl: string;
  /** Raises the FT alert (trip invitation received) for an invitee who has an account. */
  readonly alerts?: AlertRaiser;
}

/**
 * Length of public link guids and invitation tokens.
 *
 * @example
 * PUBLIC_GUID_LENGTH // 32
 */
export const PUBLIC_GUID_LENGTH = 32;

/**
 * The refusal of a public link by a user who turned public sharing off.
 *
 * @example
 * publicSharingDisabled.status // 403
 */
export const publicSharingDisabled: ApiError = apiError(403, 'forbidden', 'public_sharing_disabled', 'Public trip sharing is turned off for your account.');

/**
 * The flags an invitation's mode sets: traveler wins and is never read-only (part 1 section 3.2).
 *
 * @example
 * invitationFlags({ is_read_only: true, is_traveler: true }) // { isReadOnly: false, isTraveler: true }
 * invitationFlags({ is_read_only: false, is_traveler: false }) // { isReadOnly: false, isTraveler: false }
 */
export function invitationFlags(share: { readonly is_read_only: boolean; readonly is_traveler: boolean }): StoredParticipantFlags {
  return share.is_traveler ? { isReadOnly: false, isTraveler: true } : { isReadOnly: share.is_read_only, isTraveler: false };
}

/**
 * The facts of a trip that invitation e-mails show.
 *
 * @example
 * mailFactsOf({ ...EMPTY_TRIP, displayName: 'Lyon' }).name // 'Lyon'
 */
export function mailFactsOf(trip: Trip): MailTripFacts {
  return { name: trip.displayName, destination: trip.primaryLocation, startDate: trip.startDate, endDate: trip.endDate };
}

/**
 * The addresses of an invitation, normalised and without repeats, with the index each first had.
 *
 * @example
 * uniqueAddresses(['Bo@x.io', 'bo@x.io ', 'cy@x.io']) // [['bo@x.io', 0], ['cy@x.io', 2]]
 */
export function uniqueAddresses(addresses: readonly string[]): readonly (readonly [string, number])[] {
  const seen = new Map<string, number>();
  addresses.forEach((a, i) => {
    const n = normalizeEmail(a);
    if (!seen.has(n)) seen.set(n, i);
  });
  return [...seen.entries()];
}

/** Where an invited address is reported in the answer of POST v2/invite. */
type InvitationAnswer = 'joined' | 'pending' | 'already_participants' | 'snapshot_only';

/** One invitation being sent: what every invited address shares. */
interface Invitation {
  readonly share: { readonly trip_uuid: string; readonly message: string };
  readonly flags: StoredParticipantFlags;
  readonly trip: Trip;
  readonly sharer: Profile;
  readonly inviterId: string;
  readonly participantIds: ReadonlySet<string>;
}

/**
 * Invites one address. Taking part already, or an account in the other data jurisdiction (sent a
 * snapshot: the partial share of part 1 section 8), is reported as such; every other address gets
 * a pending invitation and a link by e-mail, whether it has an account or not, so the answer never
 * tells the inviter which addresses are registered. An account's mail asks it to sign in through
 * the link (in its own language); an address without one, to create an account.
 */
async function inviteAddress(deps: TripSharingDeps, inv: Invitation, address: string): Promise<InvitationAnswer> {
  const login = await deps.accounts.findLogin(address);
  const invitee: Profile | undefined = login ? await deps.accounts.profile(login.userId) : undefined;
  const base = { inviter: inv.sharer.displayName, trip: mailFactsOf(inv.trip), message: inv.share.message };
  if (login && invitee && inv.participantIds.has(login.userId)) return 'already_participants';
  if (invitee && invitee.jurisdiction !== inv.sharer.jurisdiction) {
    // Trips do not cross the AMER/EMEA data boundary: the invitee gets a snapshot instead.
    const t = { kind: 'trip-snapshot', ...base, trip: { ...base.trip, description: inv.trip.description } } as const;
    await deps.mailer.send({ to: address, ...deps.templates.render(t, invitee.languageTag) });
    return 'snapshot_only';
  }
  const token = deps.ids.token(PUBLIC_GUID_LENGTH);
  const createdAt = deps.clock.now();
  await deps.trips.addPendingInvitation({ tripUuid: inv.share.trip_uuid, email: address, ...inv.flags, token, invitedBy: inv.inviterId, createdAt });
  const t = invitee
    ? ({ kind: 'trip-invitation-account', ...base, link: `${deps.publicUrl}/account/invitation?token=${token}` } as const)
    : ({ kind: 'trip-invitation', ...base, link: `${deps.publicUrl}/account/create?invitation=${token}&email=${encodeURIComponent(address)}` } as const);
  await deps.mailer.send({ to: address, ...deps.templates.render(t, (invitee ?? inv.sharer).languageTag) });
  if (login && invitee) {
    const facts = { name: inv.sharer.displayName, trip: inv.trip.displayName };
    await deps.alerts?.raise({ userId: login.userId, typeCode: 'FT', tripUuid: inv.share.trip_uuid, tripItemUuid: '', fromUserId: inv.inviterId, facts });
  }
  return 'pending';
}

/**
 * The trip sharing use cases: invitations, participant types, removal (and leaving), public link.
 *
 * @example
 * const handlers = tripSharingHandlers({ trips, accounts, mailer, templates, clock, ids, publicUrl });
 */
export function tripSharingHandlers(deps: TripSharingDeps): BoundHandler[] {
  return [
    bind(inviteToTripEntry, async (input, ctx) => {
      const { EmailAddresses, TripShare: share } = input.body.Invitation;
      const found = await tripWithRight(deps.trips, share.trip_uuid, ctx.userId, canEditTrip);
      if (!found.ok) return found;
      const sharer = await deps.accounts.profile(ctx.userId);
      if (!sharer) return err(commonErrors.unauthorized);
      const own = new Set(sharer.emailAddresses.map((e) => normalizeEmail(e.address)));
      const addresses = uniqueAddresses(EmailAddresses.map((e) => e.email_address));
      const self = addresses.find(([a]) => own.has(a));
      if (self) {
        return err(apiError(400, 'bad_request', `invalid_field:Invitation.EmailAddresses.${self[1]}.email_address`, 'You cannot invite yourself.'));
      }
      const participantIds = new Set(found.value.participants.map((p) => p.userId));
      const invitation: Invitation = { share, flags: invitationFlags(share), trip: found.value.trip, sharer, inviterId: ctx.userId, participantIds };
      const outcome: Record<InvitationAnswer, string[]> = { joined: [], pending: [], already_participants: [], snapshot_only: [] };
      for (const [address] of addresses) outcome[await inviteAddress(deps, invitation, address)].push(address);
      const updated = await deps.trips.get(share.trip_uuid, ctx.userId);
      if (!updated) return err(commonErrors.notFound);
      return ok({ Invitation: outcome, Trip: tripAnswerFor(updated, ctx.userId).Trip });
    }),
    bind(changeTripInvitationsEntry, async (input, ctx) => {
      const { trip_uuid: uuid, Invitees } = input.body.TripInvitations;
      const found = await tripWithRight(deps.trips, uuid, ctx.userId, canEditTrip);
      if (!found.ok) return found;
      const changes = Invitees.map((i) => ({ profileRef: i.profile_ref, flags: invitationFlags(i) }));
      if (!(await deps.trips.setParticipantFlags(uuid, changes))) {
        return err(apiError(400, 'bad_request', 'invalid_field:TripInvitations.Invitees', 'Every invitee must be a participant other than the owner.'));
      }
      const updated = await deps.trips.get(uuid, ctx.userId);
      return updated ? ok({ Trip: tripAnswerFor(updated, ctx.userId).Trip }) : err(commonErrors.notFound);
    }),
    bind(deleteTripParticipantEntry, async (input, ctx) => {
      const { id, ref } = input.params;
      const found = await tripWithRight(deps.trips, id, ctx.userId, () => true);
      if (!found.ok) return found;
      const target = found.value.participants.find((p) => p.profileRef === ref);
      if (!target) return err(commonErrors.notFound);
      const rule = { role: found.value.role, isSelf: target.userId === ctx.userId, targetIsOwner: target.isOwner };
      if (!canRemoveParticipant(rule)) {
        return target.isOwner
          ? err(apiError(400, 'bad_request', 'cannot_remove_owner', 'The owner cannot leave or be removed; delete the trip instead.'))
          : err(apiError(403, 'forbidden', 'trip_permission_denied', 'Your role on this trip does not allow this.'));
      }
      return (await deps.trips.removeParticipant(id, ref)) ? ok({}) : err(commonErrors.notFound);
    }),
    bind(updatePublicTripShareUrlEntry, async (input, ctx) => {
      const uuid = input.body.trip_uuid;
      const found = await tripWithRight(deps.trips, uuid, ctx.userId, canEditTrip);
      if (!found.ok) return found;
      const me = await deps.accounts.profile(ctx.userId);
      if (!me || me.isPublicTripSharingDisabled) return err(publicSharingDisabled);
      const guid = deps.ids.token(PUBLIC_GUID_LENGTH);
      return (await deps.trips.setPublicGuid(uuid, guid, deps.clock.now().toISOString())) ? ok({ trip_guid: guid }) : err(commonErrors.notFound);
    }),
  ];
}

/**
 * A trip as its public link shows it: no participants, no guid; and the owner's first and last
 * name (null when they have none: the e-mail address a display name falls back to is never shown).
 * Undefined when the guid matches no trip or the owner has turned public sharing off since.
 *
 * @example
 * const view = await publicTripView({ trips, accounts }, guid); view?.trip.invitees // []
 */
export async function publicTripView(
  deps: Pick<TripSharingDeps, 'trips' | 'accounts'>,
  guid: string,
): Promise<{ trip: Trip; ownerName: string | null } | undefined> {
  const found = await deps.trips.findByPublicGuid(guid);
  const owner = found?.participants.find((p) => p.isOwner);
  if (!found || !owner) return undefined;
  const profile = await deps.accounts.profile(owner.userId);
  if (!profile || profile.isPublicTripSharingDisabled || profile.blockedStatus !== '') return undefined;
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return { trip: tripAsSeenBy(found.trip, found.participants, { role: 'public' }), ownerName: name === '' ? null : name };
}
