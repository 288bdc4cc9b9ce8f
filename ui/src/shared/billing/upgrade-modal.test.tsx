import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Container } from 'inversify';
import { err, type ProBillingService, type PurchasedProductInfo } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../testing/account-test-harness.js';
import { fakeBilling, samplePromo, UPGRADED, type FakeBilling } from './billing-test-kit.js';
import { ReplaceCardModal } from './replace-card-modal.js';
import { UpgradeButton } from './upgrade-button.js';
import { UpgradeModal } from './upgrade-modal.js';

const bindBilling = (billing: FakeBilling) => ({
  bind: (c: Container) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
});

async function renderModal(billing = fakeBilling(), props: { readonly rate?: number | null; readonly trial?: boolean } = {}) {
  const onUpgraded = vi.fn<(info: PurchasedProductInfo) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  const rendered = await renderScreen(
    <UpgradeModal
      isOpen
      onClose={onClose}
      onUpgraded={onUpgraded}
      defaultProYearlyRate={props.rate === undefined ? 49 : props.rate}
      isEligibleForFreeTrial={props.trial ?? true}
    />,
    { path: '/upgrade', today: '2026-11-21', ...bindBilling(billing) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Waybook Pro' });
  await within(dialog).findByRole('option', { name: 'United States' });
  return { ...rendered, user, dialog, billing, onUpgraded, onClose };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const select = (name: RegExp) => screen.getByRole('combobox', { name });

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(field(/Card number/), number);
  await user.type(field(/Security code/), '123');
  await user.selectOptions(select(/Month/), '12');
  await user.selectOptions(select(/Year/), '2028');
  await user.selectOptions(select(/Country/), 'US');
  await user.type(field(/Zip/), '94105');
}

describe('UpgradeModal', { timeout: 30_000 }, () => {
  it('shows the yearly price in US dollars, the free trial, the nonrefundable fees and the sandbox note', async () => {
    const { dialog } = await renderModal();
    expect(dialog.textContent).toContain('$49.00 per year');
    expect(dialog.textContent).toContain('Have a free-trial code? Enter it as your promo code');
    expect(dialog.textContent).toContain('Fees are nonrefundable.');
    expect(dialog.textContent).toContain('Sandbox payments: no real card is charged. Test card 4242 4242 4242 4242.');
  });

  it('leaves out the trial for a user who had one, and the price when unknown', async () => {
    const { dialog } = await renderModal(fakeBilling(), { rate: null, trial: false });
    expect(dialog.textContent).not.toContain('free trial');
    expect(dialog.textContent).not.toContain('per year');
  });

  it('refuses an invalid card in the spec’s words without calling the server', async () => {
    const { user, billing } = await renderModal();
    await user.type(field(/Card number/), '6200 0000 0000 0005');
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect(await screen.findByText('card type must be Visa, MasterCard, Discover or American Express')).toBeDefined();
    expect(screen.getByText('Expiration required')).toBeDefined();
    expect(billing.upgrade).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(field(/Card number/));
  });

  it('says a declined card in the modal and keeps what was typed', async () => {
    const billing = fakeBilling();
    billing.upgrade.mockResolvedValue(err({ key: 'billing:card.declined' }));
    const { user, session, onUpgraded } = await renderModal(billing);
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect((field(/Card number/) as HTMLInputElement).value).toBe('4000 0000 0000 0002');
    expect((field(/Security code/) as HTMLInputElement).value).toBe('123');
    expect((select(/Month/) as HTMLSelectElement).value).toBe('12');
    expect((field(/Zip/) as HTMLInputElement).value).toBe('94105');
    expect(session.reloadProfile).not.toHaveBeenCalled();
    expect(onUpgraded).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Upgrade now' })).toBeDefined();
  });

  it('upgrades with a card: reloads the profile, says so and hands over the billing state', async () => {
    const { user, billing, session, onUpgraded } = await renderModal();
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalledWith(UPGRADED));
    expect(billing.upgrade).toHaveBeenCalledWith({
      card: { number: { digits: '4242424242424242', brand: 'visa' }, securityCode: '123', expiry: { month: 12, year: 2028 }, countryCode: 'US', zip: '94105' },
      promoCode: '',
      promo: null,
    });
    expect(session.reloadProfile).toHaveBeenCalled();
    expect(await screen.findByText('Welcome to Waybook Pro!')).toBeDefined();
  });

  it('applies a promo code that needs no payment information and upgrades with the card left empty', async () => {
    const { user, billing, session, onUpgraded, dialog } = await renderModal();
    await user.type(field(/Promo code/), 'ACME3');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const status = await within(dialog).findByText('Promo code ACME3 applied.');
    const applied = status.closest('[role="status"]')?.textContent ?? '';
    expect(applied).toContain('Offered by Acme Travel');
    expect(applied).toContain('Free trial: 3 months');
    expect(applied).toContain('Then $49.00 at each renewal');
    expect(billing.checkPromo).toHaveBeenCalledWith('ACME3');
    expect(dialog.textContent).toContain('you can leave the card empty');

    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(onUpgraded).toHaveBeenCalledWith(UPGRADED));
    expect(billing.upgrade).toHaveBeenCalledWith({ card: null, promoCode: 'ACME3', promo: samplePromo() });
    expect(session.reloadProfile).toHaveBeenCalled();
  });

  it('shows a discount promotion and asks for the card when the promotion needs one', async () => {
    const billing = fakeBilling();
    billing.checkPromo.mockResolvedValue({
      ok: true,
      value: samplePromo({ isTrial: false, discountRate: 29, periodTypeCode: 'Y', periodLength: 1, isPaymentInfoRequired: true, campaignCompanyName: '' }),
    });
    const { user, dialog } = await renderModal(billing);
    await user.type(field(/Promo code/), 'SPRING26{Enter}');
    const status = await within(dialog).findByText('Promo code ACME3 applied.');
    expect(status.closest('[role="status"]')?.textContent).toContain('$29.00 for 1 year');
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(billing.upgrade).not.toHaveBeenCalled();
  });

  it('says why a promo code is refused, beside the code', async () => {
    const billing = fakeBilling();
    billing.checkPromo.mockResolvedValue(err({ key: 'billing:promo.invalid' }));
    const { user } = await renderModal(billing);
    await user.type(field(/Promo code/), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field(/Promo code/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Invalid Promo Code Provided')).toBeDefined();
    // A refused code is not bought with.
    await typeCard(user);
    await user.click(screen.getByRole('button', { name: 'Upgrade now' }));
    await waitFor(() => expect(billing.checkPromo).toHaveBeenCalledTimes(2));
    expect(billing.upgrade).not.toHaveBeenCalled();
  });

  it('speaks French', async () => {
    const billing = fakeBilling();
    await renderScreen(<UpgradeModal isOpen onClose={vi.fn()} onUpgraded={vi.fn()} defaultProYearlyRate={49} isEligibleForFreeTrial />, {
      path: '/upgrade',
      locale: 'fr-FR',
      profile: sampleProfile({ languageTag: 'fr-FR' }),
      ...bindBilling(billing),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Passer à Waybook Pro' });
    expect(dialog.textContent).toContain('Les frais ne sont pas remboursables.');
    expect(dialog.textContent).toMatch(/49,00\s\$US par an/);
  });
});

describe('ReplaceCardModal', { timeout: 30_000 }, () => {
  it('starts from the billing address, says a refusal and saves the new card', async () => {
    const billing = fakeBilling();
    billing.replaceCard.mockResolvedValueOnce(err({ key: 'billing:card.invalidSecurityCode' }));
    const onReplaced = vi.fn();
    const user = userEvent.setup();
    const { session } = await renderScreen(
      <ReplaceCardModal isOpen onClose={vi.fn()} onReplaced={onReplaced} billingAddress={{ countryCode: 'GB', zip: 'SW1A 1AA' }} />,
      {
        path: '/billing',
        today: '2026-11-21',
        ...bindBilling(billing),
      },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Replace your card' });
    await within(dialog).findByRole('option', { name: 'France' });
    expect((select(/Country/) as HTMLSelectElement).value).toBe('GB');
    expect((field(/Zip/) as HTMLInputElement).value).toBe('SW1A 1AA');
    await user.type(field(/Card number/), '4242424242424242');
    await user.type(field(/Security code/), '999');
    await user.selectOptions(select(/Month/), '01');
    await user.selectOptions(select(/Year/), '2027');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid security code.');
    expect(onReplaced).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(onReplaced).toHaveBeenCalledWith(UPGRADED));
    expect(billing.replaceCard).toHaveBeenLastCalledWith(expect.objectContaining({ countryCode: 'GB', zip: 'SW1A 1AA', securityCode: '999' }));
    expect(session.reloadProfile).toHaveBeenCalled();
  });
});

describe('UpgradeButton', { timeout: 30_000 }, () => {
  it('is offered only to free users to whom Pro may be sold, and opens the modal with the price', async () => {
    const billing = fakeBilling();
    const user = userEvent.setup();
    const { unmount } = await renderScreen(<UpgradeButton />, { path: '/', ...bindBilling(billing) });
    await user.click(screen.getByRole('button', { name: 'Upgrade to Pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Waybook Pro' });
    await waitFor(() => expect(dialog.textContent).toContain('$49.00 per year'));
    unmount();

    for (const profile of [sampleProfile({ isPro: true }), sampleProfile({ shouldAllowProPurchase: false })]) {
      const r = await renderScreen(<UpgradeButton />, { path: '/', profile });
      expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).toBeNull();
      r.unmount();
    }
  });
});
