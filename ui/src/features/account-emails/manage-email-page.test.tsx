import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type EmailAddressService, type StoredEmailAddress } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import ManageEmailPage from './manage-email-page.js';

const row = (uuid: string, address: string, isPrimary: boolean, isConfirmed: boolean): StoredEmailAddress => ({
  uuid,
  address,
  isPrimary,
  isConfirmed,
  importTripPlanSharing: 'concur_sharing_none',
});
const primary = row('e1', 'ada@example.com', true, true);

function fakeService(list: readonly StoredEmailAddress[]) {
  return {
    list: vi.fn(async () => ok(list)),
    add: vi.fn(async () => ok(list)),
    confirm: vi.fn(async () => ok('e2')),
    makePrimary: vi.fn(async () => ok([{ ...primary, isPrimary: false }, { ...row('e2', 'work@example.com', true, true) }])),
    remove: vi.fn(async () => ok([primary])),
    setImportSharing: vi.fn(async () => ok(list)),
  };
}

const open = (path: string, service: ReturnType<typeof fakeService>) =>
  renderScreen(<ManageEmailPage />, {
    path,
    routePath: '/account/profile/emails/:emailUuid',
    bind: (c) => c.bind(TOKENS.emailAddresses).toConstantValue(service as unknown as EmailAddressService),
  });

describe('ManageEmailPage', () => {
  it('confirms the address of the link once, then offers to make it primary', async () => {
    const service = fakeService([primary, row('e2', 'work@example.com', false, true)]);
    const h = await open('/account/profile/emails/e2?st=tok', service);
    expect(await screen.findByText('work@example.com is confirmed.')).toBeTruthy();
    expect(service.confirm).toHaveBeenCalledTimes(1);
    expect(service.confirm).toHaveBeenCalledWith('tok');
    await userEvent.click(screen.getByRole('button', { name: 'Make primary' }));
    expect(service.makePrimary).toHaveBeenCalledWith('work@example.com');
    expect(h.session.updateProfile).toHaveBeenCalled();
  });

  it('explains a used link and offers to resend for an unconfirmed address', async () => {
    const service = fakeService([primary, row('e2', 'work@example.com', false, false)]);
    service.confirm.mockResolvedValueOnce(err({ kind: 'invalid-link' }) as never);
    await open('/account/profile/emails/e2?st=old', service);
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired or was already used.');
    expect(screen.queryByRole('button', { name: 'Make primary' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(service.add).toHaveBeenCalledWith('work@example.com');
  });

  it('removes an address only after the confirmation, and never offers it for the primary one', async () => {
    const service = fakeService([primary, row('e2', 'old@example.com', false, true)]);
    await open('/account/profile/emails/e2', service);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove email address' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(service.remove).toHaveBeenCalledWith('old@example.com'));
    expect(screen.getByTestId('location').textContent).toBe('/account/profile');
  });

  it('keeps the import-sharing choice; the primary address has no remove button', async () => {
    const service = fakeService([primary]);
    await open('/account/profile/emails/e1', service);
    expect(await screen.findByText('Your primary address receives Waybook emails. It cannot be removed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove email address' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Do not share' }));
    expect(service.setImportSharing).toHaveBeenCalledWith('e1', 'concur_sharing_no');
  });
});
