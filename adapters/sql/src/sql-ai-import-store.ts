import { NO_AI_IMPORT_CHOICE, type AiImportChoice, type AiImportStore } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type ChoiceTables = { ai_import_choices: { user_id: string; is_opted_in: boolean; opted_in_at: Date | null; introduced_at: Date | null } };

/**
 * AI extractor choices in SQL (`ai_import_choices`, migration 021): one row per user who chose or
 * was introduced to the feature, written whole (an upsert).
 *
 * @example
 * const choices = new SqlAiImportStore(db);
 */
export class SqlAiImportStore implements AiImportStore {
  private readonly db: Kysely<Database & ChoiceTables>;
  constructor(db: Kysely<Database>) {
    this.db = db.withTables<ChoiceTables>();
  }

  async choice(userId: string): Promise<AiImportChoice> {
    const row = await this.db.selectFrom('ai_import_choices').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row === undefined ? NO_AI_IMPORT_CHOICE : { isOptedIn: row.is_opted_in, optedInAt: row.opted_in_at, introducedAt: row.introduced_at };
  }

  async save(userId: string, choice: AiImportChoice): Promise<void> {
    const values = { is_opted_in: choice.isOptedIn, opted_in_at: choice.optedInAt, introduced_at: choice.introducedAt };
    await this.db
      .insertInto('ai_import_choices')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }
}
