import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Billing (issue 15): `subscriptions` holds each user's current subscription (the Subscription
 * fields; one row per user), `payment_methods` the user's card as the processor answered it (token,
 * brand, last four, expiry, country, zip, fingerprint: never the number nor the security code),
 * `billing_transactions` every money movement with its receipt number drawn from the
 * `billing_receipt_seq` sequence, `promo_campaigns` and `promo_redemptions` the admin's promo codes
 * and who used them, `free_trials` the trials taken per user and per card fingerprint, and
 * `subscription_cancellations` the reasons and feedback given. Per-user rows go with the user
 * (cascade); free trials by fingerprint stay, so a card's trial is remembered after its account
 * is deleted.
 */
export const billingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('subscriptions')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('origin', 'text', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('anchor_date', 'text', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('renews_by', 'text', (c) => c.notNull())
      .addColumn('renewal_minor', 'bigint')
      .addColumn('renewal_currency', 'text')
      .addColumn('canceled_on', 'text')
      .addColumn('failed_renewals', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('campaign_name', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('payment_methods')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('last_four', 'text', (c) => c.notNull())
      .addColumn('exp_month', 'integer', (c) => c.notNull())
      .addColumn('exp_year', 'integer', (c) => c.notNull())
      .addColumn('country_code', 'text', (c) => c.notNull())
      .addColumn('zip', 'text', (c) => c.notNull())
      .addColumn('fingerprint', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await sql`create sequence billing_receipt_seq`.execute(db);
    await db.schema
      .createTable('billing_transactions')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sequence', 'bigint', (c) => c.notNull().unique())
      .addColumn('receipt_number', 'text', (c) => c.notNull().unique())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount_minor', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('on_day', 'text', (c) => c.notNull())
      .addColumn('period_start', 'text', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('processor_reference', 'text', (c) => c.notNull())
      .addColumn('card_brand', 'text', (c) => c.notNull())
      .addColumn('card_last_four', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('billing_transactions_user').on('billing_transactions').column('user_id').execute();
    await db.schema
      .createTable('promo_campaigns')
      .addColumn('code', 'text', (c) => c.primaryKey())
      .addColumn('product', 'text', (c) => c.notNull())
      .addColumn('is_trial', 'boolean', (c) => c.notNull())
      .addColumn('discounted_minor', 'bigint', (c) => c.notNull())
      .addColumn('next_minor', 'bigint')
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('period_unit', 'text', (c) => c.notNull())
      .addColumn('period_length', 'integer', (c) => c.notNull())
      .addColumn('is_payment_info_required', 'boolean', (c) => c.notNull())
      .addColumn('will_downgrade', 'boolean', (c) => c.notNull())
      .addColumn('campaign_name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('image_url', 'text', (c) => c.notNull())
      .addColumn('image_alt_text', 'text', (c) => c.notNull())
      .addColumn('valid_from', 'text', (c) => c.notNull())
      .addColumn('valid_until', 'text')
      .addColumn('max_redemptions', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('promo_redemptions')
      .addColumn('code', 'text', (c) => c.notNull().references('promo_campaigns.code').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('redeemed_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('promo_redemptions_code').on('promo_redemptions').column('code').execute();
    await db.schema
      .createTable('free_trials')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('fingerprint', 'text')
      .addColumn('taken_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('free_trials_user').on('free_trials').column('user_id').execute();
    await db.schema.createIndex('free_trials_fingerprint').on('free_trials').column('fingerprint').execute();
    await db.schema
      .createTable('subscription_cancellations')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('product_type_code', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('feedback', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
  },
};
