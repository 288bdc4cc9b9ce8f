import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type AccountPasswordService, type PasswordChangeFailure, type Result } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import ChangePasswordPage from './change-password-page.js';

async function setup(answer: Result<void, PasswordChangeFailure> = ok(undefined), locale: 'en-US' | 'fr-FR' = 'en-US') {
  const user = userEvent.setup();
  const change = vi.fn<AccountPasswordService['change']>(async () => answer);
  const harness = await renderScreen(<ChangePasswordPage />, {
    path: '/account/profile/change-password',
    locale,
    bind: (c) => c.bind(TOKENS.accountPassword).toConstantValue({ change } as unknown as AccountPasswordService),
  });
  return { user, change, ...harness };
}

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirmation: string) => {
  if (current) await user.type(screen.getByLabelText(/^Current password/), current);
  if (next) await user.type(screen.getByLabelText(/^New password/), next);
  if (confirmation) await user.type(screen.getByLabelText(/^Confirm new password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

describe('ChangePasswordPage', () => {
  it('checks the rules before sending: length, the current password again, confirmation', async () => {
    const { user, change } = await setup();
    await fill(user, 'old passphrase', 'short', 'shorter');
    expect(screen.getByText('Password must be 8 to 64 characters.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'old passphrase');
    expect(screen.getByText('New password cannot be your most recent password.')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();
  });

  it('sends the current and new passwords, then says other browsers were signed out', async () => {
    const { user, change } = await setup();
    await fill(user, 'old passphrase', 'new passphrase', 'new passphrase');
    expect(change).toHaveBeenCalledWith('old passphrase', 'new passphrase');
    await waitFor(() => expect(screen.getByText(/Every other browser signed in to your account has been signed out/)).toBeTruthy());
  });

  it.each([
    ['current-incorrect', 'Current Password is incorrect. Please try again.'],
    ['throttled', 'Too many failed password change attempts. Please try again later.'],
    ['requirements', "New Password doesn't meet requirements. Please try again."],
  ] as const)('shows the spec message when the server answers %s', async (failure, message) => {
    const { user } = await setup(err(failure));
    await fill(user, 'old passphrase', 'new passphrase', 'new passphrase');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('labels every control in French', async () => {
    await setup(ok(undefined), 'fr-FR');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Changer le mot de passe');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' }).getAttribute('href')).toBe('/account/forgot-password');
  });
});
