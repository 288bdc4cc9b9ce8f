import type { Kysely, Migration } from 'kysely';

/**
 * reCAPTCHA passes (issue 13): while a reCAPTCHA secret is configured, each texted code needs a
 * check the user passed in the last minutes. `recaptcha_passes` keeps one row per passed check
 * (no token: only who and when); sending a code deletes one. Rows go with their user (cascade);
 * old rows are never used and are removed when the user passes again.
 */
export const recaptchaPassesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('recaptcha_passes')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('passed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('recaptcha_passes_user').on('recaptcha_passes').columns(['user_id', 'passed_at']).execute();
  },
};
