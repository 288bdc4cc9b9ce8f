import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type ProBillingService, type Receipt } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import ReceiptPage from './receipt-page.js';

const RECEIPT: Receipt = {
  id: 3,
  receiptNumber: 'WB-2026-000003',
  transactionCode: 'S',
  amount: 49,
  amountDisplay: '$49.00',
  currency: 'USD',
  description: 'Waybook Pro, yearly',
  displayDate: '2026-11-21',
  displayDatetime: '2026-11-21T10:00:00.000Z',
  billingPeriodStart: '2026-11-21',
  billingPeriodEnd: '2027-11-21',
  cardBrand: 'visa',
  cardLastFour: '4242',
  isSandbox: true,
};

async function setup(path: string, answer: Awaited<ReturnType<ProBillingService['receipt']>> = ok(RECEIPT)) {
  const user = userEvent.setup();
  const billing = { receipt: vi.fn<ProBillingService['receipt']>(async () => answer) };
  const harness = await renderScreen(<ReceiptPage />, {
    path,
    routePath: '/account/billing/receipts/:receiptId',
    bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
  });
  return { user, billing, ...harness };
}

describe('ReceiptPage', () => {
  it('shows the receipt: number, date and time, description, period, amount, card, sandbox note and seller', async () => {
    const { billing } = await setup('/account/billing/receipts/3');
    expect(await screen.findByText('WB-2026-000003')).toBeTruthy();
    expect(billing.receipt).toHaveBeenCalledWith(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('$49.00 (USD)')).toBeTruthy();
    expect(screen.getByText('Waybook Pro, yearly')).toBeTruthy();
    expect(screen.getByText(/^Nov 21, 2026, /)).toBeTruthy();
    expect(screen.getByText('Visa •••• 4242')).toBeTruthy();
    expect(screen.getByText('Sandbox payment: no real card was charged.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Seller' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to billing/ }).getAttribute('href')).toBe('/account/billing');
  });

  it('leaves the sandbox note out of a real payment', async () => {
    await setup('/account/billing/receipts/3', ok({ ...RECEIPT, isSandbox: false }));
    expect(await screen.findByText('WB-2026-000003')).toBeTruthy();
    expect(screen.queryByText('Sandbox payment: no real card was charged.')).toBeNull();
  });

  it('prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await setup('/account/billing/receipts/3');
    await user.click(await screen.findByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('says the receipt could not be loaded, with the way back', async () => {
    await setup('/account/billing/receipts/3', err({ key: 'billing:error.receiptLoadFailed' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unable to load receipt');
    expect(screen.getByRole('link', { name: /Back to billing/ }).getAttribute('href')).toBe('/account/billing');
  });

  it('does not ask for a non-numeric id', async () => {
    const { billing } = await setup('/account/billing/receipts/abc');
    expect(screen.getByRole('alert').textContent).toContain('Unable to load receipt');
    expect(billing.receipt).not.toHaveBeenCalled();
  });

  it('reads in Japanese, with the amount and its currency', async () => {
    const billing = { receipt: vi.fn<ProBillingService['receipt']>(async () => ok({ ...RECEIPT, amountDisplay: '$49.00' })) };
    await renderScreen(<ReceiptPage />, {
      path: '/account/billing/receipts/3',
      routePath: '/account/billing/receipts/:receiptId',
      locale: 'ja-JP',
      bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
    });
    expect(await screen.findByRole('heading', { level: 1, name: '領収書' })).toBeTruthy();
    expect(screen.getByText('$49.00（USD）')).toBeTruthy();
    expect(screen.getByText('テスト決済です。実際のカードへの請求は行われていません。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '印刷または PDF として保存' })).toBeTruthy();
  });
});
