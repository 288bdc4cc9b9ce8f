import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type AccountMergeService } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import MergeAccountsPage from './merge-accounts-page.js';
import { MergeAccountsModal } from './merge-accounts-modal.js';

function fakes() {
  const service = {
    request: vi.fn<AccountMergeService['request']>(async () => ok(undefined)),
    complete: vi.fn<AccountMergeService['complete']>(async () => ok({ trips: 2, plans: 5, emailAddresses: 1 })),
  };
  return { service, bind: (c: Container) => void c.bind(TOKENS.accountMerge).toConstantValue(service as unknown as AccountMergeService) };
}

describe('MergeAccountsPage', () => {
  it('checks the address, then mails the merge link and says where it went', async () => {
    const f = fakes();
    await renderScreen(<MergeAccountsPage />, { path: '/account/profile/merge-accounts', bind: f.bind });
    const submit = screen.getByRole('button', { name: 'Send merge link' });
    await userEvent.type(screen.getByLabelText(/Email address of the other account/), 'not an address');
    await userEvent.click(submit);
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(f.service.request).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/Email address of the other account/));
    await userEvent.type(screen.getByLabelText(/Email address of the other account/), ' Ada@Old.Example ');
    await userEvent.click(submit);
    expect(await screen.findByText(/^If ada@old\.example belongs to a Waybook account/)).toBeTruthy();
    expect(f.service.request).toHaveBeenCalledWith('ada@old.example');
  });

  it('explains a refused request in the spec’s words', async () => {
    const f = fakes();
    f.service.request.mockResolvedValueOnce(err('rate-limit')).mockResolvedValueOnce(err('generic'));
    await renderScreen(<MergeAccountsPage />, { path: '/account/profile/merge-accounts', bind: f.bind });
    await userEvent.type(screen.getByLabelText(/Email address of the other account/), 'ada@old.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send merge link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many merge requests. Please wait a few minutes and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Send merge link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Unable To Send Email for Merging Accounts'));
  });
});

describe('MergeAccountsModal', () => {
  it('stays closed without a link token', async () => {
    const f = fakes();
    await renderScreen(<MergeAccountsModal />, { path: '/account/profile', bind: f.bind });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('merges only when confirmed, then says what moved and refreshes the profile', async () => {
    const f = fakes();
    const h = await renderScreen(<MergeAccountsModal />, { path: '/account/profile?st=tok', routePath: '/account/profile', bind: f.bind });
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge accounts' });
    expect(f.service.complete).not.toHaveBeenCalled();
    expect(dialog.textContent).toMatch(/move into this account/);
    await userEvent.click(screen.getByRole('button', { name: 'Merge accounts' }));
    expect(await screen.findByText('Accounts merged. Moved into this account: trips 2, plans 5, email addresses 1.')).toBeTruthy();
    expect(f.service.complete).toHaveBeenCalledWith('tok');
    expect(h.session.updateProfile).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancelling leaves the link unused', async () => {
    const f = fakes();
    await renderScreen(<MergeAccountsModal />, { path: '/account/profile?st=tok', routePath: '/account/profile', bind: f.bind });
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(f.service.complete).not.toHaveBeenCalled();
  });

  it.each([
    ['expired-link', 'This merge link has expired. Ask for a new one from Merge Accounts.'],
    ['invalid-link', 'This merge link is not valid or was already used.'],
    ['rate-limit', 'Too many merge requests. Please wait a few minutes and try again.'],
    ['generic', 'Unable to merge the accounts. Please try again or contact support.'],
  ] as const)('explains %s with its own message', async (failure, message) => {
    const f = fakes();
    f.service.complete.mockResolvedValueOnce(err(failure));
    await renderScreen(<MergeAccountsModal />, { path: '/account/profile?st=tok', routePath: '/account/profile', bind: f.bind });
    await userEvent.click(await screen.findByRole('button', { name: 'Merge accounts' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();
  });

  it('asks to sign out when signed in to another account than the one that asked', async () => {
    const f = fakes();
    f.service.complete.mockResolvedValueOnce(err('account-mismatch'));
    await renderScreen(<MergeAccountsModal />, { path: '/account/profile?st=tok', routePath: '/account/profile', bind: f.bind });
    await userEvent.click(await screen.findByRole('button', { name: 'Merge accounts' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please sign out and try again.');
    expect(screen.getByRole('link', { name: 'Sign out' }).getAttribute('href')).toBe('/logout');
  });
});
