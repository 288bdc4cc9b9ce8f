import { createHash } from 'node:crypto';
import type { InboundMessageRecord, PlansAddressStore, ReceivedMessage } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import { SqlJobQueue } from './sql-job-queue.js';

type PlansTables = {
  plans_addresses: { user_id: string; token_hash: string; created_at: Date };
  inbound_messages: {
    id: string;
    user_id: string;
    dedupe_key: string;
    sender: string;
    blob_id: string;
    state: string;
    received_at: Date;
    finished_at: Date | null;
  };
};

const hashToken = (token: string): string => createHash('sha256').update(token.toLowerCase()).digest('hex');
const STATES: readonly InboundMessageRecord['state'][] = ['queued', 'imported', 'nothing', 'failed'];
const stateOf = (s: string): InboundMessageRecord['state'] => STATES.find((x) => x === s) ?? 'failed';

/**
 * Plans addresses and inbound messages in SQL (migration 020). `receive` writes the blob, the
 * message row and its job in one transaction; the unique (user, dedupe key) index decides
 * duplicates, even two deliveries at once.
 *
 * @example
 * const store = new SqlPlansAddressStore(db);
 * await store.receive({ id, blobId, userId, dedupeKey, sender, bytes, receivedAt, job });
 */
export class SqlPlansAddressStore implements PlansAddressStore {
  private readonly db: Kysely<Database & PlansTables>;
  constructor(private readonly base: Kysely<Database>) {
    this.db = base.withTables<PlansTables>();
  }

  async userOfToken(token: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('plans_addresses').select('user_id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    return row?.user_id;
  }

  async tokenCreatedAt(userId: string): Promise<Date | undefined> {
    const row = await this.db.selectFrom('plans_addresses').select('created_at').where('user_id', '=', userId).executeTakeFirst();
    return row === undefined ? undefined : new Date(row.created_at);
  }

  async resetToken(userId: string, token: string, now: Date): Promise<void> {
    await this.db
      .insertInto('plans_addresses')
      .values({ user_id: userId, token_hash: hashToken(token), created_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ token_hash: hashToken(token), created_at: now }))
      .execute();
  }

  async confirmedOwner(address: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('email_addresses')
      .select('user_id')
      .where('address', '=', address.trim().toLowerCase())
      .where('is_confirmed', '=', true)
      .executeTakeFirst();
    return row?.user_id;
  }

  async receive(m: ReceivedMessage): Promise<'queued' | 'duplicate'> {
    return this.base.transaction().execute(async (tx) => {
      const db = tx.withTables<PlansTables>();
      const row = await db
        .insertInto('inbound_messages')
        .values({ id: m.id, user_id: m.userId, dedupe_key: m.dedupeKey, sender: m.sender, blob_id: m.blobId, state: 'queued', received_at: m.receivedAt })
        .onConflict((oc) => oc.columns(['user_id', 'dedupe_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row === undefined) return 'duplicate';
      await tx.insertInto('blobs').values({ id: m.blobId, content_type: 'message/rfc822', bytes: m.bytes, owner_id: m.userId }).execute();
      await new SqlJobQueue(tx).enqueue(m.job, m.receivedAt);
      return 'queued';
    });
  }

  async message(id: string): Promise<InboundMessageRecord | undefined> {
    const r = await this.db.selectFrom('inbound_messages').selectAll().where('id', '=', id).executeTakeFirst();
    if (r === undefined) return undefined;
    return { id: r.id, userId: r.user_id, sender: r.sender, blobId: r.blob_id, state: stateOf(r.state), receivedAt: new Date(r.received_at) };
  }

  async finish(id: string, state: Exclude<InboundMessageRecord['state'], 'queued'>, now: Date): Promise<void> {
    await this.base.transaction().execute(async (tx) => {
      const db = tx.withTables<PlansTables>();
      const row = await db.selectFrom('inbound_messages').select('blob_id').where('id', '=', id).executeTakeFirst();
      await db.updateTable('inbound_messages').set({ state, blob_id: '', finished_at: now }).where('id', '=', id).execute();
      if (row !== undefined && row.blob_id !== '') await tx.deleteFrom('blobs').where('id', '=', row.blob_id).execute();
    });
  }
}
