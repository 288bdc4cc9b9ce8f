import { tripFateOnAccountDeletion, type AccountDeletionStore, type AccountDeletionSummary, type TripMember } from '@waybook/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';

type Tx = Transaction<Database>;

async function membersOfTrips(tx: Tx, userId: string): Promise<Map<string, TripMember[]>> {
  const rows = await tx
    .selectFrom('trip_participants as p')
    .innerJoin('trip_participants as mine', 'mine.trip_uuid', 'p.trip_uuid')
    .where('mine.user_id', '=', userId)
    .select(['p.trip_uuid', 'p.user_id', 'p.is_owner', 'p.is_read_only', 'p.is_traveler', 'p.joined_at'])
    .forUpdate('p')
    .execute();
  const byTrip = new Map<string, TripMember[]>();
  for (const r of rows) {
    const member = { userId: r.user_id, isOwner: r.is_owner, isReadOnly: r.is_read_only, isTraveler: r.is_traveler, joinedAt: r.joined_at.getTime() };
    byTrip.set(r.trip_uuid, [...(byTrip.get(r.trip_uuid) ?? []), member]);
  }
  return byTrip;
}

async function settleTrips(tx: Tx, userId: string): Promise<AccountDeletionSummary> {
  const summary = { tripsDeleted: 0, tripsHandedOver: 0 };
  const doomed: string[] = [];
  for (const [tripUuid, members] of await membersOfTrips(tx, userId)) {
    const fate = tripFateOnAccountDeletion(userId, members);
    if (fate.kind === 'delete') {
      doomed.push(tripUuid);
      continue;
    }
    await tx.deleteFrom('trip_participants').where('trip_uuid', '=', tripUuid).where('user_id', '=', userId).execute();
    if (fate.kind !== 'hand-over') continue;
    const heir = await tx
      .updateTable('trip_participants')
      .set({ is_owner: true, is_read_only: false })
      .where('trip_uuid', '=', tripUuid)
      .where('user_id', '=', fate.to)
      .returning('is_traveler')
      .executeTakeFirstOrThrow();
    await tx.updateTable('trips').set({ is_owner_traveler: heir.is_traveler }).where('uuid', '=', tripUuid).execute();
    summary.tripsHandedOver += 1;
  }
  // Plans, documents (their blobs by trigger), participants and invitations go by cascade.
  if (doomed.length > 0) await tx.deleteFrom('trips').where('uuid', 'in', doomed).execute();
  summary.tripsDeleted = doomed.length;
  return summary;
}

async function dropOwnRows(tx: Tx, userId: string): Promise<void> {
  // Plans the user filed in a trip that stays pass to that trip's owner; unfiled ones go.
  await tx
    .updateTable('plans')
    .set({ owner_id: sql<string>`(select p.user_id from trip_participants p where p.trip_uuid = plans.trip_uuid and p.is_owner)` })
    .where('owner_id', '=', userId)
    .where('trip_uuid', 'is not', null)
    .execute();
  await tx.deleteFrom('plans').where('owner_id', '=', userId).execute();
  // Files of the user that nothing left uses: neither a remaining document nor a remaining trip's image.
  await tx
    .deleteFrom('blobs')
    .where('owner_id', '=', userId)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('plan_documents').select('uuid').whereRef('plan_documents.blob_id', '=', 'blobs.id'))))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('trips')
            .select('uuid')
            .where('trips.image_url', '=', sql<string>`'/trip/image/' || blobs.id`),
        ),
      ),
    )
    .execute();
  // Sessions, e-mail addresses, account links, sent invitations go by cascade; kept files lose their owner.
  await tx.deleteFrom('users').where('id', '=', userId).execute();
}

/**
 * Account deletion in SQL: one transaction, the ownership rule of core (tripFateOnAccountDeletion)
 * on the participants as they stand (locked), then the user's own rows (see AccountDeletionStore).
 *
 * @example
 * const deletion = new SqlAccountDeletionStore(db);
 * await deletion.deleteAccount('u1'); // { tripsDeleted: 1, tripsHandedOver: 1 }
 */
export class SqlAccountDeletionStore implements AccountDeletionStore {
  constructor(private readonly db: Kysely<Database>) {}

  async deleteAccount(userId: string): Promise<AccountDeletionSummary | undefined> {
    return this.db.transaction().execute(async (tx) => {
      const user = await tx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
      if (!user) return undefined;
      const summary = await settleTrips(tx, userId);
      await dropOwnRows(tx, userId);
      return summary;
    });
  }
}
