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
  // What the server holds: inbox sync changes it, as a later list shows.
  let held = list;
  const hold = (next: readonly StoredEmailAddress[]) => ok((held = next));
  return {
    list: vi.fn(async () => ok(held)),
    add: vi.fn(async () => ok(list)),
    confirm: vi.fn(async () => ok('e2')),
    makePrimary: vi.fn(async () => ok([{ ...primary, isPrimary: false }, { ...row('e2', 'work@example.com', true, true) }])),
    remove: vi.fn(async () => ok([primary])),
    setImportSharing: vi.fn(async () => ok(list)),
    startInboxSync: vi.fn(async () => ok('https://id.example/authorize?state=s1')),
    completeInboxSync: vi.fn(async () => hold(held.map((e) => ({ ...e, isAutoImport: true, lastAutoInboxFetchDateTime: '2026-11-21T09:58:00.000Z' })))),
    stopInboxSync: vi.fn(async () => hold(held.map((e) => ({ ...e, isAutoImport: false })))),
  };
}

const stored = new Map<string, string>();
const assign = vi.fn();
const open = (path: string, service: ReturnType<typeof fakeService>) => {
  stored.clear();
  assign.mockClear();
  return renderScreen(<ManageEmailPage />, {
    path,
    routePath: '/account/profile/emails/:emailUuid',
    bind: (c) => {
      c.bind(TOKENS.emailAddresses).toConstantValue(service as unknown as EmailAddressService);
      c.bind(TOKENS.navigator).toConstantValue({ assign, postForm: vi.fn(), currentUrl: () => '' });
      c.bind(TOKENS.storage).toConstantValue({
        get: (k: string) => stored.get(k),
        set: (k: string, v: string) => void stored.set(k, v),
        remove: (k: string) => void stored.delete(k),
      });
    },
  });
};
const eligible = { ...primary, isAutoInboxEligible: true };

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

  it('shows Inbox Sync Not Activated and sends the browser to the provider, keeping the address for the way back', async () => {
    const service = fakeService([eligible]);
    await open('/account/profile/emails/e1', service);
    expect(await screen.findByText('Not Activated')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Activate Inbox Sync' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/authorize?state=s1'));
    expect(service.startInboxSync).toHaveBeenCalledWith('e1');
    expect(stored.get('inboxSyncEmailRef')).toBe('e1');
  });

  it('finishes the sync once with the code the provider sent back, and says it is on', async () => {
    const service = fakeService([eligible]);
    await open('/account/profile/emails/e1?redirect_type=auto_import&code=c1&state=s1&scope=mail', service);
    expect(await screen.findByText(/Inbox Sync is on for ada@example.com/)).toBeTruthy();
    expect(service.completeInboxSync).toHaveBeenCalledTimes(1);
    expect(service.completeInboxSync).toHaveBeenCalledWith('e1', { state: 's1', code: 'c1', scope: 'mail' });
    expect(await screen.findByText('Activated')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/account/profile/emails/e1');
  });

  it('explains an expired connection on the way back', async () => {
    const service = fakeService([eligible]);
    service.completeInboxSync.mockResolvedValueOnce(err({ kind: 'inbox-expired' }) as never);
    await open('/account/profile/emails/e1?code=c1&state=old', service);
    expect((await screen.findByRole('alert')).textContent).toContain('This inbox connection has expired.');
  });

  it('asks for the IMAP server and app password on the app-password way, and lets a refused password be typed again', async () => {
    const service = fakeService([eligible]);
    service.completeInboxSync.mockResolvedValueOnce(err({ kind: 'inbox-refused' }) as never);
    await open('/account/profile/emails/e1?redirect_type=auto_import&state=s2&mode=app_password&login_hint=ada%40example.com', service);
    expect((await screen.findByRole('textbox', { name: /IMAP server/ })) as HTMLInputElement).toHaveProperty('value', 'imap.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Connect inbox' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter the IMAP server, port, user name and app password.');
    expect(service.completeInboxSync).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/App password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Connect inbox' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The mail server refused the user name or app password.');
    await userEvent.type(screen.getByLabelText(/App password/), '-fixed');
    await userEvent.click(screen.getByRole('button', { name: 'Connect inbox' }));
    expect(await screen.findByText(/Inbox Sync is on for ada@example.com/)).toBeTruthy();
    expect(service.completeInboxSync).toHaveBeenLastCalledWith('e1', {
      state: 's2',
      imapHost: 'imap.example.com',
      imapPort: 993,
      imapUsername: 'ada@example.com',
      appPassword: 'wrong-fixed',
    });
  });

  it('deactivates only after the confirmation', async () => {
    const service = fakeService([{ ...eligible, isAutoImport: true, lastAutoInboxFetchDateTime: '2026-11-21T09:58:00.000Z' }]);
    await open('/account/profile/emails/e1', service);
    expect(await screen.findByText('Activated')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Inbox Sync' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(service.stopInboxSync).toHaveBeenCalledWith('e1'));
    expect(await screen.findByText('Not Activated')).toBeTruthy();
  });

  it('says why an address cannot be synced', async () => {
    await open('/account/profile/emails/e1', fakeService([primary]));
    expect(await screen.findByText(/This server cannot sync the inbox of this address/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activate Inbox Sync' })).toBeNull();
  });
});
