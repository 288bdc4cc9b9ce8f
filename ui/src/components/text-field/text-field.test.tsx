import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../testing/render-with-i18n.js';
import { TextField, type TextFieldProps } from './text-field.js';

function Controlled(props: Partial<TextFieldProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <TextField label="Trip name" {...props} value={value} onChange={setValue} />;
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('TextField', () => {
  it('links its label and reports typing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    await renderWithI18n(<TextField label="City" value="" onChange={onChange} name="city" isRequired />);
    const input = screen.getByRole('textbox', { name: /City/ });
    await user.type(input, 'P');
    expect(onChange).toHaveBeenCalledWith('P');
    expect(input.getAttribute('name')).toBe('city');
    expect(input.getAttribute('aria-required')).toBe('true');
  });
  it('flags text over maxLength with the character limit message', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<Controlled maxLength={5} />);
    const input = screen.getByRole('textbox', { name: 'Trip name' });
    await user.type(input, 'Paris');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Character limit of 5 exceeded.')).toBeNull();
    await user.type(input, '!');
    expect((input as HTMLInputElement).value).toBe('Paris!');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Character limit of 5 exceeded.');
  });
  it('shows an error message and a description, both linked to the input', async () => {
    await renderWithI18n(<Controlled description="As shown on your passport" errorMessage="This field is required." />);
    const input = screen.getByRole('textbox', { name: 'Trip name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('As shown on your passport');
    expect(describedBy(input)).toContain('This field is required.');
  });
  it('calls onBlur', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    await renderWithI18n(<Controlled onBlur={onBlur} autoFocus />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Trip name' }));
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
