import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PARIS, PARIS_TX, settle, setup } from './autocomplete-test-kit.js';

// A suggestion list closes on a choice and never holds the focus (issue 11: a list stayed open
// over the button under it after clearing and retyping).

const list = () => screen.queryByRole('listbox');

/** Types a query and waits for the list of its answer. */
async function typeAndList(user: Awaited<ReturnType<typeof setup>>['user'], input: HTMLInputElement, text: string) {
  await user.type(input, text);
  await settle();
  expect(list()).not.toBeNull();
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Autocomplete list closing', () => {
  it('closes after a choice by click, the focus staying in the field', async () => {
    const { user, input } = await setup();
    await typeAndList(user, input, 'Par');
    await user.click(screen.getByRole('option', { name: 'Paris, Texas' }));
    await settle();
    expect(list()).toBeNull();
    expect(input.value).toBe('Paris, Texas');
    expect(document.activeElement).toBe(input);
  });
  it('closes after a choice by Enter, the focus staying in the field', async () => {
    const { spy, user, input } = await setup();
    await typeAndList(user, input, 'Par');
    await user.keyboard('{ArrowDown}{Enter}');
    await settle();
    expect(spy).toHaveBeenLastCalledWith(PARIS);
    expect(list()).toBeNull();
    expect(input.getAttribute('aria-expanded')).not.toBe('true');
    expect(document.activeElement).toBe(input);
  });
  it('stays closed after clearing, retyping and choosing again', async () => {
    const { spy, user, input } = await setup();
    await typeAndList(user, input, 'Par');
    await user.click(screen.getByRole('option', { name: 'Paris, Texas' }));
    await user.clear(input);
    await typeAndList(user, input, 'Par');
    await user.click(screen.getByRole('option', { name: 'Paris, France' }));
    await settle();
    expect(spy).toHaveBeenLastCalledWith(PARIS);
    expect(list()).toBeNull();
    await user.clear(input);
    await typeAndList(user, input, 'Par');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await settle();
    expect(spy).toHaveBeenLastCalledWith(PARIS_TX);
    expect(list()).toBeNull();
  });
  it('stays closed after the clear button, retyping and choosing', async () => {
    const { user, input } = await setup({ selected: PARIS });
    await user.click(screen.getByRole('button', { name: 'Clear Home city' }));
    await typeAndList(user, input, 'Par');
    await user.click(screen.getByRole('option', { name: 'Paris, Texas' }));
    await settle();
    expect(list()).toBeNull();
    expect(input.value).toBe('Paris, Texas');
  });
  it('closes on Escape, keeping the text and the focus, and opens again on typing', async () => {
    const { user, input } = await setup({ selected: PARIS });
    await user.clear(input);
    await typeAndList(user, input, 'Par');
    await user.keyboard('{Escape}');
    await settle();
    expect(list()).toBeNull();
    expect(input.value).toBe('Par');
    expect(document.activeElement).toBe(input);
    await typeAndList(user, input, 'i');
  });
  it('lets Tab move on, closing the list', async () => {
    const { user, input } = await setup();
    await typeAndList(user, input, 'Par');
    await user.tab();
    await settle();
    expect(list()).toBeNull();
    expect(document.activeElement).not.toBe(input);
  });
});
