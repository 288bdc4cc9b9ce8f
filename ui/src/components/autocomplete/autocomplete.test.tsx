import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { err, ok, type Suggestion } from '@waybook/core';
import { MAX_AUTOCOMPLETE_MATCHES } from './autocomplete.js';
import { city, PARIS, PARIS_TX, settle, setup } from './autocomplete-test-kit.js';

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Autocomplete', () => {
  it('sends nothing under 3 characters', async () => {
    const search = vi.fn(async () => ok([PARIS]));
    const { user, input } = await setup({ search });
    await user.type(input, 'Pa');
    await settle();
    expect(search).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
  it('sends one request after the debounce for fast typing, then lists the matches', async () => {
    const search = vi.fn(async () => ok([PARIS, PARIS_TX]));
    const { user, input } = await setup({ search });
    await user.type(input, 'Paris');
    expect(search).not.toHaveBeenCalled();
    await settle();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Paris');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Paris, France', 'Paris, Texas']);
  });
  it('shows a spinner while searching', async () => {
    let answer: (value: ReturnType<typeof ok<readonly Suggestion[]>>) => void = () => {};
    const search = vi.fn(() => new Promise<ReturnType<typeof ok<readonly Suggestion[]>>>((r) => (answer = r)));
    const { user, input } = await setup({ search });
    await user.type(input, 'Par');
    await settle();
    expect(screen.getByText('Loading…')).toBeTruthy();
    await act(async () => answer(ok([PARIS])));
    expect(screen.queryByText('Loading…')).toBeNull();
  });
  it(`shows at most ${MAX_AUTOCOMPLETE_MATCHES} matches`, async () => {
    const many = Array.from({ length: 15 }, (_, i) => city(i));
    const { user, input } = await setup({ search: async () => ok(many) });
    await user.type(input, 'City');
    await settle();
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(10);
  });
  it('says so when nothing matches, with the list closed', async () => {
    const { user, input } = await setup({ search: async () => ok([]) });
    await user.type(input, 'Xyzzy');
    await settle();
    expect(screen.getByText('No matches found')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
  it('treats a failed search as no matches', async () => {
    const { user, input } = await setup({ search: async () => err({ kind: 'network' }) });
    await user.type(input, 'Paris');
    await settle();
    expect(screen.getByText('No matches found')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'Lyon');
    await settle();
    expect(input.value).toBe('Lyon');
  });
  it('survives a rejected search', async () => {
    const { user, input } = await setup({ search: () => Promise.reject(new Error('offline')) });
    await user.type(input, 'Paris');
    await settle();
    expect(screen.getByText('No matches found')).toBeTruthy();
  });
  it('keeps only the latest answer', async () => {
    const answers = new Map<string, (r: ReturnType<typeof ok<readonly Suggestion[]>>) => void>();
    const search = (q: string) => new Promise<ReturnType<typeof ok<readonly Suggestion[]>>>((r) => answers.set(q, r));
    const { user, input } = await setup({ search });
    await user.type(input, 'Par');
    await settle();
    await user.type(input, 'is');
    await settle();
    await act(async () => answers.get('Paris')?.(ok([PARIS])));
    await act(async () => answers.get('Par')?.(ok([city(9, 'Parma, Italy')])));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Paris, France']);
  });
  it('emits the chosen suggestion, by mouse or keyboard', async () => {
    const { spy, user, input } = await setup();
    await user.type(input, 'Par');
    await settle();
    await user.click(screen.getByRole('option', { name: 'Paris, Texas' }));
    expect(spy).toHaveBeenLastCalledWith(PARIS_TX);
    expect(input.value).toBe('Paris, Texas');
    await user.clear(input);
    expect(spy).toHaveBeenLastCalledWith(null);
    await user.type(input, 'Par');
    await settle();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(spy).toHaveBeenLastCalledWith(PARIS);
  });
  it('does not let a disabled option be chosen', async () => {
    const { spy, user, input } = await setup({ isOptionDisabled: (s) => s.id === PARIS.id });
    await user.type(input, 'Par');
    await settle();
    const option = screen.getByRole('option', { name: 'Paris, France' });
    expect(option.getAttribute('aria-disabled')).toBe('true');
    await user.click(option);
    expect(spy).not.toHaveBeenCalled();
  });
  it('clears the text and the selection with the clear button', async () => {
    const { spy, user, input } = await setup({ selected: PARIS });
    expect(input.value).toBe('Paris, France');
    await user.click(screen.getByRole('button', { name: 'Clear Home city' }));
    expect(input.value).toBe('');
    expect(spy).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: 'Clear Home city' })).toBeNull();
  });
  it('asks for a selection on blur when the text equals no suggestion', async () => {
    const { user, input } = await setup({ matchRequired: true });
    await user.type(input, 'Parisss');
    await settle();
    expect(describedBy(input)).not.toContain('Selection required.');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toContain('Selection required.');
  });
  it('counts typed text equal to a label as choosing it, ignoring case', async () => {
    const { spy, user, input } = await setup({ matchRequired: true });
    await user.type(input, 'paris, texas');
    await settle();
    expect(spy).toHaveBeenLastCalledWith(PARIS_TX);
    await user.tab();
    expect(input.value).toBe('Paris, Texas');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
  it('requires a value when required, after blur or when forced', async () => {
    const { user, input } = await setup({ isRequired: true });
    await user.click(input);
    await user.tab();
    expect(describedBy(input)).toContain('This field is required.');
  });
  it('shows forced and external errors without a blur', async () => {
    await setup({ matchRequired: true, forceErrors: true, selected: null, externalError: 'Home city is in a restricted location.' });
    const input = screen.getByRole('combobox', { name: 'Home city' });
    expect(describedBy(input)).toContain('Home city is in a restricted location.');
  });
  it('opens only from openAt characters', async () => {
    const { user, input } = await setup({ minChars: 1, openAt: 2 });
    await user.type(input, 'P');
    await settle();
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input, 'a');
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });
});
