import {
  moneyMovementOf,
  type BillingStore,
  type CardBrand,
  type Cancellation,
  type Money,
  type NewTransaction,
  type PromoCampaign,
  type StoredPaymentMethod,
  type StoredTransaction,
  type Subscription,
} from '@waybook/core';
import { sql, type Generated, type Kysely, type Selectable } from 'kysely';
import type { Database } from './schema.js';

type Big = number | string | bigint;

type BillingTables = {
  subscriptions: {
    user_id: string;
    state: string;
    product: string;
    origin: string;
    start_date: string;
    anchor_date: string;
    period_start: string;
    period_end: string;
    renews_by: string;
    renewal_minor: Big | null;
    renewal_currency: string | null;
    canceled_on: string | null;
    failed_renewals: number;
    campaign_name: string | null;
    updated_at: Date;
  };
  payment_methods: {
    user_id: string;
    token: string;
    brand: string;
    last_four: string;
    exp_month: number;
    exp_year: number;
    country_code: string;
    zip: string;
    fingerprint: string;
    updated_at: Date;
  };
  billing_transactions: {
    id: Generated<Big>;
    user_id: string;
    sequence: Big;
    receipt_number: string;
    kind: string;
    amount_minor: Big;
    currency: string;
    on_day: string;
    period_start: string;
    period_end: string;
    processor_reference: string;
    card_brand: string;
    card_last_four: string;
    description: string;
    created_at: Date;
  };
  promo_campaigns: {
    code: string;
    product: string;
    is_trial: boolean;
    discounted_minor: Big;
    next_minor: Big | null;
    currency: string;
    period_unit: string;
    period_length: number;
    is_payment_info_required: boolean;
    will_downgrade: boolean;
    campaign_name: string;
    description: string;
    image_url: string;
    image_alt_text: string;
    valid_from: string;
    valid_until: string | null;
    max_redemptions: number | null;
    created_at: Date;
  };
  promo_redemptions: { code: string; user_id: string; redeemed_at: Date };
  free_trials: { id: Generated<Big>; user_id: string | null; fingerprint: string | null; taken_at: Date };
  subscription_cancellations: { id: Generated<Big>; user_id: string; product_type_code: string; reason: string; feedback: string; created_at: Date };
};

/** A subscriptions row (also as row_to_json gives it to the account store). */
export type SubscriptionRow = Selectable<BillingTables['subscriptions']>;

/**
 * A subscriptions row as the domain's Subscription.
 *
 * @example
 * toSubscription(row).state // 'active'
 */
export function toSubscription(r: SubscriptionRow): Subscription {
  const rate: Money | null = r.renewal_minor === null || r.renewal_currency === null ? null : { minor: Number(r.renewal_minor), currency: r.renewal_currency };
  return {
    state: r.state as Subscription['state'],
    product: r.product as Subscription['product'],
    origin: r.origin as Subscription['origin'],
    startDate: r.start_date,
    anchorDate: r.anchor_date,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    renewsBy: r.renews_by as Subscription['renewsBy'],
    renewalRate: rate,
    canceledOn: r.canceled_on,
    failedRenewals: r.failed_renewals,
    campaignName: r.campaign_name,
  };
}

function toTransaction(r: Selectable<BillingTables['billing_transactions']>): StoredTransaction {
  return {
    id: Number(r.id),
    userId: r.user_id,
    description: r.description,
    createdAt: r.created_at,
    movement: {
      sequence: Number(r.sequence),
      receiptNumber: r.receipt_number,
      kind: r.kind === 'renewal' ? 'renewal' : 'purchase',
      amount: { minor: Number(r.amount_minor), currency: r.currency },
      on: r.on_day,
      periodStart: r.period_start,
      periodEnd: r.period_end,
      processorReference: r.processor_reference,
      cardBrand: r.card_brand,
      cardLastFour: r.card_last_four,
    },
  };
}

function toCampaign(r: Selectable<BillingTables['promo_campaigns']>, redemptions: number): PromoCampaign {
  return {
    code: r.code,
    product: r.product === 'B' ? 'B' : 'P',
    isTrial: r.is_trial,
    discountedRate: { minor: Number(r.discounted_minor), currency: r.currency },
    period: { unit: r.period_unit as PromoCampaign['period']['unit'], length: r.period_length },
    nextRate: r.next_minor === null ? null : { minor: Number(r.next_minor), currency: r.currency },
    isPaymentInfoRequired: r.is_payment_info_required,
    willDowngradeAfterExpiration: r.will_downgrade,
    campaignName: r.campaign_name,
    description: r.description,
    imageUrl: r.image_url,
    imageAltText: r.image_alt_text,
    validFrom: r.valid_from,
    validUntil: r.valid_until,
    maxRedemptions: r.max_redemptions,
    redemptions,
  };
}

/**
 * Billing in SQL (migration 024): subscriptions, cards as tokens, transactions numbered from the
 * billing_receipt_seq sequence, promo campaigns and redemptions, free trials.
 *
 * @example
 * const billing = new SqlBillingStore(db);
 * await billing.saveSubscription('u1', subscription, now);
 */
export class SqlBillingStore implements BillingStore {
  private readonly db: Kysely<Database & BillingTables>;
  constructor(base: Kysely<Database>) {
    this.db = base.withTables<BillingTables>();
  }

  async subscription(userId: string): Promise<Subscription | null> {
    const row = await this.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
    return row === undefined ? null : toSubscription(row);
  }

