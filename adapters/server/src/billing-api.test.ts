// Pro billing end to end (issue 15) on the sandbox processor: each test card's outcome, upgrades
// by card and by promo code, one free trial, renewals by the job (success, failure, recovery),
// cancellation, receipts, and no card number or security code in any table or log line.
import { CryptoIdGenerator } from '@waybook/adapter-providers';
import { SqlAccountAlertStore, SqlAccountStore, SqlBillingStore, SqlJobQueue, SqlThrottleStore } from '@waybook/adapter-sql';
import { StoredAlertRaiser } from '@waybook/core/server';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { bulkCommand, promoCommand } from './admin-promos.js';
import { composeBilling } from './billing-compose.js';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type Info = {
  ProBillingPeriod: null | {
    is_expired: string;
    cancellation_code: string;
    cancellation_date: string;
    start_date: string;
    end_date: string;
    did_last_transaction_fail: string;
    renewal_charge_amount: number | null;
    promo_campaign_company_name: string;
  };
  PaymentInfo: null | { type_code: string; cc_suffix: string; expiration_month: number; expiration_year: number };
  is_eligible_for_free_trial: string;
  PaymentTransactionHistory: { id: number; transaction_code: string; amount: number; billing_period_start: string; billing_period_end: string }[];
  Error?: { detailed_error_code: string };
};

const PASSWORD = 'correct horse battery';
const GOOD = '4242424242424242';
const CVC = '739';
const DAY = 86_400_000;
const card = (number: string, extra: Record<string, string> = {}) => ({
  cc_number: number,
  security_code: CVC,
  country_code: 'US',
  zip: '94107',
  cc_exp_month: '12',
  cc_exp_year: '2030',
  ...extra,
});

let h: Harness;
let ada: TestClient;

beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com', PASSWORD);
  await h.onboard(ada);
});

