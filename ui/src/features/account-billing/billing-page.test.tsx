import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  err,
  ok,
  type PaymentInfo,
  type ProBillingPeriod,
  type ProBillingService,
  type Profile,
  type PurchasedProductInfo,
  type Transaction,
} from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import BillingPage from './billing-page.js';
import { ACTIVE_YEARLY_PERIOD } from '@waybook/core/testing';

// The shared billing dialogs are built elsewhere: here they are stand-ins that report what they got.
// What the stand-ins answer when their (test-only) finish button is pressed.
const answers = vi.hoisted(() => ({ upgraded: null as PurchasedProductInfo | null, replaced: null as PurchasedProductInfo | null }));
vi.mock('../../shared/billing/upgrade-modal.js', () => ({
  UpgradeModal: (p: { isOpen: boolean; defaultProYearlyRate?: number | null; onUpgraded(info: PurchasedProductInfo): void }) =>
    p.isOpen ? (
      <>
        <div role="dialog" aria-label="Upgrade stand-in">{`rate ${String(p.defaultProYearlyRate)}`}</div>
        <button type="button" onClick={() => answers.upgraded !== null && p.onUpgraded(answers.upgraded)}>
          Finish upgrade
        </button>
      </>
    ) : null,
}));
vi.mock('../../shared/billing/replace-card-modal.js', () => ({
  ReplaceCardModal: (p: { isOpen: boolean; billingAddress: { zip: string } | null; onReplaced(info: PurchasedProductInfo): void }) =>
    p.isOpen ? (
      <>
        <div role="dialog" aria-label="Replace stand-in">{`zip ${p.billingAddress?.zip ?? ''}`}</div>
        <button type="button" onClick={() => answers.replaced !== null && p.onReplaced(answers.replaced)}>
          Finish replacing
        </button>
      </>
    ) : null,
}));
vi.mock('../../shared/billing/card-fields.js', () => ({
  ExpiryFields: (p: { month: string; year: string; onMonth(v: string): void; onYear(v: string): void; error?: string; idPrefix: string }) => (
    <div>
      <label htmlFor={`${p.idPrefix}-month`}>Month</label>
      <input id={`${p.idPrefix}-month`} value={p.month} onChange={(e) => p.onMonth(e.target.value)} />
      <label htmlFor={`${p.idPrefix}-year`}>Year</label>
      <input id={`${p.idPrefix}-year`} value={p.year} onChange={(e) => p.onYear(e.target.value)} />
      {p.error !== undefined && <span role="alert">{p.error}</span>}
    </div>
  ),
}));

const period = (overrides: Partial<ProBillingPeriod> = {}): ProBillingPeriod => ({ ...ACTIVE_YEARLY_PERIOD, ...overrides });

const CARD: PaymentInfo = { typeCode: 'V', expirationMonth: 9, expirationYear: 2028, countryCode: 'US', ccSuffix: '4242', hasAuthorizationExpired: false };

const tx = (id: number, date: string, description: string, amountDisplay: string): Transaction => ({
  id,
  transactionCode: 'S',
  amount: 49,
  amountDisplay,
  description,
  displayDate: date,
  displayDatetime: `${date}T10:00:00.000Z`,
  billingPeriodStart: date,
  billingPeriodEnd: date,
});

const info = (overrides: Partial<PurchasedProductInfo> = {}): PurchasedProductInfo => ({
  billingAddress: { countryCode: 'US', zip: '94107' },
  defaultProYearlyRate: 49,
  billingPeriod: period(),
  paymentInfo: CARD,
  isEligibleForFreeTrial: false,
  transactions: [tx(7, '2025-01-10', 'Waybook Pro, yearly', '$49.00'), tx(9, '2026-01-10', 'Waybook Pro renewal', '$49.00')],
  ...overrides,
});

type Answer = Awaited<ReturnType<ProBillingService['info']>>;

