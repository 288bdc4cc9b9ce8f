import { commonErrors, type ApiError } from '../contract/error.js';
import {
  BILLING_API_ERRORS,
  billingCountryOptionsEntry,
  billingReceiptEntry,
  isValidPromoEntry,
  purchasedProductInfoEntry,
  updateCancelPremiumEntry,
  updatePaymentInfoEntry,
  updateProUpgradeEntry,
  type ReceiptWire,
} from '../contract/billing/billing-entries.js';
import { promoToWire } from '../contract/billing/promo-wire.js';
import { purchasedProductInfoToWire, type PurchasedProductInfoWire } from '../contract/billing/purchased-product-info-wire.js';
import { toWireBoolean } from '../contract/wire.js';
import { type AlertCode } from '../domain/alerts/alert-codes.js';
import { billingPeriodOf } from '../domain/billing/billing-period.js';
import { promoRefusalError, type BillingErrorCode } from '../domain/billing/billing-errors.js';
import { CARD_TYPE_CODES, type CardBrand } from '../domain/billing/card-brand.js';
import { validateCardExpiry } from '../domain/billing/card-expiry.js';
import { validateCardForm } from '../domain/billing/card-form.js';
import { isEligibleForFreeTrial, type TrialCustomer } from '../domain/billing/free-trial.js';
import { paymentErrorFor, paymentInfoOfCard, type CardToken } from '../domain/billing/payment-outcome.js';
import { proAccessOf, type ProAccess } from '../domain/billing/pro-capabilities.js';
import {
  applyPromo,
  canUpgradeWithoutCard,
  normalizePromoCode,
  PROMO_ATTEMPT_PURPOSE,
  PROMO_ATTEMPT_THROTTLE,
  promoOfCampaign,
  promoStart,
  type PromoCampaign,
  type PromoTerms,
} from '../domain/billing/promo.js';
import { TRANSACTION_CODES } from '../domain/billing/receipt.js';
import { nextRenewalAttempt, renewalChargeDue, renewalIdempotencyKey } from '../domain/billing/renewal.js';
import { billingDay, graceEnd, subscriptionTransition, type Subscription, type SubscriptionEvent } from '../domain/billing/subscription.js';
import type { ProProductCode } from '../domain/billing/subscription-period.js';
import { sortTransactionsNewestFirst, type Transaction } from '../domain/billing/transaction.js';
import { formatMoneyValue, moneyDecimal, type Money } from '../domain/money/money.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser } from '../ports/alert-raiser.port.js';
import type { BillingStore, StoredTransaction } from '../ports/billing-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { Job, JobQueue } from '../ports/job-queue.port.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * The job kind that settles one user's subscription (payload `{ userId }`): charges a renewal that
 * is due (or a retry of a failed one), expires what has ended, and schedules itself for the next
 * date that matters. One pending job per user and day (dedupeKey `billing-renewal:{userId}:{day}`);
 * a run that finds nothing due only re-schedules, so a stale job is harmless.
 *
 * @example
 * await jobs.enqueue({ kind: BILLING_RENEWAL_JOB, payload: { userId: 'u1' }, runAt, dedupeKey: 'billing-renewal:u1:2027-11-21' }, now);
 */
export const BILLING_RENEWAL_JOB = 'billing-renewal';

/**
 * The alert raised when a renewal charge fails and the subscription is suspended. The spec's
 * alert codes have none for billing; FF (an account-level failure the user must act on) is used
 * with facts reason 'billing-renewal', which gives the alert its own text ('Your Pro renewal did
 * not go through', with the amount in the reader's currency format and the period's end).
 *
 * @example
 * BILLING_RENEWAL_ALERT.facts.reason // 'billing-renewal'
 */
export const BILLING_RENEWAL_ALERT: { readonly typeCode: AlertCode; readonly facts: { readonly reason: string } } = {
  typeCode: 'FF',
  facts: { reason: 'billing-renewal' },
};

