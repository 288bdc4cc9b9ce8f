import { inviteesOf, reachesThroughInnerCircle, withInnerCircleMember, type Trip, type TripParticipant } from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, TripsTable } from './schema.js';
import { participantOf, tripFromRow, type ParticipantRow } from './trip-rows.js';

/**
 * The sharers whose Inner Circle the user is an accepted member of, with the member's
 * `is_read_only`: one lookup of the partial index inner_circle_accepted_by_recipient.
 *
 * @example
 * const sharers = await acceptedSharers(db, 'bo'); sharers.get('ada') // true: view only
 */
export async function acceptedSharers(db: Kysely<Database>, userId: string): Promise<ReadonlyMap<string, boolean>> {
  const rows = await db
    .selectFrom('inner_circle_invitations')
    .select(['sharer_id', 'is_read_only'])
    .where('recipient_id', '=', userId)
    .where('status', '=', 'accepted')
    .execute();
  return new Map(rows.map((r) => [r.sharer_id, r.is_read_only]));
}

/**
 * The user as a trip participant row (name, primary address), flags left for the caller to set.
 *
 * @example
 * const me = await memberRow(db, 'bo');
 */
export async function memberRow(db: Kysely<Database>, userId: string): Promise<ParticipantRow | undefined> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('email_addresses as e', (join) => join.onRef('e.user_id', '=', 'u.id').on('e.is_primary', '=', true))
    .select(['u.id as user_id', 'u.profile_ref', 'u.first_name', 'u.last_name', 'u.screen_name', 'e.address as email'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { ...row, is_owner: false, is_read_only: true, is_traveler: false } : undefined;
}

/**
 * A trip and its participants as an Inner Circle member sees them: the member added as a
 * participant of their permission (core's withInnerCircleMember), the invitees following.
 *
 * @example
 * const seen = asSeenByMember(trip, participants, member, true);
 */
export function asSeenByMember(
  trip: Trip,
  participants: readonly ParticipantRow[],
  member: ParticipantRow,
  isReadOnly: boolean,
): { trip: Trip; participants: readonly TripParticipant[] } {
  const all = withInnerCircleMember(participants.map(participantOf), participantOf(member), isReadOnly);
  return { trip: { ...trip, invitees: inviteesOf(all) }, participants: all };
}

/**
 * Whether the caller reaches a trip through an Inner Circle: its owner is one of the caller's
 * sharers, the trip is shared with the circle and the caller takes no part in it. Answers the
 * member's read-only flag, or undefined.
 *
 * @example
 * circleAccess(trip, participants, 'bo', sharers) // true | false | undefined
 */
export function circleAccess(trip: Trip, participants: readonly ParticipantRow[], userId: string, sharers: ReadonlyMap<string, boolean>): boolean | undefined {
  const owner = participants.find((p) => p.is_owner);
  if (owner === undefined) return undefined;
  const isParticipant = participants.some((p) => p.user_id === userId);
  return reachesThroughInnerCircle({ trip, ownerId: owner.user_id, sharerIds: [...sharers.keys()], isParticipant }) ? sharers.get(owner.user_id) : undefined;
}

/**
 * The rows a trip list walks: the caller's participant rows and, when they belong to Inner
 * Circles, the owner rows of the sharers' trips shared with the circle that the caller takes no
 * part in. Without circles it is the plain walk of the caller's rows.
 *
 * @example
 * const base = listScope(db, 'bo', ['ada']);
 */
export function listScope(db: Kysely<Database>, userId: string, sharerIds: readonly string[]) {
  const rows = db.selectFrom('trip_participants as me');
  if (sharerIds.length === 0) return rows.where('me.user_id', '=', userId);
  return rows.where((eb) =>
    eb.or([
      eb('me.user_id', '=', userId),
      eb.and([
        eb('me.is_owner', '=', true),
        eb('me.user_id', 'in', [...sharerIds]),
        eb.exists(eb.selectFrom('trips as shared').select('shared.uuid').whereRef('shared.uuid', '=', 'me.trip_uuid').where('shared.is_private', '=', false)),
        eb.not(
          eb.exists(
            eb
              .selectFrom('trip_participants as mine')
              .select('mine.trip_uuid')
              .whereRef('mine.trip_uuid', '=', 'me.trip_uuid')
              .where('mine.user_id', '=', userId),
          ),
        ),
      ]),
    ]),
  );
}

/**
 * A page's trips as the caller sees them: Inner Circle trips with the caller added as member (one
 * query for the caller's row, only when the page holds such a trip).
 *
 * @example
 * const seen = await seenOnList(db, { rows, participants, userId: 'bo', sharers });
 */
export async function seenOnList(
  db: Kysely<Database>,
  page: {
    readonly rows: readonly Selectable<TripsTable>[];
    readonly participants: ReadonlyMap<string, ParticipantRow[]>;
    readonly userId: string;
    readonly sharers: ReadonlyMap<string, boolean>;
  },
): Promise<{ trip: Trip; participants: readonly TripParticipant[] }[]> {
  const plain = page.rows.map((r) => ({ trip: tripFromRow(r, page.participants.get(r.uuid) ?? []), rows: page.participants.get(r.uuid) ?? [] }));
  const access = plain.map((p) => (page.sharers.size === 0 ? undefined : circleAccess(p.trip, p.rows, page.userId, page.sharers)));
  const member = access.some((a) => a !== undefined) ? await memberRow(db, page.userId) : undefined;
  return plain.map((p, i) => {
    const isReadOnly = access[i];
    return member && isReadOnly !== undefined ? asSeenByMember(p.trip, p.rows, member, isReadOnly) : { trip: p.trip, participants: p.rows.map(participantOf) };
  });
}
