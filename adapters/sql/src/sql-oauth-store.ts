import { createHash } from 'node:crypto';
import type { ApplicationKey, Clock, ConnectedApplicationStore, GrantedApplication } from '@waybook/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

type OAuthTables = {
  oauth_models: {
    kind: string;
    id_hash: string;
    payload: unknown;
    grant_id: string | null;
    uid: string | null;
    client_id: string | null;
    account_id: string | null;
    expires_at: Date | null;
    consumed_at: Date | null;
    created_at: Date;
  };
};

/** One record of the authorization server library, as it hands it over (a JSON object). */
export type OAuthPayload = Readonly<Record<string, unknown>>;

const hashId = (id: string): string => createHash('sha256').update(id).digest('hex');
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** The container type of applications registered without one (OAuth 2.0 clients). */
export const DEFAULT_CONTAINER_TYPE = 'OA';

/**
 * The records of the OAuth 2.0 authorization server (migration 026, docs/oauth.md), for its
 * storage adapter: found by kind and the SHA-256 of their id. An id is the token value for codes,
 * access and refresh tokens and the cookie value for sessions, so the id is never stored and the
 * payload is kept without its `jti` (given back from the id it is found by). Records past their
 * expiry are never answered and go with the sweep ({@link SqlOAuthStore.deleteExpired}).
 *
 * @example
 * const store = new SqlOAuthStore(db, clock);
 * await store.upsert('AccessToken', value, { accountId: 'u1', grantId: 'g1' }, 3600);
 * await store.find('AccessToken', value); // { accountId: 'u1', grantId: 'g1', jti: value }
 */
export class SqlOAuthStore {
  private readonly db: Kysely<Database & OAuthTables>;
  constructor(
    base: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.db = base.withTables<OAuthTables>();
  }

  async upsert(kind: string, id: string, payload: OAuthPayload, expiresInSeconds: number | undefined): Promise<void> {
    const { jti: _jti, ...kept } = payload;
    const now = this.clock.now();
    const row = {
      kind,
      id_hash: hashId(id),
      payload: JSON.stringify(kept),
      grant_id: kind === 'Grant' ? id : text(payload['grantId']),
      uid: text(payload['uid']),
      client_id: kind === 'Client' ? id : text(payload['clientId']),
      account_id: text(payload['accountId']),
      expires_at: expiresInSeconds === undefined ? null : new Date(now.getTime() + expiresInSeconds * 1000),
      consumed_at: null,
      created_at: now,
    };
    await this.db
      .insertInto('oauth_models')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['kind', 'id_hash']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          uid: row.uid,
          client_id: row.client_id,
          account_id: row.account_id,
          expires_at: row.expires_at,
        }),
      )
      .execute();
  }

  /** The record with this id, its `jti` given back and `consumed` (epoch seconds) when it was used. */
  async find(kind: string, id: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.live(kind).where('id_hash', '=', hashId(id)).executeTakeFirst();
    if (row === undefined) return undefined;
    // A client's id is its client_id (in its metadata); every other record is given its id back.
    return kind === 'Client' ? this.payloadOf(row) : { ...this.payloadOf(row), jti: id };
  }

  /** A session by its uid (the library checks an interaction's session this way; it has no `jti` then). */
  async findByUid(kind: string, uid: string): Promise<Record<string, unknown> | undefined> {
    const row = await this.live(kind).where('uid', '=', uid).executeTakeFirst();
    return row === undefined ? undefined : this.payloadOf(row);
  }

  async consume(kind: string, id: string): Promise<void> {
    await this.db.updateTable('oauth_models').set({ consumed_at: this.clock.now() }).where('kind', '=', kind).where('id_hash', '=', hashId(id)).execute();
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.db.deleteFrom('oauth_models').where('kind', '=', kind).where('id_hash', '=', hashId(id)).execute();
  }

  /** Removes every record issued under the grant (codes, access and refresh tokens), not the grant itself. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oauth_models').where('grant_id', '=', grantId).where('kind', '<>', 'Grant').execute();
  }

  /** The account's blocked status ('' when in good standing), or undefined when it no longer exists. */
  async accountStatus(accountId: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('users').select('blocked_status').where('id', '=', accountId).executeTakeFirst();
    return row?.blocked_status;
  }

  /** Every registered client's metadata (its secret sealed as stored), oldest first. */
  async clients(): Promise<readonly Record<string, unknown>[]> {
    const rows = await this.db.selectFrom('oauth_models').select(['payload', 'consumed_at']).where('kind', '=', 'Client').orderBy('created_at').execute();
    return rows.map((r) => this.payloadOf(r));
  }

  /** Removes a client with every grant, code and token issued to it; false when there was none. */
  async removeClient(clientId: string): Promise<boolean> {
    const r = await this.db.deleteFrom('oauth_models').where('client_id', '=', clientId).where('kind', '<>', 'Session').executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Removes records past their expiry (the sweep job); answers how many. */
  async deleteExpired(now: Date): Promise<number> {
    const r = await this.db.deleteFrom('oauth_models').where('expires_at', '<', now).executeTakeFirst();
    return Number(r.numDeletedRows);
  }

  private live(kind: string) {
    return this.db
      .selectFrom('oauth_models')
      .select(['payload', 'consumed_at'])
      .where('kind', '=', kind)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', this.clock.now())]));
  }

  private payloadOf(row: { payload: unknown; consumed_at: Date | null }): Record<string, unknown> {
    // A copy: the read cache shares frozen rows, and the library changes what it is given.
    const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : structuredClone(row.payload)) as Record<string, unknown>;
    return row.consumed_at === null ? payload : { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
  }
}

