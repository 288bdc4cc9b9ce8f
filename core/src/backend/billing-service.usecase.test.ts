// Pro billing use cases on in-memory fakes (no database, no processor): upgrades by card and by
// promo code with each scripted card outcome, one free trial per user and per card, the promo
// attempt limit, renewals by the job (success, failure with its one alert, recovery by a new card),
// cancellation and resuming, company-paid cycles, receipts, and no card number kept anywhere.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { BILLING_API_ERRORS } from '../contract/billing/billing-entries.js';
import { commonErrors } from '../contract/error.js';
import type { PromoCampaign } from '../domain/billing/promo.js';
import type { Money } from '../domain/money/money.js';
import type { Result } from '../domain/result.js';
import { ManualClock } from '../testing/fakes.js';
import { InMemoryBillingStore } from '../testing/in-memory-billing-store.js';
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.js';
import { InMemoryThrottleStore } from '../testing/in-memory-throttle-store.js';
import { RecordingAlertRaiser } from '../testing/recording-alert-raiser.js';
import { ScriptedPayments } from '../testing/scripted-payments.js';
import { BILLING_RENEWAL_JOB, BillingService } from './billing-service.js';

const DAY = 86_400_000;
const START = new Date('2026-11-21T10:00:00Z');
const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const PRICES = { P: usd(4900), B: usd(499) };

const GOOD = '4242424242424242';
const MASTERCARD = '5555555555554444';
const DISCOVER = '6011111111111117';
const DECLINED = '4000000000000002';
const BAD_CVC = '4000000000000127';
const PROCESSOR_ERROR = '4000000000000119';
const NEEDS_VOID = '4000000000000259';
const ALL_NUMBERS = [GOOD, MASTERCARD, DISCOVER, DECLINED, BAD_CVC, PROCESSOR_ERROR, NEEDS_VOID];

const card = (cc_number: string) => ({ cc_number, security_code: '739', country_code: 'US', zip: '94107', cc_exp_month: '12', cc_exp_year: '2030' });
const NO_CARD = { cc_number: '', security_code: '', country_code: '', zip: '', cc_exp_month: '', cc_exp_year: '' };

const campaign = (over: Partial<PromoCampaign>): PromoCampaign => ({
  code: 'SPRING',
  product: 'P',
  isTrial: false,
  discountedRate: usd(2900),
  period: { unit: 'Y', length: 1 },
  nextRate: null,
  isPaymentInfoRequired: true,
  willDowngradeAfterExpiration: false,
  campaignName: '',
  description: '',
  imageUrl: '',
  imageAltText: '',
  validFrom: '2026-01-01',
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
  ...over,
});
const ACME = campaign({
  code: 'ACME-TRAVEL',
  discountedRate: usd(0),
  period: { unit: 'M', length: 3 },
  isPaymentInfoRequired: false,
  willDowngradeAfterExpiration: true,
  campaignName: 'Acme Travel',
});
const TRY_PRO = campaign({ code: 'TRY-PRO', isTrial: true, discountedRate: usd(0), period: { unit: 'D', length: 30 }, willDowngradeAfterExpiration: true });

interface World {
  readonly clock: ManualClock;
  readonly store: InMemoryBillingStore;
  readonly payments: ScriptedPayments;
  readonly jobs: InMemoryJobQueue;
  readonly alerts: RecordingAlertRaiser;
  readonly logs: string[];
  readonly billing: BillingService;
}

function world(): World {
  const clock = new ManualClock(START);
  const store = new InMemoryBillingStore();
  const payments = new ScriptedPayments();
  const jobs = new InMemoryJobQueue();
  const alerts = new RecordingAlertRaiser();
  const logs: string[] = [];
  const billing = new BillingService({
    store,
    payments,
    throttle: new InMemoryThrottleStore(),
    jobs,
    alerts,
    accounts: { profile: async () => ({ isPro: false }) as never },
    clock,
    prices: PRICES,
    log: (line) => logs.push(line),
  });
  return { clock, store, payments, jobs, alerts, logs, billing };
}

