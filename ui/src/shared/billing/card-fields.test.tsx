import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, type BillingAddress, type ProBillingService, type ValidCardForm } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../testing/account-test-harness.js';
import { fakeBilling, type FakeBilling } from './billing-test-kit.js';
import { CardFields, ExpiryFields, useCardForm } from './card-fields.js';

function CardForm({ address, onChecked }: { readonly address: BillingAddress | null; readonly onChecked: (card: ValidCardForm | null) => void }) {
  const card = useCardForm(address);
  return (
    <>
      <CardFields {...card.fields} />
      <button type="button" onClick={() => onChecked(card.validate())}>
        Check
      </button>
    </>
  );
}

async function renderForm(address: BillingAddress | null = { countryCode: 'US', zip: '94105' }, billing: FakeBilling = fakeBilling()) {
  const onChecked = vi.fn<(card: ValidCardForm | null) => void>();
  const user = userEvent.setup();
  const rendered = await renderScreen(<CardForm address={address} onChecked={onChecked} />, {
    path: '/card',
    today: '2026-11-21',
    bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
  });
  await screen.findByRole('option', { name: 'France' });
  return { ...rendered, user, onChecked, billing };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const select = (name: RegExp | string) => screen.getByRole('combobox', { name });
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('CardFields', { timeout: 20_000 }, () => {
  it('shows the brand as the number is typed and sizes the security code for it', async () => {
    const { user } = await renderForm();
    const number = field(/Card number/);
    const code = field(/Security code/);
    expect(describedText(number)).toContain('Visa, Mastercard, American Express or Discover');
    expect(describedText(code)).toContain('3 digits (4 for American Express)');

    await user.type(number, '4242 4242');
    expect(describedText(number)).toContain('Card type: Visa');
    expect(code.getAttribute('maxlength')).toBe('3');
    expect(describedText(code)).toContain('3 digits');

    await user.clear(number);
    await user.type(number, '3782 822463 10005');
    expect(describedText(number)).toContain('Card type: American Express');
    expect(screen.getByTestId('card-brand').textContent).toBe('American Express');
    expect(code.getAttribute('maxlength')).toBe('4');
    expect(describedText(code)).toBe('4 digits');

    await user.clear(number);
    await user.type(number, '5555-5555');
    expect(describedText(number)).toContain('Card type: Mastercard');
    await user.clear(number);
    await user.type(number, '6011');
    expect(describedText(number)).toContain('Card type: Discover');
  });

  it('starts from the billing address, with labelled expiry selects and a zip of limited length', async () => {
    await renderForm({ countryCode: 'FR', zip: '75001' });
    expect((select(/Country/) as HTMLSelectElement).value).toBe('FR');
    expect((field(/Zip\/Postal code/) as HTMLInputElement).value).toBe('75001');
    expect(field(/Zip\/Postal code/).getAttribute('maxlength')).toBe('10');
    const months = select(/Expiration date.*Month/) as HTMLSelectElement;
    expect([...months.options].map((o) => o.value).slice(1)).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = select(/Expiration date.*Year/) as HTMLSelectElement;
    expect([...years.options].map((o) => o.value).slice(1)).toEqual(['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035', '2036']);
  });

  it('says each refusal in the spec’s words, marks the fields invalid and focuses the first one', async () => {
    const { user, onChecked } = await renderForm({ countryCode: 'US', zip: '' });
    await user.type(field(/Card number/), '3782 822463 10005');
    await user.type(field(/Security code/), '123');
    await user.selectOptions(select(/Month/), '01');
    await user.selectOptions(select(/Year/), '2026');
    await user.type(field(/Zip/), '94#05');
    await user.click(screen.getByRole('button', { name: 'Check' }));

    expect(onChecked).toHaveBeenCalledWith(null);
    const code = field(/Security code/);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(code)).toContain('Invalid security code.');
    expect(describedText(select(/Month/))).toBe('Expiry must be in the future');
    expect(select(/Year/).getAttribute('aria-invalid')).toBe('true');
    expect(describedText(field(/Zip/))).toBe('Invalid Zip/Postal code.');
    expect(field(/Card number/).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(code);

    // Fixing a field takes its error away.
    await user.type(code, '4');
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('says what is missing on an empty form, then gives the checked card', async () => {
    const { user, onChecked } = await renderForm({ countryCode: '', zip: '' });
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(describedText(field(/Card number/))).toContain('This field is required.');
    expect(describedText(select(/Month/))).toBe('Expiration required');
    expect(describedText(select(/Country/))).toBe('country required');
    expect(document.activeElement).toBe(field(/Card number/));

    await user.type(field(/Card number/), '4242 4242 4242 4242');
    await user.type(field(/Security code/), '123');
    await user.selectOptions(select(/Month/), '09');
    await user.selectOptions(select(/Year/), '2027');
    await user.selectOptions(select(/Country/), 'GB');
    await user.type(field(/Zip/), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onChecked).toHaveBeenLastCalledWith({
      number: { digits: '4242424242424242', brand: 'visa' },
      securityCode: '123',
      expiry: { month: 9, year: 2027 },
      countryCode: 'GB',
      zip: 'SW1A 1AA',
    });
    expect(screen.queryByText('This field is required.')).toBeNull();
  });

  it('says when the countries cannot be loaded', async () => {
    const billing = fakeBilling();
    billing.countries.mockResolvedValue(err({ key: 'billing:error.loadFailed' }));
    await renderScreen(<CardForm address={null} onChecked={vi.fn()} />, {
      path: '/card',
      bind: (c) => c.bind(TOKENS.billing).toConstantValue(billing as unknown as ProBillingService),
    });
    await waitFor(() => expect(describedText(select(/Country/))).toBe('Unable to load billing information'));
  });
});

describe('ExpiryFields', () => {
  function Expiry() {
    const [month, setMonth] = useState('');
    const [year, setYear] = useState('');
    return (
      <ExpiryFields idPrefix="wb-test" month={month} year={year} onMonth={setMonth} onYear={setYear} error={month === '' ? 'Expiration required' : undefined} />
    );
  }

  it('is a labelled month and year pair sharing one error', async () => {
    const user = userEvent.setup();
    await renderScreen(<Expiry />, { path: '/expiry', today: '2027-03-01' });
    const month = select(/Expiration date.*Month/);
    expect(month.id).toBe('wb-test-month');
    expect(describedText(month)).toBe('Expiration required');
    expect(describedText(select(/Year/))).toBe('Expiration required');
    expect((select(/Year/) as HTMLSelectElement).options[1]?.value).toBe('2027');
    await user.selectOptions(month, '04');
    expect(month.getAttribute('aria-invalid')).toBeNull();
  });
});