/**
 * The user's connected applications from the authorization server's records: each client they
 * hold a live grant for (name, url and container type from its registration), with its earliest
 * live grant; disconnecting deletes the grants and everything issued under them in one transaction.
 *
 * @example
 * const apps = new SqlConnectedApplicationStore(db, clock);
 * await apps.grantedTo('u1');
 */
export class SqlConnectedApplicationStore implements ConnectedApplicationStore {
  private readonly db: Kysely<Database & OAuthTables>;
  constructor(
    base: Kysely<Database>,
    private readonly clock: Clock,
  ) {
    this.db = base.withTables<OAuthTables>();
  }

  async grantedTo(userId: string): Promise<readonly GrantedApplication[]> {
    const rows = await this.db
      .selectFrom('oauth_models as g')
      .innerJoin('oauth_models as c', (j) => j.onRef('c.client_id', '=', 'g.client_id').on('c.kind', '=', 'Client'))
      .select(['g.client_id', 'c.payload', sql<Date>`min(g.created_at)`.as('granted_at'), sql<string>`min(g.id_hash)`.as('grant_key')])
      .where('g.kind', '=', 'Grant')
      .where('g.account_id', '=', userId)
      .where((eb) => eb.or([eb('g.expires_at', 'is', null), eb('g.expires_at', '>', this.clock.now())]))
      .groupBy(['g.client_id', 'c.payload'])
      .execute();
    return rows
      .map((r) => {
        const client = (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>;
        return {
          clientId: r.client_id ?? '',
          name: text(client['client_name']) ?? r.client_id ?? '',
          url: text(client['client_uri']) ?? '',
          containerTypeCode: text(client['container_type_code']) ?? DEFAULT_CONTAINER_TYPE,
          grantedAt: new Date(r.granted_at),
          grantKey: r.grant_key.slice(0, 16),
        };
      })
      .sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime() || a.clientId.localeCompare(b.clientId));
  }

  async disconnect(userId: string, key: ApplicationKey): Promise<number> {
    const apps = (await this.grantedTo(userId)).filter((a) =>
      'clientId' in key ? a.clientId === key.clientId : a.containerTypeCode === key.containerTypeCode,
    );
    if (apps.length === 0) return 0;
    const clients = apps.map((a) => a.clientId);
    await this.db.transaction().execute(async (tx) => {
      const grants = await tx
        .selectFrom('oauth_models')
        .select('grant_id')
        .where('kind', '=', 'Grant')
        .where('account_id', '=', userId)
        .where('client_id', 'in', clients)
        .execute();
      const ids = grants.flatMap((g) => (g.grant_id === null ? [] : [g.grant_id]));
      if (ids.length > 0) await tx.deleteFrom('oauth_models').where('grant_id', 'in', ids).execute();
      // Tokens of these clients for this user under any other grant (none expected) go too.
      await tx.deleteFrom('oauth_models').where('account_id', '=', userId).where('client_id', 'in', clients).where('kind', '<>', 'Session').execute();
    });
    return apps.length;
  }
}
