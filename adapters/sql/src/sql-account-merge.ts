import { mergeInnerCircleRows, type AccountMergeStore, type AccountMergeSummary } from '@waybook/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema.js';
import { innerCircleInvitationOf } from './sql-inner-circle-store.js';

type Tx = Transaction<Database>;

// Trips both accounts take part in keep one participant row: the owner's, else `into`'s with the
// better rights of the two.
async function settleSharedTrips(tx: Tx, into: string, from: string): Promise<void> {
  const both = await tx
    .selectFrom('trip_participants as f')
    .innerJoin('trip_participants as i', (j) => j.onRef('i.trip_uuid', '=', 'f.trip_uuid').on('i.user_id', '=', into))
    .where('f.user_id', '=', from)
    .select(['f.trip_uuid', 'f.is_owner', 'f.is_read_only', 'f.is_traveler'])
    .forUpdate()
    .execute();
  for (const r of both) {
    if (r.is_owner) {
      await tx.deleteFrom('trip_participants').where('trip_uuid', '=', r.trip_uuid).where('user_id', '=', into).execute();
      continue;
    }
    const better = { ...(r.is_read_only ? {} : { is_read_only: false }), ...(r.is_traveler ? { is_traveler: true } : {}) };
    if (Object.keys(better).length > 0)
      await tx.updateTable('trip_participants').set(better).where('trip_uuid', '=', r.trip_uuid).where('user_id', '=', into).execute();
    await tx.deleteFrom('trip_participants').where('trip_uuid', '=', r.trip_uuid).where('user_id', '=', from).execute();
  }
}

async function moveAddresses(tx: Tx, into: string, from: string): Promise<number> {
  // One row per address: a held one (primary or confirmed) wins over one waiting for confirmation.
  const held = (user: string) =>
    tx
      .selectFrom('email_addresses')
      .select('address')
      .where('user_id', '=', user)
      .where((eb) => eb.or([eb('is_primary', '=', true), eb('is_confirmed', '=', true)]));
  await tx
    .deleteFrom('email_addresses')
    .where('user_id', '=', into)
    .where('is_primary', '=', false)
    .where('is_confirmed', '=', false)
    .where('address', 'in', held(from))
    .execute();
  const ours = tx.selectFrom('email_addresses').select('address').where('user_id', '=', into);
  await tx.deleteFrom('email_addresses').where('user_id', '=', from).where('address', 'in', ours).execute();
  // The closed account's primary address stays held, now by `into`.
  const moved = await tx
    .updateTable('email_addresses')
    .set({ user_id: into, is_primary: false, is_confirmed: sql<boolean>`is_confirmed or is_primary` })
    .where('user_id', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

// The closed account's alerts join this account's list; where both were raised the same alert
// (a dedupe key both hold, such as one trip's reminder), this account's copy stays.
async function moveAlerts(tx: Tx, into: string, from: string): Promise<void> {
  const ours = tx.selectFrom('account_alerts').select('dedupe_key').where('user_id', '=', into).where('dedupe_key', 'is not', null);
  await tx.deleteFrom('account_alerts').where('user_id', '=', from).where('dedupe_key', 'in', ours).execute();
  await tx.updateTable('account_alerts').set({ user_id: into }).where('user_id', '=', from).execute();
  // Alerts the merged account raised for this one now come from this account itself: '' (nobody).
  await tx.updateTable('account_alerts').set({ from_user_id: '' }).where('user_id', '=', into).where('from_user_id', '=', from).execute();
}

// The closed account's Inner Circle: its connections and invitations become this account's, as
// core's mergeInnerCircleRows decides (none between the two, one live row per pair).
async function moveInnerCircle(tx: Tx, into: string, from: string): Promise<void> {
  const rows = await tx
    .selectFrom('inner_circle_invitations')
    .selectAll()
    .where((eb) => eb.or([eb('sharer_id', 'in', [into, from]), eb('recipient_id', 'in', [into, from])]))
    .execute();
  const plan = mergeInnerCircleRows(rows.map(innerCircleInvitationOf), into, from);
  if (plan.remove.length > 0) await tx.deleteFrom('inner_circle_invitations').where('uuid', 'in', plan.remove).execute();
  for (const r of plan.reassign)
    await tx.updateTable('inner_circle_invitations').set({ sharer_id: r.sharerId, recipient_id: r.recipientId }).where('uuid', '=', r.uuid).execute();
}

async function moveRows(tx: Tx, into: string, from: string): Promise<AccountMergeSummary> {
  await settleSharedTrips(tx, into, from);
  const trips = await tx.updateTable('trip_participants').set({ user_id: into }).where('user_id', '=', from).executeTakeFirst();
  await tx.updateTable('trip_invitations').set({ invited_by: into }).where('invited_by', '=', from).execute();
  const plans = await tx.updateTable('plans').set({ owner_id: into }).where('owner_id', '=', from).executeTakeFirst();
  await tx.updateTable('blobs').set({ owner_id: into }).where('owner_id', '=', from).execute();
  const emailAddresses = await moveAddresses(tx, into, from);
  await moveAlerts(tx, into, from);
  await moveInnerCircle(tx, into, from);
  return { trips: Number(trips.numUpdatedRows), plans: Number(plans.numUpdatedRows), emailAddresses };
}

/**
 * Account merge in SQL: one transaction, both accounts locked (in id order), `from`'s rows moved
 * to `into`, then `from` closed (its sessions and account links go by cascade). See AccountMergeStore.
 *
 * @example
 * const merges = new SqlAccountMergeStore(db);
 * await merges.mergeAccounts('u1', 'u2'); // { trips: 1, plans: 2, emailAddresses: 1 }
 */
export class SqlAccountMergeStore implements AccountMergeStore {
  constructor(private readonly db: Kysely<Database>) {}

  async mergeAccounts(intoUserId: string, fromUserId: string): Promise<AccountMergeSummary | undefined> {
    if (intoUserId === fromUserId) return undefined;
    return this.db.transaction().execute(async (tx) => {
      const users = await tx.selectFrom('users').select('id').where('id', 'in', [intoUserId, fromUserId]).orderBy('id').forUpdate().execute();
      if (users.length !== 2) return undefined;
      const summary = await moveRows(tx, intoUserId, fromUserId);
      await tx.deleteFrom('users').where('id', '=', fromUserId).execute();
      return summary;
    });
  }
}