const answer = async (res: Response) => ({ status: res.status, ...((await res.json()) as Info) });
const info = async (c = ada) => answer(await c.request('/api/v2/purchasedProductInfo'));
const upgrade = async (fields: Record<string, string>, c = ada) => answer(await c.form('/api/v2/updateProUpgrade', fields));
const isPro = async (c = ada) => ((await (await c.request('/api/v2/gtmDataAsJson')).json()) as { is_pro: string }).is_pro;
const subscriptions = async () => (await sql<{ state: string }>`select state from subscriptions`.execute(h.database.db)).rows;
const promo = async (...args: string[]) => {
  const r = await promoCommand(['promo', 'create', ...args], new SqlBillingStore(h.database.db), h.clock.now());
  expect(r.code, r.message).toBe(0);
};
// Sessions end after 30 days: after a long jump of the clock, sign in again.
async function signIn(email = 'ada@example.com'): Promise<TestClient> {
  const c = h.client();
  expect((await c.form('/account/login', { email_addr: email, password: PASSWORD })).status).toBe(303);
  return c;
}
// Moves the clock and waits until no billing job is due or running.
async function advanceDays(days: number): Promise<void> {
  h.clock.advance(days * DAY);
  const now = h.clock.now();
  for (let i = 0; i < 400; i++) {
    const busy = await h.database.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'billing-renewal')
      .where((eb) => eb.or([eb('state', '=', 'running'), eb.and([eb('state', '=', 'pending'), eb('run_at', '<=', now)])]))
      .execute();
    if (busy.length === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the billing job did not run');
}

describe('billing: v2/updateProUpgrade with the sandbox test cards', () => {
  it.each([
    ['4000000000000002', 400, 'card_declined'],
    ['4000000000000127', 400, 'card_invalid_security_code'],
    ['4000000000000119', 503, 'payment_service_error'],
    ['4000000000000259', 503, 'void_payment_error'],
    ['4242424242424241', 400, 'card_invalid_number'],
    ['5105105105105100', 400, 'card_invalid_number'],
  ])('%s answers %i %s and writes no subscription', async (number, status, code) => {
    const r = await upgrade(card(number));
    expect(r.status).toBe(status);
    expect(r.Error?.detailed_error_code).toBe(code);
    expect(await subscriptions()).toEqual([]);
    expect(await isPro()).toBe('false');
  });

  it('refuses a bad expiry, security code and zip with the card codes', async () => {
    expect((await upgrade(card(GOOD, { cc_exp_year: '2025' }))).Error?.detailed_error_code).toBe('card_invalid');
    expect((await upgrade(card(GOOD, { security_code: '12' }))).Error?.detailed_error_code).toBe('card_invalid_security_code');
    expect((await upgrade(card(GOOD, { zip: '' }))).Error?.detailed_error_code).toBe('card_invalid');
    expect((await upgrade({})).Error?.detailed_error_code).toBe('card_invalid_number');
    expect(await subscriptions()).toEqual([]);
  });

  it('upgrades with 4242…: Pro on the profile, the card as brand and last four, a purchase with a receipt', async () => {
    expect((await info()).ProBillingPeriod).toBeNull();
    const r = await upgrade(card(GOOD));
    expect(r.status).toBe(200);
    expect(r.ProBillingPeriod).toMatchObject({
      start_date: '2026-11-21',
      end_date: '2027-11-21',
      is_expired: 'false',
      cancellation_code: '',
      renewal_charge_amount: 49,
    });
    expect(r.PaymentInfo).toMatchObject({ type_code: 'V', cc_suffix: '4242', expiration_month: 12, expiration_year: 2030 });
    expect(r.PaymentTransactionHistory).toEqual([expect.objectContaining({ transaction_code: 'S', amount: 49, billing_period_start: '2026-11-21' })]);
    expect(await isPro()).toBe('true');
    const id = r.PaymentTransactionHistory[0]?.id ?? 0;
    const receipt = (await (await ada.request(`/api/v2/billingReceipt?transaction_id=${id}`)).json()) as { Receipt: Record<string, string> };
    expect(receipt.Receipt).toMatchObject({
      receipt_number: expect.stringMatching(/^WB-2026-\d{8}$/),
      amount_display: '$49.00',
      cc_suffix: '4242',
      is_sandbox: 'true',
    });
    // Another user's receipt is not found; nor is a missing one.
    const bo = h.client();
    await h.signUp(bo, 'bo@example.com');
    expect((await bo.request(`/api/v2/billingReceipt?transaction_id=${id}`)).status).toBe(404);
    expect((await ada.request(`/api/v2/billingReceipt?transaction_id=${id + 1000}`)).status).toBe(404);
    // Already Pro: a second purchase is refused.
    expect((await upgrade(card(GOOD))).Error?.detailed_error_code).toBe('billing_error');
  });

  it('updates only the expiry, and replaces the card', async () => {
    await upgrade(card(GOOD));
    const expiry = await answer(await ada.form('/api/v2/updatePaymentInfo?is_expiration_only=true', { cc_exp_month: '03', cc_exp_year: '2031' }));
    expect(expiry.PaymentInfo).toMatchObject({ cc_suffix: '4242', expiration_month: 3, expiration_year: 2031 });
    const replaced = await answer(await ada.form('/api/v2/updatePaymentInfo', card('5555555555554444')));
    expect(replaced.PaymentInfo).toMatchObject({ type_code: 'M', cc_suffix: '4444' });
    expect(replaced.PaymentTransactionHistory).toHaveLength(1);
  });

  it('names the product in the reader’s language in the history and on the receipt', async () => {
    await upgrade(card(GOOD));
    const fr = { headers: { 'x-waybook-locale': 'fr-FR' } };
    const history = (await (await ada.request('/api/v2/purchasedProductInfo', fr)).json()) as {
      PaymentTransactionHistory: { id: number; description: string }[];
    };
    expect(history.PaymentTransactionHistory[0]?.description).toBe('Waybook Pro, annuel');
    const id = history.PaymentTransactionHistory[0]?.id ?? 0;
    const receipt = (await (await ada.request(`/api/v2/billingReceipt?transaction_id=${id}`, { headers: { 'x-waybook-locale': 'ja-JP' } })).json()) as {
      Receipt: { description: string; amount_display: string };
    };
    expect(receipt.Receipt).toMatchObject({ description: 'Waybook Pro（年額）', amount_display: '$49.00' });
  });

  it('lists billing countries in the caller’s language', async () => {
    const { countries } = (await (await ada.request('/api/v2/billingCountryOptions')).json()) as { countries: { country_code: string; name: string }[] };
    expect(countries).toContainEqual({ country_code: 'FR', name: 'France' });
    expect(countries.length).toBeGreaterThan(200);
  });
});

describe('billing: promo codes and the free trial', () => {
  it('upgrades with a promo code that needs no card, with no card', async () => {
    await promo('ACME-TRAVEL', '--no-card', '--downgrade', '--period', 'M3', '--campaign', 'Acme Travel');
    const checked = (await (await ada.request('/api/v2/isValidPromo?promo_code=acme-travel')).json()) as Record<string, unknown>;
    expect(checked).toMatchObject({ promo_code: 'ACME-TRAVEL', is_payment_info_required: 'false', period_type_code: 'M', period_length: 3 });
    const r = await upgrade({ promo_code: 'acme-travel' });
    expect(r.status).toBe(200);
    expect(r.ProBillingPeriod).toMatchObject({ end_date: '2027-02-21', promo_campaign_company_name: 'Acme Travel', renewal_charge_amount: null });
    expect(r.PaymentInfo).toBeNull();
    expect(r.PaymentTransactionHistory).toEqual([]);
    expect(await isPro()).toBe('true');
  });

  it('refuses an unknown code, and a code that needs a card without one', async () => {
    await promo('SPRING', '--discount', '29.00', '--period', 'Y1');
    expect((await upgrade({ promo_code: 'NOPE' })).Error?.detailed_error_code).toBe('invalid_promo');
    expect((await upgrade({ promo_code: 'SPRING' })).Error?.detailed_error_code).toBe('card_invalid_number');
    const r = await upgrade({ ...card(GOOD), promo_code: 'SPRING' });
    expect(r.PaymentTransactionHistory).toEqual([expect.objectContaining({ amount: 29 })]);
  });

  it('limits promo attempts: 5, then too_many_promo_attempts', async () => {
    for (let i = 0; i < 5; i++) expect((await ada.request('/api/v2/isValidPromo?promo_code=NOPE')).status).toBe(400);
    const r = await answer(await ada.request('/api/v2/isValidPromo?promo_code=NOPE'));
    expect(r.status).toBe(429);
    expect(r.Error?.detailed_error_code).toBe('too_many_promo_attempts');
  });

  it('refuses text-message set-up during a free trial (SMS_INVALID_FREE_TRIAL)', async () => {
    await promo('TRY-PRO', '--trial', '--period', 'D30');
    expect((await upgrade({ ...card(GOOD), promo_code: 'TRY-PRO' })).status).toBe(200);
    const phone = () => ada.form('/api/v2/updateSmsPhoneNumber', { country_code: 'FR', sms_phone_number: '06 12 34 56 78' });
    const refused = await phone();
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Info).Error?.detailed_error_code).toBe('SMS_INVALID_FREE_TRIAL');
  });

  it('gives one free trial per customer and per card', async () => {
    await promo('TRY-PRO', '--trial', '--period', 'D30', '--downgrade');
    expect((await info()).is_eligible_for_free_trial).toBe('true');
    const r = await upgrade({ ...card(GOOD), promo_code: 'TRY-PRO' });
    expect(r.status).toBe(200);
    expect(r.PaymentTransactionHistory).toEqual([]);
    expect(r.is_eligible_for_free_trial).toBe('false');
    // The same card on another account: refused.
    const bo = h.client();
    await h.signUp(bo, 'bo@example.com', PASSWORD);
    expect((await upgrade({ ...card(GOOD), promo_code: 'TRY-PRO' }, bo)).Error?.detailed_error_code).toBe('not_eligible_for_free_trial');
    // After the trial ended, a second one is refused.
    await advanceDays(31);
    const again = await signIn();
    expect(await isPro(again)).toBe('false');
    expect((await info(again)).ProBillingPeriod?.is_expired).toBe('true');
    expect((await upgrade({ ...card('5555555555554444'), promo_code: 'TRY-PRO' }, again)).Error?.detailed_error_code).toBe('not_eligible_for_free_trial');
  });
});

