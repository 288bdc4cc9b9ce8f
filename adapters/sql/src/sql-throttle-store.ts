import { randomBytes } from 'node:crypto';
import { retryAfter, type ThrottleOutcome, type ThrottlePolicy, type ThrottleStore } from '@waybook/core';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Token buckets in SQL, shared by every server. `take` is one INSERT ... ON CONFLICT DO UPDATE that
 * refills and takes in the same statement (core's `takeToken`: refill one token per period up to
 * the capacity, take one when a whole token is there, take nothing otherwise), so parallel attempts
 * on a bucket wait for each other's row lock and all count.
 *
 * @example
 * const throttle = new SqlThrottleStore(db);
 */
export class SqlThrottleStore implements ThrottleStore {
  constructor(private readonly db: Kysely<Database>) {}

  async take(purpose: string, key: string, policy: ThrottlePolicy, now: Date): Promise<ThrottleOutcome> {
    const refilled = sql<number>`least(${policy.capacity}::double precision, throttle_buckets.tokens
      + greatest(0, extract(epoch from (${now}::timestamptz - throttle_buckets.updated_at)))::double precision / ${policy.refillSeconds})`;
    const row = await this.db
      .insertInto('throttle_buckets')
      .values({ purpose, key, tokens: policy.capacity - 1, updated_at: now, allowed: true })
      .onConflict((oc) =>
        oc.columns(['purpose', 'key']).doUpdateSet({
          tokens: sql<number>`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
          allowed: sql<boolean>`${refilled} >= 1`,
          updated_at: sql<Date>`greatest(throttle_buckets.updated_at, ${now}::timestamptz)`,
        }),
      )
      .returning(['tokens', 'allowed'])
      .executeTakeFirstOrThrow();
    const tokensLeft = Number(row.tokens);
    return { allowed: row.allowed, tokensLeft, retryAfterSeconds: row.allowed ? 0 : retryAfter(tokensLeft, policy) };
  }

  async reset(purpose: string, key: string): Promise<void> {
    await this.db.deleteFrom('throttle_buckets').where('purpose', '=', purpose).where('key', '=', key).execute();
  }

  /** Forgets buckets untouched since `before` (they are full again by then). */
  async deleteIdleSince(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('throttle_buckets').where('updated_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/**
 * A random secret shared by every server: the first server to ask creates it, the others read it.
 *
 * @example
 * const key = await serverSecret(db, 'device-cookie');
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