const value = <T, E>(r: Result<T, E>): T => {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.value;
};
const error = <T, E>(r: Result<T, E>): E => {
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.value)}`);
  return r.error;
};

let w: World;
beforeEach(() => {
  w = world();
});

const upgrade = (fields: ReturnType<typeof card>, promo = '', userId = 'ada') => w.billing.upgrade(userId, fields, promo);
const cancel = (userId = 'ada') => w.billing.cancel(userId, { productTypeCode: 'P', reason: 'price', feedback: 'Too dear' });
const isPro = async (userId = 'ada') => (await w.billing.proAccess(userId)).isPro;
const kinds = async (userId = 'ada') => (await w.store.transactions(userId)).map((t) => t.movement.kind);
const pendingRenewals = () => [...w.jobs.rows.values()].filter((j) => j.kind === BILLING_RENEWAL_JOB && j.state === 'pending');
// Everything any fake keeps, as text: the store, the processor's records, alerts, jobs, log lines.
const everythingKept = () =>
  JSON.stringify([w.store.snapshot(), w.payments.charges, w.payments.voids, w.payments.expiryUpdates, w.alerts.raised, [...w.jobs.rows.values()], w.logs]);

describe('upgrade with a card', () => {
  it('makes a paid yearly subscription: one purchase with its receipt number, the card kept as a token, a renewal scheduled', async () => {
    const s = value(await upgrade(card(GOOD)));
    expect(s).toMatchObject({ state: 'active', product: 'P', origin: 'paid', periodStart: '2026-11-21', periodEnd: '2027-11-21', renewsBy: 'card' });
    expect(s.renewalRate).toEqual(usd(4900));
    expect(await w.store.subscription('ada')).toEqual(s);
    expect(await isPro()).toBe(true);

    const [t, ...others] = await w.store.transactions('ada');
    expect(others).toEqual([]);
    expect(t?.movement).toMatchObject({
      sequence: 1,
      receiptNumber: 'WB-2026-00000001',
      kind: 'purchase',
      amount: usd(4900),
      on: '2026-11-21',
      periodStart: '2026-11-21',
      periodEnd: '2027-11-21',
      cardBrand: 'visa',
      cardLastFour: '4242',
    });
    expect(t?.description).toBe('Waybook Pro, yearly');
    expect(w.payments.succeededCharges).toHaveLength(1);
    expect(t?.movement.processorReference).toBe('ch_scripted_1');

    const method = await w.store.paymentMethod('ada');
    expect(method).toMatchObject({ zip: '94107', card: { brand: 'visa', lastFour: '4242', expiry: { month: 12, year: 2030 }, countryCode: 'US' } });
    expect(method?.card.token).toMatch(/^tok_visa_4242_\d+$/);
    expect(JSON.stringify(method)).not.toContain(GOOD);
    expect(JSON.stringify(method)).not.toContain('739');

    expect(pendingRenewals().map((j) => [j.payload, j.runAt.toISOString()])).toEqual([[{ userId: 'ada' }, '2027-11-21T00:00:00.000Z']]);
    // Already Pro: a second purchase is refused and charges nothing.
    expect(error(await upgrade(card(MASTERCARD)))).toEqual(BILLING_API_ERRORS.billing_error);
    expect(w.payments.charges).toHaveLength(1);
  });

  it.each([
    [DECLINED, 'card_declined'],
    [BAD_CVC, 'card_invalid_security_code'],
    [PROCESSOR_ERROR, 'payment_service_error'],
    [NEEDS_VOID, 'void_payment_error'],
  ] as const)('%s: refused with %s, no subscription, card or transaction kept', async (number, code) => {
    expect(error(await upgrade(card(number)))).toEqual(BILLING_API_ERRORS[code]);
    expect(await w.store.subscription('ada')).toBeNull();
    expect(await w.store.paymentMethod('ada')).toBeNull();
    expect(await w.store.transactions('ada')).toEqual([]);
    expect(await isPro()).toBe(false);
    expect(pendingRenewals()).toEqual([]);
    const [attempt] = w.payments.charges;
    if (code === 'void_payment_error') {
      expect(attempt?.outcome.kind).toBe('needs_void');
      expect(w.payments.voids).toEqual(['ch_scripted_1']);
      expect(attempt?.voided).toBe(true);
    } else {
      expect(w.payments.voids).toEqual([]);
    }
    expect(w.payments.succeededCharges).toEqual([]);
  });

  it('refuses a card the processor does not know, or while it is down, before any charge', async () => {
    w.payments.tokenizeFailure = 'invalid_number';
    expect(error(await upgrade(card(GOOD)))).toEqual(BILLING_API_ERRORS.card_invalid_number);
    w.payments.tokenizeFailure = 'processor_error';
    expect(error(await upgrade(card(GOOD)))).toEqual(BILLING_API_ERRORS.payment_service_error);
    expect(error(await upgrade(NO_CARD))).toEqual(BILLING_API_ERRORS.card_invalid_number);
    expect(w.payments.charges).toEqual([]);
    expect(await w.store.subscription('ada')).toBeNull();
  });
});

describe('promo codes and the free trial', () => {
  it('upgrades with a promo code that needs no card, without a card: no charge, no card, one redemption', async () => {
    await w.store.addPromo(ACME, 'USD', START);
    const s = value(await upgrade(NO_CARD, ' acme-travel '));
    expect(s).toMatchObject({ state: 'active', origin: 'promo', periodEnd: '2027-02-21', renewsBy: 'none', renewalRate: null, campaignName: 'Acme Travel' });
    expect(await w.store.paymentMethod('ada')).toBeNull();
    expect(await w.store.transactions('ada')).toEqual([]);
    expect(w.payments.charges).toEqual([]);
    expect((await w.store.promo('ACME-TRAVEL'))?.redemptions).toBe(1);
    expect(await isPro()).toBe(true);
    // It ends at its period's end, charging nothing.
    w.clock.set(new Date('2027-02-21T00:00:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await isPro()).toBe(false);
    expect((await w.store.subscription('ada'))?.state).toBe('expired');
    expect(w.payments.charges).toEqual([]);
  });

  it('charges the discounted first period of a paid promotion, then renews at the standard rate', async () => {
    await w.store.addPromo(campaign({}), 'USD', START);
    expect(error(await upgrade(NO_CARD, 'SPRING'))).toEqual(BILLING_API_ERRORS.card_invalid_number);
    const s = value(await upgrade(card(GOOD), 'spring'));
    expect(s).toMatchObject({ origin: 'promo', periodEnd: '2027-11-21', renewsBy: 'card', renewalRate: usd(4900) });
    expect((await w.store.transactions('ada')).map((t) => t.movement.amount)).toEqual([usd(2900)]);
    expect(error(await upgrade(NO_CARD, 'NOPE', 'bo'))).toEqual(BILLING_API_ERRORS.invalid_promo);
  });

  it('refuses a second free trial to the same user, and a trial on a card that had one', async () => {
    await w.store.addPromo(TRY_PRO, 'USD', START);
    const trial = value(await upgrade(card(GOOD), 'TRY-PRO'));
    expect(trial).toMatchObject({ origin: 'trial', periodEnd: '2026-12-21', renewsBy: 'none' });
    expect(w.payments.charges).toEqual([]);
    expect((await w.billing.proAccess('ada')).isTrial).toBe(true);
    expect(w.store.trials).toEqual([expect.objectContaining({ userId: 'ada', fingerprint: expect.stringMatching(/^fp_/) })]);

    // By card: another account with the same card number is refused; with another card it may trial.
    expect(error(await upgrade(card(GOOD), 'TRY-PRO', 'bo'))).toEqual(BILLING_API_ERRORS.not_eligible_for_free_trial);
    expect(await w.store.subscription('bo')).toBeNull();

    // By user: once the trial ended, another card does not give a second one.
    w.clock.advance(31 * DAY);
    expect(await isPro()).toBe(false);
    expect(error(await upgrade(card(MASTERCARD), 'try-pro'))).toEqual(BILLING_API_ERRORS.not_eligible_for_free_trial);
    expect((await w.store.subscription('ada'))?.state).toBe('expired');

    expect(value(await upgrade(card(DISCOVER), 'TRY-PRO', 'bo'))).toMatchObject({ origin: 'trial' });
    expect(w.payments.charges).toEqual([]);
    expect((await w.store.promo('TRY-PRO'))?.redemptions).toBe(2);
  });

  it('judges a trial without a new card by the card on file, as the promo check does', async () => {
    await w.store.addPromo(TRY_PRO, 'USD', START);
    await w.store.addPromo(
      campaign({ code: 'TRY-FREE', isTrial: true, discountedRate: usd(0), period: { unit: 'D', length: 30 }, isPaymentInfoRequired: false }),
      'USD',
      START,
    );
    value(await upgrade(card(GOOD), 'TRY-PRO'));
    // Bo keeps the card that already had a trial on file, then asks for a trial that needs no card.
    value(await w.billing.replaceCard('bo', card(GOOD)));
    expect(error(await upgrade(NO_CARD, 'TRY-FREE', 'bo'))).toEqual(BILLING_API_ERRORS.not_eligible_for_free_trial);
    expect(await w.store.subscription('bo')).toBeNull();
    // Cy has no card at all: the trial is theirs, and recorded without a card.
    expect(value(await upgrade(NO_CARD, 'TRY-FREE', 'cy'))).toMatchObject({ origin: 'trial' });
    expect(w.store.trials.find((t) => t.userId === 'cy')).toMatchObject({ fingerprint: null });
  });

  it('limits promo attempts: 5, then too_many_promo_attempts even for a good code, until the bucket refills', async () => {
    await w.store.addPromo(ACME, 'USD', START);
    for (let i = 0; i < 5; i++) expect(error(await upgrade(NO_CARD, 'NOPE'))).toEqual(BILLING_API_ERRORS.invalid_promo);
    expect(error(await upgrade(NO_CARD, 'ACME-TRAVEL'))).toEqual(BILLING_API_ERRORS.too_many_promo_attempts);
    expect(await w.store.subscription('ada')).toBeNull();
    // Another user has their own bucket.
    expect(value(await upgrade(NO_CARD, 'ACME-TRAVEL', 'bo'))).toMatchObject({ origin: 'promo' });
    w.clock.advance(12 * 60_000);
    expect(value(await upgrade(NO_CARD, 'ACME-TRAVEL'))).toMatchObject({ origin: 'promo' });
  });
});

describe('renewals by the job', () => {
  it('renews at the period end: a renewal transaction R with the next receipt number, the next period', async () => {
    value(await upgrade(card(GOOD)));
    w.clock.set(new Date('2027-11-21T00:05:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    const s = await w.store.subscription('ada');
    expect(s).toMatchObject({ state: 'active', periodStart: '2027-11-21', periodEnd: '2028-11-21', failedRenewals: 0 });
    const [renewal, purchase] = await w.store.transactions('ada');
    expect(renewal?.movement).toMatchObject({
      kind: 'renewal',
      receiptNumber: 'WB-2027-00000002',
      amount: usd(4900),
      periodStart: '2027-11-21',
      periodEnd: '2028-11-21',
      cardLastFour: '4242',
    });
    expect(purchase?.movement.kind).toBe('purchase');
    const history = (await w.billing.info('ada', 'en-US')) as unknown as { PaymentTransactionHistory: { transaction_code: string }[] };
    expect(history.PaymentTransactionHistory.map((t) => t.transaction_code)).toEqual(['R', 'S']);
    expect(w.payments.succeededCharges).toHaveLength(2);
    // A second run of the same job charges nothing more; the next renewal is scheduled.
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(w.payments.charges).toHaveLength(2);
    expect(pendingRenewals().map((j) => j.runAt.toISOString())).toContain('2028-11-21T00:00:00.000Z');
    expect(w.alerts.raised).toEqual([]);
  });

  it('does not charge before the period end', async () => {
    value(await upgrade(card(GOOD)));
    w.clock.set(new Date('2027-11-20T23:59:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(w.payments.charges).toHaveLength(1);
    expect((await w.store.subscription('ada'))?.periodEnd).toBe('2027-11-21');
  });

  it('suspends on a failed renewal with exactly one alert, keeps Pro in the grace period, and recovers with a new card', async () => {
    value(await upgrade(card(GOOD)));
    w.payments.failNextCharges();
    w.clock.set(new Date('2027-11-21T00:05:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await w.store.subscription('ada')).toMatchObject({ state: 'suspended', failedRenewals: 1, periodEnd: '2027-11-21' });
    expect(await kinds()).toEqual(['purchase']);
    expect(w.alerts.raised).toEqual([
      expect.objectContaining({
        userId: 'ada',
        typeCode: 'FF',
        facts: expect.objectContaining({ reason: 'billing-renewal', amount: '49.00', currency: 'USD', date: '2027-11-21' }),
      }),
    ]);
    expect(await isPro()).toBe(true);
    expect((await w.billing.proAccess('ada')).isInGracePeriod).toBe(true);

    // The same day again: nothing is due; a day later the retry fails again, with no second alert.
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(w.payments.charges).toHaveLength(2);
    w.clock.advance(DAY);
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await w.store.subscription('ada')).toMatchObject({ state: 'suspended', failedRenewals: 2 });
    expect(w.alerts.raised).toHaveLength(1);

    // A declined new card: refused, still suspended.
    w.payments.stopFailing();
    expect(error(await w.billing.replaceCard('ada', card(DECLINED)))).toEqual(BILLING_API_ERRORS.card_declined);
    expect((await w.store.subscription('ada'))?.state).toBe('suspended');
    // A good one: charged at once, active again on the same renewal dates.
    value(await w.billing.replaceCard('ada', card(MASTERCARD)));
    expect(await w.store.subscription('ada')).toMatchObject({ state: 'active', failedRenewals: 0, periodStart: '2027-11-21', periodEnd: '2028-11-21' });
    expect(await kinds()).toEqual(['renewal', 'purchase']);
    expect((await w.store.transactions('ada'))[0]?.movement.cardLastFour).toBe('4444');
    expect((await w.store.paymentMethod('ada'))?.card.lastFour).toBe('4444');
    expect(w.alerts.raised).toHaveLength(1);
  });

  it('a new card on a suspended subscription whose charge fails answers the processor’s own error', async () => {
    value(await upgrade(card(GOOD)));
    w.payments.failNextCharges(1);
    w.clock.set(new Date('2027-11-21T00:05:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect((await w.store.subscription('ada'))?.state).toBe('suspended');
    expect(error(await w.billing.replaceCard('ada', card(PROCESSOR_ERROR)))).toEqual(BILLING_API_ERRORS.payment_service_error);
    expect(error(await w.billing.replaceCard('ada', card(NEEDS_VOID)))).toEqual(BILLING_API_ERRORS.void_payment_error);
  });

  it('expires a suspended subscription at the end of its grace period', async () => {
    value(await upgrade(card(GOOD)));
    w.payments.failNextCharges();
    w.clock.set(new Date('2027-11-21T00:05:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    for (const days of [1, 2, 4, 7]) {
      w.clock.advance(days * DAY);
      await w.billing.run({ payload: { userId: 'ada' } });
    }
    expect(await isPro()).toBe(false);
    expect((await w.store.subscription('ada'))?.state).toBe('expired');
    expect(w.alerts.raised).toHaveLength(1);
    expect(await kinds()).toEqual(['purchase']);
  });
});

describe('cancel and resume', () => {
  it('cancels: Pro until the period end, then expired, with no renewal charge', async () => {
    value(await upgrade(card(GOOD)));
    expect(value(await cancel())).toMatchObject({ state: 'canceled', canceledOn: '2026-11-21', periodEnd: '2027-11-21' });
    expect(w.store.cancellations).toEqual([expect.objectContaining({ userId: 'ada', productTypeCode: 'P', reason: 'price', feedback: 'Too dear' })]);
    expect(error(await cancel())).toEqual(BILLING_API_ERRORS.cancel_failed);
    w.clock.set(new Date('2027-11-20T23:59:00Z'));
    expect(await isPro()).toBe(true);
    w.clock.set(new Date('2027-11-21T00:00:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await isPro()).toBe(false);
    expect((await w.store.subscription('ada'))?.state).toBe('expired');
    expect(w.payments.charges).toHaveLength(1);
    expect(await kinds()).toEqual(['purchase']);
  });

  it('resumes a cancelled subscription through an upgrade with empty card fields: no charge, renewed at the same date', async () => {
    value(await upgrade(card(GOOD)));
    value(await cancel());
    w.clock.advance(30 * DAY);
    expect(value(await upgrade(NO_CARD))).toMatchObject({ state: 'active', canceledOn: null, periodEnd: '2027-11-21', renewalRate: usd(4900) });
    expect(w.payments.charges).toHaveLength(1);
    expect(await kinds()).toEqual(['purchase']);
    w.clock.set(new Date('2027-11-21T01:00:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await kinds()).toEqual(['renewal', 'purchase']);
    expect(await isPro()).toBe(true);
  });

  it('resumes with a new card, which replaces the one on file, still without a charge', async () => {
    value(await upgrade(card(GOOD)));
    value(await cancel());
    value(await upgrade(card(DISCOVER)));
    expect((await w.store.paymentMethod('ada'))?.card).toMatchObject({ brand: 'discover', lastFour: '1117' });
    expect(w.payments.charges).toHaveLength(1);
  });
});

describe('company-paid Pro (grantBulk)', () => {
  it('grants 90 days; the user cannot cancel it; a second grant before the end is refused; the next cycle from the end day', async () => {
    const s = value(await w.billing.grantBulk('ada', 'Acme Travel'));
    expect(s).toMatchObject({ state: 'active', origin: 'bulk', product: 'bulk', periodEnd: '2027-02-19', renewsBy: 'company', campaignName: 'Acme Travel' });
    expect(await isPro()).toBe(true);
    expect(error(await cancel())).toEqual(BILLING_API_ERRORS.cancel_failed);
    expect(error(await w.billing.grantBulk('ada', 'Acme'))).toBe('the current cycle runs until 2027-02-19; grant the next one from that day');
    w.clock.advance(90 * DAY);
    expect(value(await w.billing.grantBulk('ada', 'Acme')).periodEnd).toBe('2027-05-20');
    expect(w.payments.charges).toEqual([]);
    expect(await w.store.transactions('ada')).toEqual([]);
    // Not renewed: over at its end.
    w.clock.set(new Date('2027-05-20T00:00:00Z'));
    await w.billing.run({ payload: { userId: 'ada' } });
    expect(await isPro()).toBe(false);
  });

  it('refuses a user who pays for Pro already', async () => {
    value(await upgrade(card(GOOD)));
    expect(error(await w.billing.grantBulk('ada', 'Acme'))).toBe('the user has a subscription of their own');
  });
});

describe('receipts through the handlers', () => {
  const receipt = (userId: string, id: number) => {
    const handler = w.billing.handlers().find((h) => h.entry.id === 'billingReceipt');
    if (handler === undefined) throw new Error('no billingReceipt handler');
    return handler.run({ params: {}, query: { transaction_id: id }, body: {} }, { userId, locale: 'en-US' });
  };

  it("answers the owner's receipt, and not found for another user's transaction or a missing one", async () => {
    value(await upgrade(card(GOOD)));
    const id = (await w.store.transactions('ada'))[0]?.id ?? 0;
    expect(value(await receipt('ada', id))).toEqual({
      Receipt: expect.objectContaining({ receipt_number: 'WB-2026-00000001', amount_display: '$49.00', cc_suffix: '4242', is_sandbox: 'true' }),
    });
    expect(error(await receipt('bo', id))).toEqual(commonErrors.notFound);
    expect(error(await receipt('ada', id + 1000))).toEqual(commonErrors.notFound);
  });
});

describe('property: money moved and card numbers', () => {
  type Step =
    | { readonly kind: 'upgrade'; readonly number: string; readonly ok: boolean }
    | { readonly kind: 'cancel' }
    | { readonly kind: 'resume'; readonly ok: boolean }
    | { readonly kind: 'replaceCard'; readonly number: string; readonly ok: boolean }
    | { readonly kind: 'run'; readonly days: number; readonly ok: boolean };
  // Mostly good cards and successful charges, so that runs get far (renewals, suspensions, resumes).
  const number = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(GOOD, MASTERCARD, DISCOVER) },
    fc.constantFrom(DECLINED, BAD_CVC, PROCESSOR_ERROR, NEEDS_VOID),
  );
  const ok = fc.integer({ min: 0, max: 2 }).map((n) => n > 0);
  // A few days (a retry, a grace period) or about a period (a renewal).
  const days = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 330, max: 400 }));
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('upgrade' as const), number, ok }) },
    fc.constant({ kind: 'cancel' as const }),
    fc.record({ kind: fc.constant('resume' as const), ok }),
    fc.record({ kind: fc.constant('replaceCard' as const), number, ok }),
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('run' as const), days, ok }) },
  );
  const failure = fc.constantFrom('declined', 'bad_security_code', 'processor_error', 'needs_void');

  it('purchase and renewal transactions equal the successful charges, and no card number is kept anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(step, failure), { maxLength: 20 }), async (steps) => {
        w = world();
        for (const [s, kind] of steps) {
          // Each step a little later, as real requests are (the upgrade's idempotency key has the instant).
          w.clock.advance(60_000);
          if ('ok' in s && !s.ok) w.payments.failNextCharges(1, kind);
          switch (s.kind) {
            case 'upgrade':
              await upgrade(card(s.number));
              break;
            case 'cancel':
              await cancel();
              break;
            case 'resume':
              await upgrade(NO_CARD);
              break;
            case 'replaceCard':
              await w.billing.replaceCard('ada', card(s.number));
              break;
            case 'run':
              w.clock.advance(s.days * DAY);
              await w.billing.run({ payload: { userId: 'ada' } });
              break;
          }
          w.payments.stopFailing();
          const moved = w.store.rows.filter((t) => t.movement.kind === 'purchase' || t.movement.kind === 'renewal');
          expect(moved).toHaveLength(w.payments.succeededCharges.length);
          expect(new Set(moved.map((t) => t.movement.processorReference)).size).toBe(moved.length);
          const kept = everythingKept();
          for (const n of ALL_NUMBERS) expect(kept).not.toContain(n);
        }
      }),
      { numRuns: 150 },
    );
  });
});