describe('billing: renewals and cancellation', () => {
  it('renews at the period end by the job: a renewal transaction, the next period', async () => {
    await upgrade(card(GOOD));
    await advanceDays(366);
    const c = await signIn();
    const r = await info(c);
    expect(r.ProBillingPeriod).toMatchObject({ start_date: '2027-11-21', end_date: '2028-11-21', did_last_transaction_fail: 'false' });
    expect(r.PaymentTransactionHistory.map((t) => t.transaction_code)).toEqual(['R', 'S']);
    expect(await isPro(c)).toBe('true');
  });

  it('suspends and alerts when the renewal fails, and recovers with a new card', async () => {
    await upgrade(card(GOOD));
    await ada.form('/api/v2/updatePaymentInfo', card('4000000000000002'));
    await advanceDays(366);
    const c = await signIn();
    const failed = await info(c);
    expect(failed.ProBillingPeriod).toMatchObject({ did_last_transaction_fail: 'true', end_date: '2027-11-21' });
    expect(await subscriptions()).toEqual([{ state: 'suspended' }]);
    // Pro stays during the grace period; the user is alerted once.
    expect(await isPro(c)).toBe('true');
    const alerts = await sql<{ type_code: string }>`select type_code from account_alerts`.execute(h.database.db);
    expect(alerts.rows).toEqual([{ type_code: 'FF' }]);
    const listed = async (locale: string) =>
      (
        (await (await c.request('/api/v2/listProAlerts', { headers: { 'x-waybook-locale': locale } })).json()) as {
          Alerts: { title: string; message: string }[];
        }
      ).Alerts;
    expect((await listed('en-US'))[0]).toEqual(
      expect.objectContaining({
        title: 'Your Pro renewal did not go through',
        message: 'We could not charge $49.00 to your card on Nov 21, 2027, so Waybook Pro is suspended. Update your card in Billing to keep Pro.',
      }),
    );
    expect((await listed('fr-FR'))[0]?.message).toMatch(/^Le prélèvement de 49,00\s\$US sur votre carte le 21 nov\. 2027 n’a pas abouti/);
    // A retry a day later fails again: still suspended, no second alert.
    await advanceDays(1);
    expect(await subscriptions()).toEqual([{ state: 'suspended' }]);
    expect((await sql`select 1 from account_alerts`.execute(h.database.db)).rows).toHaveLength(1);
    // A good card: charged at once, Active again, same renewal dates.
    const again = await signIn();
    const recovered = await answer(await again.form('/api/v2/updatePaymentInfo', card(GOOD)));
    expect(recovered.status).toBe(200);
    expect(recovered.ProBillingPeriod).toMatchObject({ did_last_transaction_fail: 'false', start_date: '2027-11-21', end_date: '2028-11-21' });
    expect(recovered.PaymentTransactionHistory.map((t) => t.transaction_code)).toEqual(['R', 'S']);
    expect(await subscriptions()).toEqual([{ state: 'active' }]);
  });

  it('expires a suspended subscription at the end of its grace period', async () => {
    await upgrade(card(GOOD));
    await ada.form('/api/v2/updatePaymentInfo', card('4000000000000002'));
    await advanceDays(366);
    for (const days of [1, 2, 4, 7]) await advanceDays(days);
    const c = await signIn();
    expect(await isPro(c)).toBe('false');
    expect((await info(c)).ProBillingPeriod?.is_expired).toBe('true');
  });

  it('cancels: Pro until the end date, then Expired, with no renewal charge', async () => {
    await upgrade(card(GOOD));
    const r = await answer(
      await ada.form('/api/v2/updateCancelPremium', { product_type_code: 'P', cancellation_reason: 'price', cancellation_feedback: 'Too dear' }),
    );
    expect(r.ProBillingPeriod).toMatchObject({ cancellation_code: 'C', cancellation_date: '2026-11-21', end_date: '2027-11-21', is_expired: 'false' });
    expect(r.ProBillingPeriod?.renewal_charge_amount).toBeNull();
    expect(await isPro()).toBe('true');
    expect((await ada.form('/api/v2/updateCancelPremium', {})).status).toBe(400);
    await advanceDays(364);
    let c = await signIn();
    expect(await isPro(c)).toBe('true');
    await advanceDays(2);
    c = await signIn();
    expect(await isPro(c)).toBe('false');
    const after = await info(c);
    expect(after.ProBillingPeriod?.is_expired).toBe('true');
    expect(after.PaymentTransactionHistory).toHaveLength(1);
    expect(await subscriptions()).toEqual([{ state: 'expired' }]);
  });
});

