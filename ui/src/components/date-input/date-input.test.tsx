import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { DateInput, type DateInputProps } from './date-input.js';

type Props = Partial<DateInputProps> & { readonly spy?: (v: string | null) => void };

function Controlled({ spy, ...props }: Props) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <DateInput
      label="Start date"
      dateOrder="M"
      {...props}
      value={value}
      onChange={(v) => {
        setValue(v);
        spy?.(v);
      }}
    />
  );
}

async function setup(props: Props = {}) {
  const spy = vi.fn<(v: string | null) => void>();
  const user = userEvent.setup();
  await renderWithI18n(<Controlled spy={spy} {...props} />);
  return { spy, user, input: screen.getByRole('textbox', { name: 'Start date' }) as HTMLInputElement };
}

const errorText = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

describe('DateInput', () => {
  it('reads MM/DD/YYYY in M order, inserting the slashes', async () => {
    const { spy, user, input } = await setup();
    expect(input.placeholder).toBe('MM/DD/YYYY');
    await user.type(input, '12312026');
    expect(input.value).toBe('12/31/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-12-31');
  });
  it('reads DD/MM/YYYY in L order', async () => {
    const { spy, user, input } = await setup({ dateOrder: 'L' });
    await user.type(input, '31/12/2026');
    expect(input.value).toBe('31/12/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-12-31');
  });
  it('accepts dashes as slashes', async () => {
    const { spy, user, input } = await setup({ dateOrder: 'I' });
    await user.type(input, '2026-12-31');
    expect(input.value).toBe('2026/12/31');
    expect(spy).toHaveBeenLastCalledWith('2026-12-31');
  });
  it('names the expected format for invalid text, only after blur, and emits null', async () => {
    const { spy, user, input } = await setup();
    await user.type(input, '13/45/2026');
    expect(spy).not.toHaveBeenCalled();
    expect(screen.queryByText(/Invalid date format/)).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose a date');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(errorText(input)).toContain('Invalid date format. Use MM/DD/YYYY.');
  });
  it('emits null again when a valid date is edited into an invalid one', async () => {
    const { spy, user, input } = await setup({ value: '2026-12-31' });
    expect(input.value).toBe('12/31/2026');
    await user.type(input, '{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(null);
  });
  it('requires a value once the field was left, or when errors are forced', async () => {
    const { user, input } = await setup({ isRequired: true });
    await user.click(input);
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.tab();
    await user.tab();
    expect(errorText(input)).toContain('This field is required.');
  });
  it('shows errors at once when forced', async () => {
    const { input } = await setup({ isRequired: true, forceErrors: true });
    expect(errorText(input)).toContain('This field is required.');
  });
  it('refuses dates before the minimum', async () => {
    const { spy, user, input } = await setup({ minDate: '2026-05-10' });
    await user.type(input, '05/09/2026');
    await user.tab();
    await user.tab();
    expect(spy).not.toHaveBeenCalled();
    expect(errorText(input)).toContain('Choose a date on or after 05/10/2026.');
    await user.clear(input);
    await user.type(input, '05/10/2026');
    expect(spy).toHaveBeenLastCalledWith('2026-05-10');
  });
  it('shows an external error, and its own first', async () => {
    const { user, input } = await setup({ externalError: 'End date must be after start date.' });
    expect(errorText(input)).toContain('End date must be after start date.');
    await user.type(input, '1');
    await user.tab();
    await user.tab();
    expect(errorText(input)).toContain('Invalid date format');
  });
  it('picks a date in the calendar, opening on the selected date, with earlier days disabled', async () => {
    const { spy, user, input } = await setup({ value: '2026-05-12', minDate: '2026-05-10' });
    await user.click(screen.getByRole('button', { name: 'Choose a date Start date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    expect(within(dialog).getByRole('heading').textContent).toBe('May 2026');
    expect(
      within(dialog)
        .getByRole('button', { name: /Saturday, May 9, 2026/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: /Monday, May 25, 2026/ }));
    expect(spy).toHaveBeenLastCalledWith('2026-05-25');
    expect(input.value).toBe('05/25/2026');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('opens the calendar on the suggested date when empty', async () => {
    const { user } = await setup({ suggestedInitialDate: '2027-02-14' });
    await user.click(screen.getByRole('button', { name: /Choose a date/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('February 2027');
  });
  it('names months in the interface language', async () => {
    const user = userEvent.setup();
    const { i18n } = await renderWithI18n(<DateInput label="Début" value="2026-05-12" onChange={() => {}} dateOrder="L" />, 'fr-FR');
    expect(i18n.language).toBe('fr-FR');
    await user.click(screen.getByRole('button', { name: /Choisir une date/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('mai 2026');
  });
});
