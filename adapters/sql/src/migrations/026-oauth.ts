import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Waybook as an OAuth 2.0 provider (issue 16, docs/oauth.md): every record of the authorization
 * server library (oidc-provider's models: Client, Grant, Session, Interaction, AuthorizationCode,
 * AccessToken, RefreshToken...) in one table, found by kind and the SHA-256 of its id. Token values
 * are their ids, so no token is kept in clear: the payload is stored without its `jti`, and a
 * confidential client's secret is sealed with the server key before it gets here. `grant_id`
 * finds everything issued under a grant (revoked at once); `account_id` finds a user's grants
 * (and goes with the account); `expires_at` lets reads ignore and the sweep remove what expired.
 */
export const oauthMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_models')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id_hash', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('grant_id', 'text')
      .addColumn('uid', 'text')
      .addColumn('client_id', 'text')
      .addColumn('account_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'timestamptz')
      .addColumn('consumed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('oauth_models_pk', ['kind', 'id_hash'])
      .execute();
    await db.schema.createIndex('oauth_models_grant').on('oauth_models').column('grant_id').where(sql.ref('grant_id'), 'is not', null).execute();
    await db.schema.createIndex('oauth_models_uid').on('oauth_models').columns(['kind', 'uid']).where(sql.ref('uid'), 'is not', null).execute();
    await db.schema
      .createIndex('oauth_models_account')
      .on('oauth_models')
      .columns(['account_id', 'kind'])
      .where(sql.ref('account_id'), 'is not', null)
      .execute();
    await db.schema.createIndex('oauth_models_expiry').on('oauth_models').column('expires_at').where(sql.ref('expires_at'), 'is not', null).execute();
  },
};