describe('billing: resuming and company-paid Pro', () => {
  it('resumes a cancelled subscription through the upgrade call: no charge, renewed at the same date', async () => {
    await upgrade(card(GOOD));
    await ada.form('/api/v2/updateCancelPremium', { product_type_code: 'P', cancellation_reason: 'price', cancellation_feedback: '' });
    h.clock.advance(30 * DAY);
    const resumed = await upgrade({}, await signIn());
    expect(resumed.status).toBe(200);
    expect(resumed.ProBillingPeriod).toMatchObject({ cancellation_code: '', end_date: '2027-11-21', renewal_charge_amount: 49 });
    expect(resumed.PaymentTransactionHistory.map((t) => t.transaction_code)).toEqual(['S']);
    await advanceDays(336);
    const c = await signIn();
    expect((await info(c)).PaymentTransactionHistory.map((t) => t.transaction_code)).toEqual(['R', 'S']);
    expect(await isPro(c)).toBe('true');
  });

  it('grants company-paid Pro for 90 days by the admin command; the user cannot cancel it; it ends unless granted again', async () => {
    const accounts = new SqlAccountStore(h.database.db, h.clock);
    const jobs = new SqlJobQueue(h.database.db);
    const billing = composeBilling({
      db: h.database.db,
      clock: h.clock,
      secretsKey: '',
      jobs,
      alerts: new StoredAlertRaiser({ alerts: new SqlAccountAlertStore(h.database.db), jobs, ids: new CryptoIdGenerator(), clock: h.clock }),
      accounts,
      throttle: new SqlThrottleStore(h.database.db),
      log: () => undefined,
    });
    const deps = { findUser: async (e: string) => (await accounts.findLogin(e))?.userId, grant: (u: string, c: string) => billing.grantBulk(u, c) };
    expect(await bulkCommand(['bulk', 'grant', 'nobody@example.com', 'Acme'], deps)).toMatchObject({ code: 1 });
    expect(await bulkCommand(['bulk', 'grant', 'ADA@example.com', 'Acme', 'Travel'], deps)).toEqual({
      code: 0,
      message: 'ada@example.com has company-paid Pro (Acme Travel) until 2027-02-19',
    });
    const r = await info();
    expect(r.ProBillingPeriod).toMatchObject({ end_date: '2027-02-19', renewal_charge_amount: null });
    expect(r.PaymentTransactionHistory).toEqual([]);
    expect(await isPro()).toBe('true');
    expect((await ada.form('/api/v2/updateCancelPremium', { product_type_code: 'P' })).status).toBe(400);
    // Granting again before the cycle ends is refused; from its last day on, the next cycle runs.
    expect((await bulkCommand(['bulk', 'grant', 'ada@example.com', 'Acme'], deps)).message).toBe(
      'not granted: the current cycle runs until 2027-02-19; grant the next one from that day',
    );
    h.clock.advance(90 * DAY);
    expect((await bulkCommand(['bulk', 'grant', 'ada@example.com', 'Acme'], deps)).message).toContain('until 2027-05-20');
    await advanceDays(91);
    const c = await signIn();
    expect(await isPro(c)).toBe('false');
    expect(await subscriptions()).toEqual([{ state: 'expired' }]);
  });
});

