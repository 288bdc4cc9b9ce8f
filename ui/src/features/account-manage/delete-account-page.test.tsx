import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type AccountDeletionService, type PageNavigator } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import DeleteAccountPage from './delete-account-page.js';

function fakes() {
  const service = {
    delete: vi.fn<AccountDeletionService['delete']>(async () => ok(undefined)),
    sendConfirmation: vi.fn<AccountDeletionService['sendConfirmation']>(async () => ok(undefined)),
  };
  const assign = vi.fn<PageNavigator['assign']>();
  return {
    service,
    assign,
    bind: (c: Container) => {
      c.bind(TOKENS.accountDeletion).toConstantValue(service as unknown as AccountDeletionService);
      c.bind(TOKENS.navigator).toConstantValue({ assign, postForm: vi.fn(), currentUrl: () => '/app/account/manage/delete' } as unknown as PageNavigator);
    },
  };
}

describe('DeleteAccountPage', () => {
  it('says what goes and deletes only with the box ticked and the password', async () => {
    const f = fakes();
    await renderScreen(<DeleteAccountPage />, { path: '/account/manage/delete', bind: f.bind });
    expect(screen.getByText(/passes to whoever joined it first/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Delete account' });
    expect(submit.hasAttribute('disabled')).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: /deleted for good/ }));
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
    await userEvent.click(submit);
    await waitFor(() => expect(f.assign).toHaveBeenCalledWith('/account/login?account_deleted=true'));
    expect(f.service.delete).toHaveBeenCalledWith({ password: 'correct horse' });
  });

  it('sends the confirmation mail, and from the link asks only for the box', async () => {
    const f = fakes();
    f.service.delete.mockResolvedValueOnce(err('invalid-link'));
    await renderScreen(<DeleteAccountPage />, { path: '/account/manage/delete?st=abc', routePath: '/account/manage/delete', bind: f.bind });
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /deleted for good/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This confirmation link has expired or was already used. Ask for a new one.');
    expect(f.service.delete).toHaveBeenCalledWith({ st: 'abc' });
  });

  it('mails a link on request', async () => {
    const f = fakes();
    await renderScreen(<DeleteAccountPage />, { path: '/account/manage/delete', bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Email me a confirmation link instead' }));
    expect(await screen.findByText(/We sent a confirmation link/)).toBeTruthy();
    expect(f.service.sendConfirmation).toHaveBeenCalledTimes(1);
  });
});
