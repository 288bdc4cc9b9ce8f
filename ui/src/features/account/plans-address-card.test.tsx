import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type PlansAddresses, type PlansAddressService } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { PlansAddressCard } from './plans-address-card.js';

const none: PlansAddresses = { enabled: true, shared: 'plans@plans.example.com', personal: '', personalCreated: null };
const made: PlansAddresses = { ...none, personal: 'plans+k3j4h5g6f7d8s9a0q1w2e3r4@plans.example.com', personalCreated: new Date('2026-11-28T12:00:00Z') };

function fakes(first: PlansAddresses) {
  const service = {
    get: vi.fn<PlansAddressService['get']>(async () => ok(first)),
    reset: vi.fn<PlansAddressService['reset']>(async () => ok(made)),
  };
  return { service, bind: (c: Container) => c.bind(TOKENS.plansAddresses).toConstantValue(service as unknown as PlansAddressService) };
}

describe('PlansAddressCard', () => {
  it('shows the plans address, makes a personal one and shows it once', async () => {
    const f = fakes(none);
    await renderScreen(<PlansAddressCard />, { path: '/account/profile', bind: f.bind });
    const shared = await screen.findByRole('textbox', { name: 'Plans address' });
    expect((shared as HTMLInputElement).value).toBe('plans@plans.example.com');
    expect(screen.queryByRole('textbox', { name: 'Personal plans address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make a personal address' }));
    const personal = await screen.findByRole('textbox', { name: 'Personal plans address' });
    expect((personal as HTMLInputElement).value).toBe('plans+k3j4h5g6f7d8s9a0q1w2e3r4@plans.example.com');
    expect(screen.getByText('Copy it now: for your security, we show it only once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make a new address' })).toBeTruthy();
    expect(f.service.reset).toHaveBeenCalledTimes(1);
  });

  it('says when a personal address was made, without showing it', async () => {
    const f = fakes({ ...none, personalCreated: new Date('2026-11-21T10:00:00Z') });
    await renderScreen(<PlansAddressCard />, { path: '/account/profile', bind: f.bind });
    expect(await screen.findByText(/You made a personal plans address on Nov 21, 2026\./)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Personal plans address' })).toBeNull();
  });

  it('says the server takes no forwarded e-mail, and offers no address', async () => {
    const f = fakes({ ...none, enabled: false });
    await renderScreen(<PlansAddressCard />, { path: '/account/profile', bind: f.bind });
    expect(await screen.findByText(/doesn’t take forwarded email/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your trips' }).getAttribute('href')).toBe('/trips');
  });

  it('tells a failed load and a failed reset, in the user’s language', async () => {
    const f = fakes(none);
    f.service.get.mockResolvedValueOnce(err({ kind: 'network' }));
    const { unmount } = await renderScreen(<PlansAddressCard />, { path: '/account/profile', bind: f.bind, locale: 'fr-FR' });
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    unmount();
    f.service.reset.mockResolvedValueOnce(err({ kind: 'network' }));
    await renderScreen(<PlansAddressCard />, { path: '/account/profile', bind: f.bind });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a personal address' }));
    await waitFor(() => expect(screen.getByText('Unable to make a personal address. Please try again.')).toBeTruthy());
  });
});