/**
 * What billing needs: its store, the payment processor, the throttle store (promo attempts), the
 * job queue (renewals), alerts, the accounts (the enterprise flag), the clock, the standard prices
 * of the two products, and the billing countries in a language.
 *
 * @example
 * const deps: BillingDeps = { store, payments, throttle, jobs, alerts, accounts, clock, prices: { P: usd(4900), B: usd(499) } };
 */
export interface BillingDeps {
  readonly store: BillingStore;
  readonly payments: PaymentGateway;
  readonly throttle: ThrottleStore;
  readonly jobs: Pick<JobQueue, 'enqueue'>;
  readonly alerts: AlertRaiser;
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly clock: Clock;
  readonly prices: Readonly<Record<ProProductCode, Money>>;
  readonly countries?: (locale: string) => readonly { readonly code: string; readonly name: string }[];
  /** The product's name in a language, for billing history and receipts (kept in English with each transaction). */
  readonly productName?: (product: 'P' | 'B' | 'bulk', locale: string) => string;
  readonly log?: (line: string) => void;
}

type CardFields = {
  readonly cc_number: string;
  readonly security_code: string;
  readonly country_code: string;
  readonly zip: string;
  readonly cc_exp_month: string;
  readonly cc_exp_year: string;
};

const apiErrorOf = (code: BillingErrorCode): ApiError => BILLING_API_ERRORS[code];

const PRODUCT_NAMES: Readonly<Record<'P' | 'B' | 'bulk', string>> = { P: 'Waybook Pro, yearly', B: 'Waybook Pro, monthly', bulk: 'Waybook Pro' };
const PRODUCT_OF_NAME = new Map(Object.entries(PRODUCT_NAMES).map(([product, name]) => [name, product as keyof typeof PRODUCT_NAMES]));

// Region codes that name no country (groupings, private use), left out of the billing countries.
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ']);

/**
 * The countries Intl knows, named in `locale` and sorted by name: the default billing countries.
 *
 * @example
 * intlBillingCountries('en-US').find((c) => c.code === 'FR')?.name // 'France'
 */
export function intlBillingCountries(locale: string): readonly { readonly code: string; readonly name: string }[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'none' });
  const out: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      if (name !== undefined && name !== code) out.push({ code, name });
    }
  }
  return out.sort((x, y) => x.name.localeCompare(y.name, locale));
}

function cardError(errors: ReturnType<typeof validateCardForm>): BillingErrorCode | null {
  if (errors.ok) return null;
  if (errors.error.number !== undefined) return 'card_invalid_number';
  if (errors.error.securityCode !== undefined) return 'card_invalid_security_code';
  return 'card_invalid';
}

const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/**
 * Pro billing: the seven billing calls and the renewal job. All rules are the domain's
 * (core/src/domain/billing); this class only sequences them with the store and the processor.
 *
 * @example
 * const billing = new BillingService(deps);
 * const handlers = billing.handlers();
 */
export class BillingService {
  constructor(private readonly deps: BillingDeps) {}

