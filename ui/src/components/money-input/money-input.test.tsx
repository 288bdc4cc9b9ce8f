import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import type { Locale } from '../../i18n/messages.js';
import { MoneyInput } from './money-input.js';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function renderMoney(options: { value?: string; defaultCurrency?: string; locale?: Locale; errorMessage?: string } = {}) {
  const changes = vi.fn<(value: string) => void>();
  const used = vi.fn<(currency: string) => void>();
  function Host() {
    const [value, setValue] = useState(options.value ?? '');
    return (
      <MoneyInput
        label="Total cost"
        value={value}
        onChange={(v) => {
          changes(v);
          setValue(v);
        }}
        defaultCurrency={options.defaultCurrency ?? 'EUR'}
        onCurrencyUsed={used}
        errorMessage={options.errorMessage}
      />
    );
  }
  await renderWithI18n(<Host />, options.locale ?? 'en-US');
  return { changes, used, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: 'Total cost' }) as HTMLInputElement;
const currency = () => screen.getByRole('combobox', { name: 'Currency' }) as HTMLInputElement;

describe('MoneyInput', () => {
  it('shows a stored cost as a labelled amount and a currency picker', async () => {
    await renderMoney({ value: 'EUR 1240.50' });
    expect(amount().value).toBe('1,240.50');
    expect(currency().value).toBe('EUR · Euro');
    expect(screen.getByRole('group', { name: 'Total cost' })).toBeTruthy();
  });

  it('reads what is typed in the interface language and hands on the stored form', async () => {
    const { changes, used, user } = await renderMoney({ locale: 'de-DE' });
    await user.type(amount(), '1.240,50 €');
    expect(changes).toHaveBeenLastCalledWith('EUR 1240.50');
    expect(plain(screen.getByText(/^Erkannt als/).textContent)).toBe('Erkannt als 1.240,50 €');
    await user.tab();
    expect(amount().value).toBe('1.240,50');
    expect(used).toHaveBeenLastCalledWith('EUR');
  });

  it('takes the currency typed with the amount over the picker, and the picker’s when none is typed', async () => {
    const { changes, user } = await renderMoney({ defaultCurrency: 'EUR' });
    await user.type(amount(), 'JPY 12000');
    expect(changes).toHaveBeenLastCalledWith('JPY 12000');
    await user.tab();
    expect(amount().value).toBe('12,000');
    expect(currency().value).toBe('JPY · Japanese Yen');
    await user.clear(amount());
    expect(changes).toHaveBeenLastCalledWith('');
    await user.type(amount(), '310');
    expect(changes).toHaveBeenLastCalledWith('JPY 310');
  });

  it('changes the currency from the keyboard', async () => {
    const { changes, user } = await renderMoney({ value: 'EUR 95.00' });
    await user.click(currency());
    await user.clear(currency());
    await user.type(currency(), 'swiss');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(currency().value).toBe('CHF · Swiss Franc');
    expect(changes).toHaveBeenLastCalledWith('CHF 95.00');
  });

  it('says why a typed amount cannot be read once the field is left, through the catalogue', async () => {
    const { changes, user } = await renderMoney({ defaultCurrency: 'JPY', locale: 'fr-FR' });
    await user.type(amount(), '12000,5');
    expect(screen.queryByText(/décimales/)).toBeNull();
    await user.tab();
    expect(screen.getByText('Cette devise accepte au plus 0 décimales.')).toBeTruthy();
    expect(amount().getAttribute('aria-invalid')).toBe('true');
    // Handed on as typed, so the form's validation refuses it too.
    expect(changes).toHaveBeenLastCalledWith('12000,5');
  });

  it('keeps older free text as it is, without an error until it is changed', async () => {
    await renderMoney({ value: 'about 300 euros' });
    expect(amount().value).toBe('about 300 euros');
    expect(amount().getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the form’s error when it has none of its own', async () => {
    await renderMoney({ value: 'EUR 5.00', errorMessage: 'Too much.' });
    expect(screen.getByText('Too much.')).toBeTruthy();
  });
});