  async saveSubscription(userId: string, s: Subscription, now: Date): Promise<void> {
    const values = {
      state: s.state,
      product: s.product,
      origin: s.origin,
      start_date: s.startDate,
      anchor_date: s.anchorDate,
      period_start: s.periodStart,
      period_end: s.periodEnd,
      renews_by: s.renewsBy,
      renewal_minor: s.renewalRate?.minor ?? null,
      renewal_currency: s.renewalRate?.currency ?? null,
      canceled_on: s.canceledOn,
      failed_renewals: s.failedRenewals,
      campaign_name: s.campaignName,
      updated_at: now,
    };
    await this.db
      .insertInto('subscriptions')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async recordCancellation(userId: string, c: Cancellation, now: Date): Promise<void> {
    await this.db
      .insertInto('subscription_cancellations')
      .values({ user_id: userId, product_type_code: c.productTypeCode, reason: c.reason, feedback: c.feedback, created_at: now })
      .execute();
  }

  async paymentMethod(userId: string): Promise<StoredPaymentMethod | null> {
    const r = await this.db.selectFrom('payment_methods').selectAll().where('user_id', '=', userId).executeTakeFirst();
    if (r === undefined) return null;
    return {
      userId: r.user_id,
      zip: r.zip,
      updatedAt: r.updated_at,
      card: {
        token: r.token,
        brand: r.brand as CardBrand,
        lastFour: r.last_four,
        expiry: { month: r.exp_month, year: r.exp_year },
        countryCode: r.country_code,
        fingerprint: r.fingerprint,
      },
    };
  }

  async savePaymentMethod(m: StoredPaymentMethod): Promise<void> {
    const values = {
      token: m.card.token,
      brand: m.card.brand,
      last_four: m.card.lastFour,
      exp_month: m.card.expiry.month,
      exp_year: m.card.expiry.year,
      country_code: m.card.countryCode,
      zip: m.zip,
      fingerprint: m.card.fingerprint,
      updated_at: m.updatedAt,
    };
    await this.db
      .insertInto('payment_methods')
      .values({ user_id: m.userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
  }

  async addTransaction(t: NewTransaction, now: Date): Promise<StoredTransaction> {
    const next = await sql<{ n: Big }>`select nextval('billing_receipt_seq') as n`.execute(this.db);
    const sequence = Number(next.rows[0]?.n);
    const movement = moneyMovementOf({
      sequence,
      kind: t.kind,
      amount: t.amount,
      on: t.on,
      periodStart: t.periodStart,
      periodEnd: t.periodEnd,
      processorReference: t.processorReference,
      cardBrand: t.cardBrand,
      cardLastFour: t.cardLastFour,
    });
    const row = await this.db
      .insertInto('billing_transactions')
      .values({
        user_id: t.userId,
        sequence,
        receipt_number: movement.receiptNumber,
        kind: t.kind,
        amount_minor: t.amount.minor,
        currency: t.amount.currency,
        on_day: t.on,
        period_start: t.periodStart,
        period_end: t.periodEnd,
        processor_reference: t.processorReference,
        card_brand: t.cardBrand,
        card_last_four: t.cardLastFour,
        description: t.description,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toTransaction(row);
  }

  async transactions(userId: string): Promise<readonly StoredTransaction[]> {
    const rows = await this.db.selectFrom('billing_transactions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    return rows.map(toTransaction);
  }

  async transaction(userId: string, id: number): Promise<StoredTransaction | null> {
    const row = await this.db.selectFrom('billing_transactions').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
    return row === undefined ? null : toTransaction(row);
  }

  async trialsTaken(userId: string, fingerprint: string | null): Promise<{ readonly byUser: boolean; readonly byCard: boolean }> {
    const byUser = await this.db.selectFrom('free_trials').select('id').where('user_id', '=', userId).executeTakeFirst();
    const byCard =
      fingerprint === null ? undefined : await this.db.selectFrom('free_trials').select('id').where('fingerprint', '=', fingerprint).executeTakeFirst();
    return { byUser: byUser !== undefined, byCard: byCard !== undefined };
  }

  async recordTrial(userId: string, fingerprint: string | null, now: Date): Promise<void> {
    await this.db.insertInto('free_trials').values({ user_id: userId, fingerprint, taken_at: now }).execute();
  }

  async promo(code: string): Promise<PromoCampaign | null> {
    const row = await this.db.selectFrom('promo_campaigns').selectAll().where('code', '=', code).executeTakeFirst();
    if (row === undefined) return null;
    const count = await this.db
      .selectFrom('promo_redemptions')
      .select((eb) => eb.fn.countAll<Big>().as('n'))
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return toCampaign(row, Number(count.n));
  }

  async addPromo(c: PromoCampaign, currency: string, now: Date): Promise<boolean> {
    const r = await this.db
      .insertInto('promo_campaigns')
      .values({
        code: c.code,
        product: c.product,
        is_trial: c.isTrial,
        discounted_minor: c.discountedRate.minor,
        next_minor: c.nextRate?.minor ?? null,
        currency,
        period_unit: c.period.unit,
        period_length: c.period.length,
        is_payment_info_required: c.isPaymentInfoRequired,
        will_downgrade: c.willDowngradeAfterExpiration,
        campaign_name: c.campaignName,
        description: c.description,
        image_url: c.imageUrl,
        image_alt_text: c.imageAltText,
        valid_from: c.validFrom,
        valid_until: c.validUntil,
        max_redemptions: c.maxRedemptions,
        created_at: now,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    return r !== undefined;
  }

  async recordRedemption(code: string, userId: string, now: Date): Promise<void> {
    await this.db.insertInto('promo_redemptions').values({ code, user_id: userId, redeemed_at: now }).execute();
  }

  async userIdsWithSubscription(): Promise<readonly string[]> {
    const rows = await this.db.selectFrom('subscriptions').select('user_id').where('state', '!=', 'expired').execute();
    return rows.map((r) => r.user_id);
  }
}
