import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err } from '@waybook/core';
import '../../components/testing/dom-polyfills.js';
import { MODAL_FOCUS_DELAY_MS } from '../../components/modal/modal.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import { BookingVerification } from './booking-verification.js';
import { SHOWN_FLAG_KEY } from './session-flag.js';
// Loaded up front, so that a modal opened by mistake would show within the waits below.
import './verification-modal.js';

// Complete (so onboarding is over) but not valid for booking: the names are the same.
const sameNames = sampleProfile({ firstName: 'Ada', lastName: 'Ada' });

const setup = (options: { profile?: typeof sameNames; fullProfileLoaded?: boolean; locale?: 'en-US' | 'fr-FR' } = {}) =>
  renderScreen(<BookingVerification />, { path: '/trips', profile: sameNames, ...options });

const dialog = () => screen.findByRole('dialog', { name: 'Confirm your traveler details' });
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const lastName = () => screen.getByRole('textbox', { name: /^Last name/ });

beforeEach(() => window.sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('BookingVerification', () => {
  it('opens for invalid data, says what is wrong, and cannot be closed by Escape, a click outside or a close button', async () => {
    const user = userEvent.setup();
    await setup();
    const modal = await dialog();
    expect(screen.getAllByText('Names cannot be the same.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(modal.closest('.wb-modal-overlay') as HTMLElement);
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBe(modal);
  });

  it('moves focus into the modal, to the first name, and keeps it there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await setup();
    const modal = await dialog();
    await act(() => vi.advanceTimersByTimeAsync(MODAL_FOCUS_DELAY_MS));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^First name/ }));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
  });

  it('enables Confirm only while the form is valid', async () => {
    const user = userEvent.setup();
    await setup();
    await dialog();
    expect(confirm().hasAttribute('disabled')).toBe(true);
    await user.clear(lastName());
    await user.type(lastName(), 'Lovelace');
    expect(confirm().hasAttribute('disabled')).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: /^Date of birth/ }));
    expect(confirm().hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox', { name: /^Date of birth/ }), '12101990');
    expect(confirm().hasAttribute('disabled')).toBe(false);
    await user.clear(screen.getByRole('combobox', { name: /^Home city/ }));
    expect(confirm().hasAttribute('disabled')).toBe(true);
  });

  it('saves the names and date of birth through the profile update, with a newly chosen city, and closes', async () => {
    const user = userEvent.setup();
    const h = await setup();
    await dialog();
    await user.clear(lastName());
    await user.type(lastName(), 'Lovelace');
    const city = screen.getByRole('combobox', { name: /^Home city/ });
    await user.clear(city);
    await user.type(city, 'Lyo');
    await user.click(await screen.findByRole('option', { name: 'Lyon, France' }, { timeout: 3000 }));
    await user.click(confirm());
    expect(h.session.updateProfile).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      homeCity: 'Lyon, France',
      homeCityId: 'pl-2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open and explains a refusal', async () => {
    const user = userEvent.setup();
    const h = await setup();
    await dialog();
    h.session.updateProfile.mockResolvedValueOnce(err({ kind: 'invalid-full-name' }));
    await user.clear(lastName());
    await user.type(lastName(), 'Lovelace');
    await user.click(confirm());
    expect((await screen.findByRole('alert')).textContent).toBe('Full name does not meet standards.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('signs out through the logout route', async () => {
    const user = userEvent.setup();
    const h = await setup();
    await dialog();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByTestId('location').textContent).toBe('/logout');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.session.updateProfile).not.toHaveBeenCalled();
    // The next sign-in in this tab is asked again.
    expect(window.sessionStorage.getItem(SHOWN_FLAG_KEY)).toBeNull();
  });

  it('shows once per session: not again after a reload in the same tab, but still across re-mounts of this page load', async () => {
    const first = await setup();
    await dialog();
    const flag = window.sessionStorage.getItem(SHOWN_FLAG_KEY);
    expect(flag).toMatch(/^u-1 /);
    first.unmount();
    // The routes re-mount (a navigation): the same page load keeps it open.
    const again = await setup();
    await dialog();
    again.unmount();
    // A reload: the flag was written by an earlier page load of this tab.
    window.sessionStorage.setItem(SHOWN_FLAG_KEY, 'u-1 an-earlier-page-load');
    await setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks another account signed in in the same tab', async () => {
    window.sessionStorage.setItem(SHOWN_FLAG_KEY, 'u-other an-earlier-page-load');
    await setup();
    expect(await dialog()).toBeTruthy();
  });

  it('waits for the profile from the server, and never opens for valid data or data linked to the expense system', async () => {
    const cases = [{ fullProfileLoaded: false }, { profile: sampleProfile() }, { profile: sampleProfile({ lastName: 'Ada', isConcurLinked: true }) }];
    for (const options of cases) {
      const r = await setup(options);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
      r.unmount();
    }
    expect(window.sessionStorage.getItem(SHOWN_FLAG_KEY)).toBeNull();
  });

  it('speaks French', async () => {
    await setup({ locale: 'fr-FR' });
    expect(await screen.findByRole('dialog', { name: 'Confirmez vos informations de voyageur' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });
});