describe('billing: card numbers are never kept nor logged', () => {
  it('has no card number or security code in any table or log line', async () => {
    await promo('TRY-PRO', '--trial', '--period', 'D30');
    await upgrade(card('4000000000000002'));
    await upgrade({ ...card(GOOD), promo_code: 'TRY-PRO' });
    await ada.form('/api/v2/updatePaymentInfo', card('5555555555554444'));
    await advanceDays(31);
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(h.database.db);
    expect(tables.rows.map((t) => t.table_name)).toEqual(expect.arrayContaining(['subscriptions', 'payment_methods', 'billing_transactions']));
    const numbers = [GOOD, '4000000000000002', '5555555555554444'];
    for (const { table_name } of tables.rows) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)}`.execute(h.database.db);
      const dump = JSON.stringify(rows.rows, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v instanceof Uint8Array ? '' : v));
      for (const n of numbers) expect(dump, table_name).not.toContain(n);
      // The security code as a whole value (three digits also occur inside hashes and tokens).
      expect(dump, table_name).not.toMatch(new RegExp(`[":]${CVC}[",}]`));
    }
    const log = h.logs.join('\n');
    for (const n of numbers) expect(log).not.toContain(n);
    expect(log).not.toMatch(new RegExp(`\\b${CVC}\\b`));
  });
});
