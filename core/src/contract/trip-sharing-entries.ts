import { z } from 'zod';
import { isValidEmail } from '../domain/account/email.js';
import { defineEntry, noBody, nothing } from './entry.js';
import { tripWireOut } from './trip.js';
import { wireBoolean } from './wire.js';

/**
 * Most addresses one invitation may carry.
 *
 * @example
 * TRIP_INVITATION_MAX_ADDRESSES // 50
 */
export const TRIP_INVITATION_MAX_ADDRESSES = 50;

/**
 * Longest personal message of an invitation.
 *
 * @example
 * TRIP_INVITATION_MESSAGE_MAX_LENGTH // 1000
 */
export const TRIP_INVITATION_MESSAGE_MAX_LENGTH = 1000;

/**
 * The body of POST v2/invite (part 1 section 7): the addresses, one per entry of EmailAddresses,
 * and the TripShare with the role given (read-only by default) and a message.
 *
 * @example
 * tripInvitationWire.parse({ Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: 't1' } } })
 *   .Invitation.TripShare.is_read_only // true
 */
export const tripInvitationWire = z.object({
  Invitation: z.object({
    EmailAddresses: z
      .array(z.object({ email_address: z.string().trim().refine(isValidEmail, 'Please use a valid email address.') }))
      .min(1, 'This field is required.')
      .max(TRIP_INVITATION_MAX_ADDRESSES),
    TripShare: z.object({
      trip_uuid: z.string().min(1).max(100),
      is_read_only: wireBoolean.default(true),
      is_traveler: wireBoolean.default(false),
      is_sent_with_details: wireBoolean.default(false),
      message: z.string().max(TRIP_INVITATION_MESSAGE_MAX_LENGTH, `Character limit of ${TRIP_INVITATION_MESSAGE_MAX_LENGTH} exceeded.`).default(''),
    }),
  }),
});

/**
 * POST v2/invite: invites addresses to a trip. Every address that does not take part yet gets a
 * pending invitation and a link by e-mail (an account signs in through it, an address without one
 * creates its account) and is listed under `pending`, so the answer never tells which addresses
 * have accounts; the trip answered does not show them until they accept. `joined` is kept for
 * older clients and is always empty. Addresses that cannot join (an account in the other data
 * jurisdiction) receive a snapshot of the trip instead (the "partial share" of part 1 section 8).
 * Editors only.
 *
 * @example
 * const r = await api.call(inviteToTripEntry, { body: { Invitation: { EmailAddresses: [{ email_address: 'bo@example.com' }], TripShare: { trip_uuid: id } } } });
 * r.ok && r.value.Invitation.pending // ['bo@example.com']
 */
export const inviteToTripEntry = defineEntry({
  id: 'inviteToTrip',
  method: 'POST',
  path: 'v2/invite',
  auth: 'session',
  summary:
    'Invites e-mail addresses to a trip with a role (read-only by default, full participant, or ' +
    'traveler) and a message; answers which were invited (pending until they accept through the ' +
    'e-mailed link, whether or not they have an account; joined is always empty), which already take ' +
    'part and which could only be sent a snapshot. Editors only; others 404.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: tripInvitationWire },
  response: z.object({
    Invitation: z.object({
      joined: z.array(z.string()),
      pending: z.array(z.string()),
      already_participants: z.array(z.string()),
      snapshot_only: z.array(z.string()),
    }),
    Trip: tripWireOut,
  }),
});

/**
 * POST v2/changeTripInvitations: sets the participant type of listed participants (by their flags).
 *
 * @example
 * await api.call(changeTripInvitationsEntry, { body: { TripInvitations: { trip_uuid: id, Invitees: [{ profile_ref: 'p2', is_read_only: 'false', is_traveler: 'true' }] } } })
 */
export const changeTripInvitationsEntry = defineEntry({
  id: 'changeTripInvitations',
  method: 'POST',
  path: 'v2/changeTripInvitations',
  auth: 'session',
  summary:
    "Changes participants' types (viewer, edit, traveler) from their is_read_only and is_traveler " +
    'flags. Editors only; the owner cannot be changed; an unknown profile_ref is a 400.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      TripInvitations: z.object({
        trip_uuid: z.string().min(1).max(100),
        Invitees: z
          .array(z.object({ profile_ref: z.string().min(1).max(100), is_read_only: wireBoolean, is_traveler: wireBoolean }))
          .min(1)
          .max(200),
      }),
    }),
  },
  response: z.object({ Trip: tripWireOut }),
});

/**
 * POST v2/delete/trip_participant/trip_uuid/:id/profile_ref/:ref: removes a participant. Editors
 * may remove others; anyone may remove themselves (Leave Trip); the owner cannot be removed.
 *
 * @example
 * await api.call(deleteTripParticipantEntry, { params: { id: tripUuid, ref: myProfileRef } }) // leave
 */
export const deleteTripParticipantEntry = defineEntry({
  id: 'deleteTripParticipant',
  method: 'POST',
  path: 'v2/delete/trip_participant/trip_uuid/:id/profile_ref/:ref',
  auth: 'session',
  summary:
    'Removes a participant from a trip. Editors remove others, anyone removes themselves (leave); ' +
    'removing the owner is a 400; a trip the caller does not see is a 404.',
  params: z.object({ id: z.string().min(1).max(100), ref: z.string().min(1).max(100) }),
  query: nothing,
  body: noBody,
  response: z.object({}),
});

/**
 * POST v2/updatePublicTripShareUrl: issues a new public guid for the trip (the old link stops
 * working) and answers it as trip_guid. Editors only; refused with 403
 * public_sharing_disabled when the caller has disabled public sharing.
 *
 * @example
 * const r = await api.call(updatePublicTripShareUrlEntry, { body: { trip_uuid: id } });
 * r.ok && publicSharePath(r.value.trip_guid, 'AMER') // '/p/…'
 */
export const updatePublicTripShareUrlEntry = defineEntry({
  id: 'updatePublicTripShareUrl',
  method: 'POST',
  path: 'v2/updatePublicTripShareUrl',
  auth: 'session',
  summary:
    'Issues a new public share guid for a trip (the old link answers not found from then on). ' +
    'Editors only; 403 public_sharing_disabled when the caller turned public sharing off.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ trip_uuid: z.string().min(1).max(100) }) },
  response: z.object({ trip_guid: z.string() }),
});
