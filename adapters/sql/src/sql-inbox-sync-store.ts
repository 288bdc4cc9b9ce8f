import { createHash } from 'node:crypto';
import type { InboxCursor, InboxSync, InboxSyncStore, PendingInboxSetup } from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from './schema.js';

type InboxTables = {
  inbox_syncs: {
    email_id: string;
    user_id: string;
    provider_id: string;
    username: string;
    imap_host: string;
    imap_port: number;
    imap_secure: boolean;
    sealed_secret: string;
    uid_validity: number | string | bigint;
    last_uid: number | string | bigint;
    last_fetch_at: Date | null;
    failures: number;
    last_error: string;
    created_at: Date;
  };
  inbox_sync_setups: {
    state_hash: string;
    user_id: string;
    email_id: string;
    provider_id: string;
    sealed_verifier: string;
    expires_at: Date;
  };
};

const hashState = (state: string): string => createHash('sha256').update(state).digest('hex');

function toSync(r: Selectable<InboxTables['inbox_syncs']>): InboxSync {
  return {
    emailUuid: r.email_id,
    userId: r.user_id,
    providerId: r.provider_id,
    username: r.username,
    server: { host: r.imap_host, port: r.imap_port, secure: r.imap_secure },
    sealed: r.sealed_secret,
    cursor: { uidValidity: Number(r.uid_validity), lastUid: Number(r.last_uid) },
    lastFetchAt: r.last_fetch_at,
    failures: r.failures,
    lastError: r.last_error,
    createdAt: r.created_at,
  };
}

const cursorColumns = (c: InboxCursor) => ({ uid_validity: c.uidValidity, last_uid: c.lastUid });

/**
 * Synced inboxes and started connections in SQL (migration 023). States are kept as their
 * SHA-256 and deleted as they are taken (single use); secrets arrive sealed.
 *
 * @example
 * const store = new SqlInboxSyncStore(db);
 * await store.save(sync);
 */
export class SqlInboxSyncStore implements InboxSyncStore {
  private readonly db: Kysely<Database & InboxTables>;
  constructor(base: Kysely<Database>) {
    this.db = base.withTables<InboxTables>();
  }

  async savePending(p: PendingInboxSetup): Promise<void> {
    await this.db.deleteFrom('inbox_sync_setups').where('expires_at', '<', new Date()).execute();
    await this.db
      .insertInto('inbox_sync_setups')
      .values({
        state_hash: hashState(p.state),
        user_id: p.userId,
        email_id: p.emailUuid,
        provider_id: p.providerId,
        sealed_verifier: p.sealedVerifier,
        expires_at: p.expiresAt,
      })
      .execute();
  }

  async takePending(state: string, now: Date): Promise<PendingInboxSetup | undefined> {
    const row = await this.db.deleteFrom('inbox_sync_setups').where('state_hash', '=', hashState(state)).returningAll().executeTakeFirst();
    if (row === undefined || row.expires_at.getTime() <= now.getTime()) return undefined;
    return { state, userId: row.user_id, emailUuid: row.email_id, providerId: row.provider_id, sealedVerifier: row.sealed_verifier, expiresAt: row.expires_at };
  }

  async save(s: InboxSync): Promise<void> {
    const values = {
      user_id: s.userId,
      provider_id: s.providerId,
      username: s.username,
      imap_host: s.server.host,
      imap_port: s.server.port,
      imap_secure: s.server.secure,
      sealed_secret: s.sealed,
      ...cursorColumns(s.cursor),
      last_fetch_at: s.lastFetchAt,
      failures: s.failures,
      last_error: s.lastError,
      created_at: s.createdAt,
    };
    await this.db
      .insertInto('inbox_syncs')
      .values({ email_id: s.emailUuid, ...values })
      .onConflict((oc) => oc.column('email_id').doUpdateSet(values))
      .execute();
  }

  async get(emailUuid: string): Promise<InboxSync | undefined> {
    const row = await this.db.selectFrom('inbox_syncs').selectAll().where('email_id', '=', emailUuid).executeTakeFirst();
    return row === undefined ? undefined : toSync(row);
  }

  async ofUser(userId: string): Promise<readonly InboxSync[]> {
    const rows = await this.db.selectFrom('inbox_syncs').selectAll().where('user_id', '=', userId).execute();
    return rows.map(toSync);
  }

  async recordLook(
    emailUuid: string,
    look: { readonly cursor: InboxCursor; readonly sealed: string; readonly lastFetchAt: Date | null; readonly failures: number; readonly lastError: string },
  ): Promise<void> {
    await this.db
      .updateTable('inbox_syncs')
      .set({ ...cursorColumns(look.cursor), sealed_secret: look.sealed, last_fetch_at: look.lastFetchAt, failures: look.failures, last_error: look.lastError })
      .where('email_id', '=', emailUuid)
      .execute();
  }

  async remove(emailUuid: string): Promise<boolean> {
    const r = await this.db.deleteFrom('inbox_syncs').where('email_id', '=', emailUuid).executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }
}