  handlers(): BoundHandler[] {
    return [
      bind(purchasedProductInfoEntry, async (_input, ctx) => ok(await this.info(ctx.userId, ctx.locale))),
      bind(updateCancelPremiumEntry, async ({ body }, ctx) => {
        const r = await this.cancel(ctx.userId, {
          productTypeCode: body.product_type_code,
          reason: body.cancellation_reason,
          feedback: body.cancellation_feedback,
        });
        return r.ok ? ok(await this.info(ctx.userId, ctx.locale)) : r;
      }),
      bind(updateProUpgradeEntry, async ({ body }, ctx) => {
        const r = await this.upgrade(ctx.userId, body, body.promo_code);
        return r.ok ? ok(await this.info(ctx.userId, ctx.locale)) : r;
      }),
      bind(updatePaymentInfoEntry, async ({ body, query }, ctx) => {
        const r = query.is_expiration_only === true ? await this.updateExpiry(ctx.userId, body) : await this.replaceCard(ctx.userId, body);
        return r.ok ? ok(await this.info(ctx.userId, ctx.locale)) : r;
      }),
      bind(billingCountryOptionsEntry, async (_input, ctx) =>
        ok({ countries: (this.deps.countries ?? intlBillingCountries)(ctx.locale).map((c) => ({ country_code: c.code, name: c.name })) }),
      ),
      bind(isValidPromoEntry, async ({ query }, ctx) => {
        const r = await this.checkPromo(ctx.userId, query.promo_code, true);
        return r.ok ? ok(promoToWire(promoOfCampaign(r.value, this.deps.prices[r.value.product]))) : r;
      }),
      bind(billingReceiptEntry, async ({ query }, ctx) => {
        const t = await this.deps.store.transaction(ctx.userId, query.transaction_id);
        return t === null ? err(commonErrors.notFound) : ok({ Receipt: this.receipt(t, ctx.locale) });
      }),
    ];
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /**
   * The user's subscription with what time has already decided applied (a cancelled one past its
   * end, a suspended one past its grace period, a promotion that does not renew): expired, saved.
   */
  async current(userId: string): Promise<Subscription | null> {
    const s = await this.deps.store.subscription(userId);
    if (s === null || s.state === 'expired') return s;
    const expired = subscriptionTransition(s, { type: 'expire' }, this.now());
    // An active card subscription expires only through its suspension (a failed renewal), never by time alone.
    if (!expired.ok || (s.state === 'active' && s.renewsBy === 'card')) return s;
    await this.deps.store.saveSubscription(userId, expired.value, this.now());
    return expired.value;
  }

  /**
   * What the one Pro rule says of a user now (proAccessOf on the current subscription): Pro, a
   * free trial, the grace period. Other use cases ask it (text messages are refused during a trial).
   *
   * @example
   * (await billing.proAccess('u1')).isTrial // true during a free trial
   */
  async proAccess(userId: string): Promise<ProAccess> {
    return this.access(await this.current(userId));
  }

  private access(s: Subscription | null): ProAccess {
    return proAccessOf(s, { isEnterprisePro: false }, this.now());
  }

  private async trialCustomer(userId: string, access: ProAccess, fingerprint: string | null): Promise<TrialCustomer> {
    const taken = await this.deps.store.trialsTaken(userId, fingerprint);
    return { hasHadTrial: taken.byUser, cardHasHadTrial: taken.byCard, access };
  }

  /** What GET v2/purchasedProductInfo answers. */
  async info(userId: string, locale: string): Promise<PurchasedProductInfoWire> {
    const s = await this.current(userId);
    const method = await this.deps.store.paymentMethod(userId);
    const access = this.access(s);
    const transactions = (await this.deps.store.transactions(userId)).map((t) => transactionOf(t, locale, this.deps.productName));
    return purchasedProductInfoToWire({
      billingAddress: method === null ? null : { countryCode: method.card.countryCode, zip: method.zip },
      defaultProYearlyRate: Number(moneyDecimal(this.deps.prices.P)),
      billingPeriod: s === null ? null : billingPeriodOf(s, locale),
      paymentInfo: method === null ? null : paymentInfoOfCard(method.card),
      isEligibleForFreeTrial: isEligibleForFreeTrial(await this.trialCustomer(userId, access, method?.card.fingerprint ?? null)),
      transactions: sortTransactionsNewestFirst(transactions),
    });
  }

  /** A promo code checked: counted against the attempt limit, normalised, found and current. */
  /**
   * The card a free trial is judged by, the same for the promo check and the upgrade: the card
   * being given now, else the card on file, else none.
   */
  private async cardFingerprint(userId: string, given: CardToken | null): Promise<string | null> {
    return given?.fingerprint ?? (await this.deps.store.paymentMethod(userId))?.card.fingerprint ?? null;
  }

  private async checkPromo(userId: string, raw: string, judgeTrial: boolean): Promise<Result<PromoCampaign, ApiError>> {
    const now = this.now();
    const attempt = await this.deps.throttle.take(PROMO_ATTEMPT_PURPOSE, userId, PROMO_ATTEMPT_THROTTLE, now);
    if (!attempt.allowed) return err(apiErrorOf('too_many_promo_attempts'));
    const code = normalizePromoCode(raw);
    const campaign = code === null ? null : await this.deps.store.promo(code);
    if (campaign === null) return err(apiErrorOf('invalid_promo'));
    if (!judgeTrial) return ok(campaign);
    const s = await this.current(userId);
    const customer = await this.trialCustomer(userId, this.access(s), await this.cardFingerprint(userId, null));
    const terms = applyPromo(campaign, this.deps.prices[campaign.product], billingDay(now), customer, true);
    return terms.ok ? ok(campaign) : err(apiErrorOf(promoRefusalError(terms.error)));
  }

  private async tokenize(card: CardFields): Promise<Result<{ card: CardToken; zip: string }, ApiError>> {
    const form = validateCardForm(
      {
        number: card.cc_number,
        securityCode: card.security_code,
        expirationMonth: card.cc_exp_month,
        expirationYear: card.cc_exp_year,
        countryCode: card.country_code,
        zip: card.zip,
      },
      billingDay(this.now()),
    );
    const invalid = cardError(form);
    if (!form.ok) return err(apiErrorOf(invalid ?? 'card_invalid'));
    const t = await this.deps.payments.tokenize(form.value);
    if (t.kind !== 'tokenized') return err(apiErrorOf(paymentErrorFor(t) ?? 'billing_error'));
    return ok({ card: t.card, zip: form.value.zip });
  }

  /** Charges; a charge the processor says must not stand is voided and refused. */
  private async charge(token: string, amount: Money, key: string): Promise<Result<string, BillingErrorCode>> {
    const c = await this.deps.payments.charge(token, amount, key);
    if (c.kind === 'succeeded') return ok(c.reference);
    if (c.kind === 'needs_void') {
      const v = await this.deps.payments.void(c.reference);
      if (v.kind !== 'voided') this.deps.log?.(`billing: the charge ${c.reference} could not be voided; void it at the processor`);
    }
    return err(paymentErrorFor(c) ?? 'billing_error');
  }

  /** POST v2/updateProUpgrade: a paid yearly subscription, or what a promo code gives. */
  async upgrade(userId: string, card: CardFields, promoCode: string): Promise<Result<Subscription, ApiError>> {
    const now = this.now();
    const today = billingDay(now);
    const s = await this.current(userId);
    if (s !== null && s.state === 'canceled') return this.resume(userId, s, card);
    const access = this.access(s);
    const profile = await this.deps.accounts.profile(userId);
    if (access.isPro || profile?.isPro === true) return err(apiErrorOf('billing_error'));
    let campaign: PromoCampaign | null = null;
    if (promoCode.trim() !== '') {
      const checked = await this.checkPromo(userId, promoCode, false);
      if (!checked.ok) return checked;
      campaign = checked.value;
    }
    const withCard = card.cc_number !== '';
    if (!withCard && !canUpgradeWithoutCard(campaign === null ? null : { isPaymentInfoRequired: campaign.isPaymentInfoRequired })) {
      return err(apiErrorOf('card_invalid_number'));
    }
    const tokenized = withCard ? await this.tokenize(card) : null;
    if (tokenized !== null && !tokenized.ok) return tokenized;
    const token = tokenized?.value ?? null;
    let terms: PromoTerms | null = null;
    if (campaign !== null) {
      const customer = await this.trialCustomer(userId, access, await this.cardFingerprint(userId, token?.card ?? null));
      const applied = applyPromo(campaign, this.deps.prices[campaign.product], today, customer, withCard);
      if (!applied.ok) return err(apiErrorOf(promoRefusalError(applied.error)));
      terms = applied.value;
    }
    const amount = terms?.firstCharge ?? this.deps.prices.P;
    const start: SubscriptionEvent = terms !== null ? promoStart(terms) : { type: 'start', kind: 'paid', product: 'P', rate: this.deps.prices.P };
    const next = subscriptionTransition(s, start, now);
    if (!next.ok) return err(apiErrorOf('billing_error'));
    let reference = '';
    if (amount.minor > 0) {
      if (token === null) return err(apiErrorOf('card_invalid_number'));
      const charged = await this.charge(token.card.token, amount, `upgrade:${userId}:${now.getTime()}`);
      if (!charged.ok) return err(apiErrorOf(charged.error));
      reference = charged.value;
    }
    if (token !== null) await this.deps.store.savePaymentMethod({ userId, card: token.card, zip: token.zip, updatedAt: now });
    await this.deps.store.saveSubscription(userId, next.value, now);
    if (next.value.origin === 'trial') await this.deps.store.recordTrial(userId, await this.cardFingerprint(userId, token?.card ?? null), now);
    if (campaign !== null) await this.deps.store.recordRedemption(campaign.code, userId, now);
    if (amount.minor > 0 && token !== null) {
      await this.deps.store.addTransaction(
        {
          userId,
          kind: 'purchase',
          amount,
          on: today,
          periodStart: next.value.periodStart,
          periodEnd: next.value.periodEnd,
          processorReference: reference,
          cardBrand: token.card.brand,
          cardLastFour: token.card.lastFour,
          description: PRODUCT_NAMES[next.value.product] ?? 'Waybook Pro',
        },
        now,
      );
    }
    await this.schedule(userId, next.value);
    return ok(next.value);
  }

  /**
   * An upgrade while a cancelled subscription still runs resumes it: the same period, renewed at
   * its end by the card on file (or the card given now, which then replaces it); nothing is charged
   * today. Without any card on file a card is needed.
   */
  private async resume(userId: string, s: Subscription, card: CardFields): Promise<Result<Subscription, ApiError>> {
    const now = this.now();
    const next = subscriptionTransition(s, { type: 'resume' }, now);
    if (!next.ok) return err(apiErrorOf('billing_error'));
    if (card.cc_number !== '') {
      const tokenized = await this.tokenize(card);
      if (!tokenized.ok) return tokenized;
      await this.deps.store.savePaymentMethod({ userId, card: tokenized.value.card, zip: tokenized.value.zip, updatedAt: now });
    } else if (next.value.renewsBy === 'card' && (await this.deps.store.paymentMethod(userId)) === null) {
      return err(apiErrorOf('card_invalid_number'));
    }
    await this.deps.store.saveSubscription(userId, next.value, now);
    await this.schedule(userId, next.value);
    return ok(next.value);
  }

  /**
   * A company-paid (bulk) cycle of 90 days given by an admin (`npm run admin -- bulk grant`): a new
   * subscription when the user has none running, or the next cycle once the current one has ended
   * (the company renews each cycle; one it does not renew expires at its end). A user who pays for
   * Pro already is refused: cancel first.
   *
   * @example
   * await billing.grantBulk('u1', 'Acme Travel') // ok({ origin: 'bulk', periodEnd: today + 90 days, ... })
   */
  async grantBulk(userId: string, company: string): Promise<Result<Subscription, string>> {
    const now = this.now();
    const s = await this.current(userId);
    // current() has already ended a cycle on its last day, so a running one is refused, not renewed.
    if (s !== null && s.state !== 'expired' && s.origin === 'bulk') return err(`the current cycle runs until ${s.periodEnd}; grant the next one from that day`);
    const next = subscriptionTransition(s, { type: 'start', kind: 'bulk', campaignName: company }, now);
    if (!next.ok) return err('the user has a subscription of their own');
    const granted = next.value;
    await this.deps.store.saveSubscription(userId, granted, now);
    await this.schedule(userId, granted);
    return ok(granted);
  }

  /** POST v2/updateCancelPremium. */
  async cancel(
    userId: string,
    c: { readonly productTypeCode: string; readonly reason: string; readonly feedback: string },
  ): Promise<Result<Subscription, ApiError>> {
    const now = this.now();
    const s = await this.current(userId);
    const next = subscriptionTransition(s, { type: 'cancel' }, now);
    if (!next.ok) return err(apiErrorOf('cancel_failed'));
    await this.deps.store.saveSubscription(userId, next.value, now);
    await this.deps.store.recordCancellation(userId, c, now);
    await this.schedule(userId, next.value);
    return ok(next.value);
  }

  /** POST v2/updatePaymentInfo: a new card; a suspended subscription is charged with it at once. */
  async replaceCard(userId: string, card: CardFields): Promise<Result<void, ApiError>> {
    const tokenized = await this.tokenize(card);
    if (!tokenized.ok) return tokenized;
    const now = this.now();
    await this.deps.store.savePaymentMethod({ userId, card: tokenized.value.card, zip: tokenized.value.zip, updatedAt: now });
    const s = await this.current(userId);
    if (s !== null && s.state === 'suspended') {
      const failure = await this.settle(userId, true);
      if (failure !== null) return err(apiErrorOf(failure));
    }
    return ok(undefined);
  }

  /** POST v2/updatePaymentInfo?is_expiration_only=true: the current card's new expiry. */
  async updateExpiry(userId: string, card: Pick<CardFields, 'cc_exp_month' | 'cc_exp_year'>): Promise<Result<void, ApiError>> {
    const method = await this.deps.store.paymentMethod(userId);
    if (method === null) return err(BILLING_API_ERRORS.no_card);
    const expiry = validateCardExpiry({ month: card.cc_exp_month, year: card.cc_exp_year }, billingDay(this.now()));
    if (!expiry.ok) return err(apiErrorOf('card_invalid'));
    const updated = await this.deps.payments.updateExpiry(method.card.token, expiry.value);
    if (updated.kind !== 'updated') return err(apiErrorOf('payment_service_error'));
    await this.deps.store.savePaymentMethod({ ...method, card: { ...method.card, expiry: expiry.value }, updatedAt: this.now() });
    return ok(undefined);
  }

  private receipt(t: StoredTransaction, locale: string): ReceiptWire {
    const tx = transactionOf(t, locale, this.deps.productName);
    const brand = t.movement.cardBrand as CardBrand;
    return {
      id: tx.id,
      receipt_number: t.movement.receiptNumber,
      transaction_code: tx.transactionCode,
      amount: tx.amount,
      amount_display: tx.amountDisplay,
      currency: t.movement.amount.currency,
      description: tx.description,
      display_date: tx.displayDate,
      display_datetime: tx.displayDatetime,
      billing_period_start: tx.billingPeriodStart,
      billing_period_end: tx.billingPeriodEnd,
      card_type_code: CARD_TYPE_CODES[brand] ?? '',
      cc_suffix: t.movement.cardLastFour,
      is_sandbox: toWireBoolean(this.deps.payments.isSandbox),
    };
  }

  /** The day the renewal job next has something to decide for this subscription, if any. */
  private nextDay(s: Subscription): string | null {
    if (s.state === 'expired') return null;
    const attempt = nextRenewalAttempt(s);
    if (attempt !== null) return attempt;
    return s.state === 'suspended' ? graceEnd(s) : s.periodEnd;
  }

  private async schedule(userId: string, s: Subscription): Promise<void> {
    const day = this.nextDay(s);
    if (day === null) return;
    const now = this.now();
    const runAt = dayStart(day);
    await this.deps.jobs.enqueue(
      { kind: BILLING_RENEWAL_JOB, payload: { userId }, runAt: runAt < now ? now : runAt, dedupeKey: `billing-renewal:${userId}:${day}`, maxAttempts: 3 },
      now,
    );
  }

  /**
   * Runs one BILLING_RENEWAL_JOB: expires what has ended, charges a renewal or retry that is due
   * (success: Active again, a transaction R with its receipt; failure: Suspended, and the user is
   * alerted on the first failure), then schedules the next run.
   *
   * @example
   * await billing.run({ payload: { userId: 'u1' } });
   */
  async run(job: Pick<Job, 'payload'>): Promise<void> {
    const userId = job.payload['userId'];
    if (typeof userId === 'string') await this.settle(userId);
  }

  // `now` (a new card on a suspended subscription): the charge is tried at once, not at the next retry day.
  private async scheduled(userId: string, s: Subscription): Promise<null> {
    await this.schedule(userId, s);
    return null;
  }

  // Answers why the charge failed, or null when it succeeded or nothing was due.
  private async settle(userId: string, chargeNow = false): Promise<BillingErrorCode | null> {
    const now = this.now();
    const s = await this.current(userId);
    if (s === null) return null;
    const due = chargeNow && s.state === 'suspended' && s.renewsBy === 'card' ? s.renewalRate : renewalChargeDue(s, now);
    if (due === null) return this.scheduled(userId, s);
    const method = await this.deps.store.paymentMethod(userId);
    const charged = method === null ? err<BillingErrorCode>('billing_error') : await this.charge(method.card.token, due, renewalIdempotencyKey(userId, s));
    if (charged.ok && method !== null) {
      const renewed = subscriptionTransition(s, { type: 'renewed' }, now);
      if (!renewed.ok) return this.scheduled(userId, s);
      await this.deps.store.saveSubscription(userId, renewed.value, now);
      await this.deps.store.addTransaction(
        {
          userId,
          kind: 'renewal',
          amount: due,
          on: billingDay(now),
          periodStart: renewed.value.periodStart,
          periodEnd: renewed.value.periodEnd,
          processorReference: charged.value,
          cardBrand: method.card.brand,
          cardLastFour: method.card.lastFour,
          description: PRODUCT_NAMES[renewed.value.product] ?? 'Waybook Pro',
        },
        now,
      );
      return this.scheduled(userId, renewed.value);
    }
    const failed = subscriptionTransition(s, { type: 'renewalFailed' }, now);
    if (!failed.ok) return this.scheduled(userId, s);
    await this.deps.store.saveSubscription(userId, failed.value, now);
    this.deps.log?.(`billing renewal for ${userId}: ${charged.ok ? 'no card' : charged.error}, ${failed.value.failedRenewals} failed`);
    if (s.state === 'active') {
      await this.deps.alerts.raise({
        userId,
        typeCode: BILLING_RENEWAL_ALERT.typeCode,
        tripUuid: '',
        tripItemUuid: '',
        fromUserId: '',
        facts: { ...BILLING_RENEWAL_ALERT.facts, subject: '', amount: moneyDecimal(due), currency: due.currency, date: s.periodEnd },
        dedupeKey: `billing-renewal:${userId}:${s.periodEnd}`,
      });
    }
    await this.schedule(userId, failed.value);
    return charged.ok ? 'billing_error' : charged.error;
  }
}

function localName(stored: string, locale: string, productName: BillingDeps['productName']): string {
  const product = PRODUCT_OF_NAME.get(stored);
  return product === undefined || productName === undefined ? stored : productName(product, locale);
}

function transactionOf(t: StoredTransaction, locale: string, productName?: BillingDeps['productName']): Transaction {
  const m = t.movement;
  return {
    id: t.id,
    transactionCode: TRANSACTION_CODES[m.kind],
    amount: Number(moneyDecimal(m.amount)),
    amountDisplay: formatMoneyValue(m.amount, locale),
    description: localName(t.description, locale, productName),
    displayDate: m.on,
    displayDatetime: t.createdAt.toISOString(),
    billingPeriodStart: m.periodStart,
    billingPeriodEnd: m.periodEnd,
  };
}