async function setup(answer: PurchasedProductInfo | Answer = info(), profile: Partial<Profile> = { isPro: true }) {
  const user = userEvent.setup();
  const first: Answer = 'ok' in answer ? answer : ok(answer);
  const billing = {
    info: vi.fn<ProBillingService['info']>(async () => first),
    updateExpiry: vi.fn<ProBillingService['updateExpiry']>(async () => ok(info())),
    cancel: vi.fn<ProBillingService['cancel']>(async () => ok(info())),
    resume: vi.fn<ProBillingService['resume']>(async () => ok(info())),
  };
  const harness = await renderScreen(<BillingPage />, {
    path: '/account/billing',
    profile: sampleProfile(profile),
    bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
  });
  await screen.findByRole('heading', { level: 1, name: 'Subscription & billing' });
  await waitFor(() => expect(screen.queryByText('Loading billing information…')).toBeNull());
  return { user, billing, ...harness };
}

const statusSection = () => screen.getByRole('region', { name: 'Waybook Pro' });

afterEach(() => {
  window.innerWidth = 1024;
});

describe('BillingPage: Pro status', () => {
  it('shows an active subscription: pill, renewal copy, period and renewal charge, and Cancel Pro', async () => {
    await setup();
    const status = statusSection();
    expect(within(status).getByText('Active').className).toContain('wb-billing__pill--active');
    expect(within(status).getByText('Your Pro subscription renews on Jan 10, 2027 for $49.00.')).toBeTruthy();
    expect(within(status).getByText('Renewal charge')).toBeTruthy();
    expect(within(status).getByText('Current period')).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Cancel Pro' })).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('leaves the renewal charge out when no amount is present', async () => {
    await setup(info({ billingPeriod: period({ renewalChargeAmount: null, renewalChargeAmountDisplay: '' }) }));
    const status = statusSection();
    expect(within(status).getByText('Your Pro subscription runs until Jan 10, 2027.')).toBeTruthy();
    expect(within(status).queryByText('Renewal charge')).toBeNull();
    expect(within(status).queryByText('$49.00')).toBeNull();
  });

  it.each([
    [
      'canceled',
      period({ cancellationCode: 'C', cancellationDate: '2026-11-02', renewalChargeAmount: null, renewalChargeAmountDisplay: '' }),
      'Canceled on Nov 2, 2026',
      'wb-billing__pill--canceled',
      'You keep Pro until Jan 10, 2027, and you won’t be charged again. Fees are nonrefundable.',
    ],
    [
      'suspended',
      period({ didLastTransactionFail: true }),
      'Suspended',
      'wb-billing__pill--suspended',
      'Your last payment failed. Update your card to keep Pro; otherwise Pro ends on Jan 24, 2027.',
    ],
    [
      'trial',
      period({ isTrial: true, endDate: '2026-12-05' }),
      'Active',
      'wb-billing__pill--active',
      'Your free trial ends on Dec 5, 2026; then $49.00 is charged to your card unless you cancel before.',
    ],
    [
      'promotion',
      period({ promoCampaignCompanyName: 'Globex Travel', renewalChargeAmount: null, renewalChargeAmountDisplay: '' }),
      'Active',
      'wb-billing__pill--active',
      'You have Pro through a promotion until Jan 10, 2027.',
    ],
  ])('shows the %s variant with its pill and copy', async (_variant, p, pill, className, copy) => {
    await setup(info({ billingPeriod: p }));
    const status = statusSection();
    expect(within(status).getByText(pill).className).toContain(className);
    expect(within(status).getByText(copy)).toBeTruthy();
  });

  it('names the campaign of a promotion and the company that pays, and offers Cancel only where it may be used', async () => {
    await setup(info({ billingPeriod: period({ promoCampaignCompanyName: 'Globex Travel' }) }));
    expect(within(statusSection()).getByText('Globex Travel')).toBeTruthy();
    expect(within(statusSection()).getByRole('button', { name: 'Cancel Pro' })).toBeTruthy();
  });

  it('says who pays a company-paid subscription and offers no Cancel', async () => {
    await setup(info({ billingPeriod: period({ bulkCampaignCompanyName: 'Initech', renewalChargeAmount: null, renewalChargeAmountDisplay: '' }) }));
    const status = statusSection();
    expect(within(status).getByText('Your Pro subscription is paid by Initech, so there’s nothing for you to pay.')).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'Cancel Pro' })).toBeNull();
  });

  it('sends app-store subscribers to their store', async () => {
    await setup(info({ billingPeriod: null, paymentInfo: null }), { isPro: true, isLegacyPaidAppUser: true });
    expect(screen.getByText(/managed in the app store you bought it from/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel Pro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('offers Pro at the default yearly rate in US dollars to a free user, and opens the upgrade dialog', async () => {
    const { user } = await setup(info({ billingPeriod: null, paymentInfo: null, transactions: [] }), { isPro: false });
    const status = statusSection();
    expect(within(status).getByText('You’re on the free plan.')).toBeTruthy();
    expect(within(status).getByText('$49.00 a year')).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(screen.getByRole('dialog', { name: 'Upgrade stand-in' }).textContent).toBe('rate 49');
  });

  it('shows an expired subscription with its pill and the offer, without Upgrade when purchases are not allowed', async () => {
    await setup(info({ billingPeriod: period({ isExpired: true, renewalChargeAmount: null, renewalChargeAmountDisplay: '' }) }), {
      isPro: false,
      shouldAllowProPurchase: false,
    });
    const status = statusSection();
    expect(within(status).getByText('Expired').className).toContain('wb-billing__pill--expired');
    expect(within(status).getByText('Your Pro subscription ended on Jan 10, 2027.')).toBeTruthy();
    expect(within(status).getByRole('heading', { name: 'Get more with Pro' })).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('resumes a cancelled subscription that still runs', async () => {
    const { user, billing, session } = await setup(info({ billingPeriod: period({ cancellationCode: 'C', cancellationDate: '2026-11-02' }) }));
    await user.click(screen.getByRole('button', { name: 'Resume Pro' }));
    expect(billing.resume).toHaveBeenCalledOnce();
    expect(await screen.findByText('Welcome back! Your Pro subscription renews again.')).toBeTruthy();
    expect(within(statusSection()).getByText('Active')).toBeTruthy();
    expect(session.reloadProfile).toHaveBeenCalled();
  });
});

describe('BillingPage: cancel Pro', () => {
  it('cancels with a reason and feedback, then shows Canceled on the date and a toast', async () => {
    const { user, billing, session } = await setup();
    const canceled = info({
      billingPeriod: period({ cancellationCode: 'C', cancellationDate: '2026-11-21', renewalChargeAmount: null, renewalChargeAmountDisplay: '' }),
    });
    billing.cancel.mockResolvedValueOnce(ok(canceled));
    await user.click(screen.getByRole('button', { name: 'Cancel Pro' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your Pro subscription?' });
    // A reason is required.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(billing.cancel).not.toHaveBeenCalled();
    await user.selectOptions(within(dialog).getByLabelText(/Why are you canceling\?/), 'I’m not traveling enough');
    await user.type(within(dialog).getByLabelText('Anything else you’d like to tell us?'), 'Back next year');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(billing.cancel).toHaveBeenCalledWith({ productTypeCode: 'P', reason: 'not_travelling', feedback: 'Back next year' });
    expect(await screen.findByText('Your Pro subscription is canceled. You keep Pro until Jan 10, 2027.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(statusSection()).getByText('Canceled on Nov 21, 2026')).toBeTruthy();
    expect(session.reloadProfile).toHaveBeenCalled();
  });

  it('shows the spec text when cancelling fails', async () => {
    const { user, billing } = await setup();
    billing.cancel.mockResolvedValueOnce(err({ key: 'billing:error.cancelFailed' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Pro' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.selectOptions(within(dialog).getByLabelText(/Why are you canceling\?/), 'It’s too expensive');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(await within(dialog).findByText('Error attempting to cancel pro subscription, please contact support')).toBeTruthy();
    // The dialog stays open over the unchanged page.
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(screen.getByText('Active')).toBeTruthy();
  });
});

describe('BillingPage: payment method', () => {
  it('shows the card and its expiry, and opens Replace card with the billing address', async () => {
    const { user } = await setup();
    const payment = screen.getByRole('region', { name: 'Payment method' });
    expect(within(payment).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(payment).getByText('Visa card ending in 4242')).toBeTruthy();
    expect(within(payment).getByText('Expires 09/2028')).toBeTruthy();
    expect(within(payment).queryByRole('status')).toBeNull();
    await user.click(within(payment).getByRole('button', { name: 'Replace card' }));
    expect(screen.getByRole('dialog', { name: 'Replace stand-in' }).textContent).toBe('zip 94107');
  });

  it('warns of a card that expires within 30 days', async () => {
    await setup(info({ paymentInfo: { ...CARD, expirationMonth: 11, expirationYear: 2026 } }));
    expect(screen.getByText('This card expires soon. Update its expiry date or replace it to keep Pro.')).toBeTruthy();
  });

  it('warns of an expired card', async () => {
    await setup(info({ paymentInfo: { ...CARD, expirationMonth: 10, expirationYear: 2026 } }));
    expect(screen.getByText('This card has expired. Replace it or update its expiry date to keep Pro.')).toBeTruthy();
  });

  it('checks the new expiry, sends its month and year, and shows the result', async () => {
    const { user, billing } = await setup();
    billing.updateExpiry.mockResolvedValueOnce(ok(info({ paymentInfo: { ...CARD, expirationMonth: 3, expirationYear: 2030 } })));
    await user.click(screen.getByRole('button', { name: 'Update expiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the expiry date' });
    await user.click(within(dialog).getByRole('button', { name: 'Save expiry date' }));
    expect(within(dialog).getByText('Expiration required')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Month'), '10');
    await user.type(within(dialog).getByLabelText('Year'), '2025');
    await user.click(within(dialog).getByRole('button', { name: 'Save expiry date' }));
    expect(within(dialog).getByText('Expiry must be in the future')).toBeTruthy();
    expect(billing.updateExpiry).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText('Month'));
    await user.type(within(dialog).getByLabelText('Month'), '03');
    await user.clear(within(dialog).getByLabelText('Year'));
    await user.type(within(dialog).getByLabelText('Year'), '2030');
    await user.click(within(dialog).getByRole('button', { name: 'Save expiry date' }));
    expect(billing.updateExpiry).toHaveBeenCalledWith({ month: 3, year: 2030 });
    expect(await screen.findByText('The expiry date of your card is updated.')).toBeTruthy();
    expect(screen.getByText('Expires 03/2030')).toBeTruthy();
  });

  it('shows the server’s refusal of the expiry in the dialog', async () => {
    const { user, billing } = await setup();
    billing.updateExpiry.mockResolvedValueOnce(err({ key: 'billing:card.declined' }));
    await user.click(screen.getByRole('button', { name: 'Update expiry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update the expiry date' });
    await user.type(within(dialog).getByLabelText('Month'), '03');
    await user.type(within(dialog).getByLabelText('Year'), '2030');
    await user.click(within(dialog).getByRole('button', { name: 'Save expiry date' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeTruthy();
  });

  it('has no payment section without a card', async () => {
    await setup(info({ paymentInfo: null }));
    expect(screen.queryByRole('region', { name: 'Payment method' })).toBeNull();
  });
});

describe('BillingPage: history and loading', () => {
  it('lists the payments newest first in a table, each linking to its receipt', async () => {
    await setup();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual(['Jan 10, 2026', 'Jan 10, 2025']);
    const link = within(rows[0]!).getByRole('link', { name: 'View receipt: Jan 10, 2026, Waybook Pro renewal, $49.00' });
    expect(link.getAttribute('href')).toBe('/account/billing/receipts/9');
  });

  it('stacks the payments on phones', async () => {
    window.innerWidth = 390;
    await setup();
    expect(screen.queryByRole('table')).toBeNull();
    const links = within(screen.getByRole('region', { name: 'Billing history' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/account/billing/receipts/9', '/account/billing/receipts/7']);
  });

  it('says when there are no payments yet', async () => {
    await setup(info({ transactions: [] }));
    expect(screen.getByText('No payments yet.')).toBeTruthy();
  });

  it('shows the load failure and retries', async () => {
    const { user, billing } = await setup(err({ key: 'billing:error.loadFailed' }));
    expect(screen.getByRole('alert').textContent).toContain('Unable to load billing information');
    billing.info.mockResolvedValueOnce(ok(info()));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Waybook Pro' })).toBeTruthy();
    expect(billing.info).toHaveBeenCalledTimes(2);
  });
});

describe('BillingPage: after a change, and in other languages', () => {
  it('shows the new state once the upgrade went through', async () => {
    answers.upgraded = info();
    const { user, session } = await setup(info({ billingPeriod: null, paymentInfo: null, transactions: [] }), { isPro: false });
    await user.click(within(statusSection()).getByRole('button', { name: 'Upgrade to Pro' }));
    await user.click(screen.getByRole('button', { name: 'Finish upgrade' }));
    // The shared dialog says it and reloads the profile itself: the page only shows the new state.
    expect(await within(statusSection()).findByText('Active')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Payment method' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Upgrade stand-in' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(session.reloadProfile).not.toHaveBeenCalled();
  });

  it('shows the new card once it was replaced', async () => {
    answers.replaced = info({ paymentInfo: { ...CARD, typeCode: 'A', ccSuffix: '0005' } });
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Replace card' }));
    await user.click(screen.getByRole('button', { name: 'Finish replacing' }));
    expect(await screen.findByText('Your new card is saved.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Payment method' })).getByText('American Express •••• 0005')).toBeTruthy();
  });

  it('names the company that pays', async () => {
    await setup(info({ billingPeriod: period({ bulkCampaignCompanyName: 'Initech', renewalChargeAmount: null, renewalChargeAmountDisplay: '' }) }));
    expect(within(statusSection()).getByText('Offered by')).toBeTruthy();
    expect(within(statusSection()).getByText('Initech')).toBeTruthy();
  });

  it('offers no Resume for a cancelled subscription without a card on file', async () => {
    await setup(info({ billingPeriod: period({ cancellationCode: 'C', cancellationDate: '2026-11-02' }), paymentInfo: null }));
    expect(within(statusSection()).getByText('Canceled on Nov 2, 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Pro' })).toBeNull();
  });

  it('cancels a monthly subscription as product B, with the reason select focused first', async () => {
    const { user, billing } = await setup(info({ billingPeriod: period({ startDate: '2026-11-10', endDate: '2026-12-10' }) }));
    await user.click(screen.getByRole('button', { name: 'Cancel Pro' }));
    const dialog = await screen.findByRole('alertdialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/Why are you canceling\?/)));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(within(dialog).getByText('Selection required.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(/Why are you canceling\?/), 'I’m switching to another app');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Pro' }));
    expect(billing.cancel).toHaveBeenCalledWith({ productTypeCode: 'B', reason: 'other_app', feedback: '' });
  });

  it('shows a spinner while loading', async () => {
    const billing = { info: vi.fn<ProBillingService['info']>(() => new Promise(() => undefined)) };
    await renderScreen(<BillingPage />, {
      path: '/account/billing',
      bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
    });
    expect(screen.getByText('Loading billing information…')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Waybook Pro' })).toBeNull();
  });

  it.each([
    ['fr-FR', 'Abonnement et facturation', 'Annulé le 2 nov. 2026', 'Historique de facturation'],
    ['en-GB', 'Subscription & billing', 'Cancelled on 2 Nov 2026', 'Billing history'],
    ['ja-JP', 'サブスクリプションと請求', '2026年11月2日に解約', 'お支払い履歴'],
  ] as const)('reads in %s', async (locale, heading, pill, history) => {
    const billing = {
      info: vi.fn<ProBillingService['info']>(async () => ok(info({ billingPeriod: period({ cancellationCode: 'C', cancellationDate: '2026-11-02' }) }))),
    };
    await renderScreen(<BillingPage />, {
      path: '/account/billing',
      locale,
      profile: sampleProfile({ isPro: true, dateEndianFormat: locale === 'ja-JP' ? 'I' : 'L' }),
      bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(await screen.findByText(pill)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: history })).toBeTruthy();
  });
});
