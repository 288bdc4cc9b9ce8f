import type { RecaptchaPassStore } from '@waybook/core';
import type { Generated, Kysely } from 'kysely';
import type { Database } from './schema.js';

type PassTables = { recaptcha_passes: { id: Generated<string>; user_id: string; passed_at: Date } };

/**
 * reCAPTCHA passes in SQL: `record` forgets the user's older passes and keeps the new one; `take`
 * deletes one fresh pass in a single statement, so two texts asked for at once cannot share it.
 *
 * @example
 * const passes = new SqlRecaptchaPassStore(db);
 */
export class SqlRecaptchaPassStore implements RecaptchaPassStore {
  private readonly db: Kysely<Database & PassTables>;
  constructor(db: Kysely<Database>) {
    this.db = db.withTables<PassTables>();
  }

  async record(userId: string, at: Date): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx.deleteFrom('recaptcha_passes').where('user_id', '=', userId).execute();
      await tx.insertInto('recaptcha_passes').values({ user_id: userId, passed_at: at }).execute();
    });
  }

  async take(userId: string, since: Date): Promise<boolean> {
    const one = this.db.selectFrom('recaptcha_passes').select('id').where('user_id', '=', userId).where('passed_at', '>=', since).limit(1);
    const taken = await this.db.deleteFrom('recaptcha_passes').where('id', 'in', one).returning('id').executeTakeFirst();
    return taken !== undefined;
  }
}
