import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type InnerCircleService } from '@waybook/core';
import type { InnerCircleEntry, InnerCircles } from '@waybook/core/contract';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import AccountSharingPage from './account-sharing-page.js';

const person = (ref: string, name: string, flags: Partial<InnerCircleEntry> = {}): InnerCircleEntry => ({
  profileRef: ref,
  isPending: false,
  isReadOnly: true,
  photoUrl: '',
  primaryEmailAddress: `${name.toLowerCase()}@example.com`,
  publicDisplayName: name,
  screenName: '',
  ...flags,
});
const FULL: InnerCircles = {
  members: [person('p-bo', 'Bo'), person('', '', { isPending: true, primaryEmailAddress: 'cy@example.com' })],
  sharers: [person('p-dee', 'Dee', { isPending: true, isReadOnly: false }), person('p-eve', 'Eve')],
};

async function setup(circle: InnerCircles = FULL, locale: 'en-US' | 'fr-FR' = 'en-US') {
  const user = userEvent.setup();
  const answer = async () => ok(circle);
  const service = {
    load: vi.fn<InnerCircleService['load']>(answer),
    invite: vi.fn<InnerCircleService['invite']>(answer),
    accept: vi.fn<InnerCircleService['accept']>(answer),
    ignore: vi.fn<InnerCircleService['ignore']>(answer),
    removeMember: vi.fn<InnerCircleService['removeMember']>(answer),
    leave: vi.fn<InnerCircleService['leave']>(answer),
    withdraw: vi.fn<InnerCircleService['withdraw']>(answer),
    setPermission: vi.fn<InnerCircleService['setPermission']>(answer),
    setPublicSharingDisabled: vi.fn<InnerCircleService['setPublicSharingDisabled']>(async (disabled) => ok(disabled)),
  };
  const harness = await renderScreen(<AccountSharingPage />, {
    path: '/account/sharing',
    locale,
    profile: sampleProfile(),
    bind: (c) => c.bind(TOKENS.innerCircle).toConstantValue(service as unknown as InnerCircleService),
  });
  await screen.findByText('Bo');
  return { user, service, ...harness };
}

describe('AccountSharingPage', () => {
  it('lists members, invitations both ways and sharers, each with its actions', async () => {
    const { user, service } = await setup();
    await user.selectOptions(screen.getByLabelText('Permission for Bo'), 'Can edit');
    expect(service.setPermission).toHaveBeenCalledWith('p-bo', 'can-edit');
    await user.click(screen.getByRole('button', { name: 'Remove Bo from your Inner Circle' }));
    expect(service.removeMember).toHaveBeenCalledWith('p-bo');
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to cy@example.com' }));
    expect(service.withdraw).toHaveBeenCalledWith('cy@example.com');
    expect(screen.getByText('Dee wants to share trips with you (Can edit).')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation from Dee' }));
    expect(service.accept).toHaveBeenCalledWith('p-dee');
    await user.click(screen.getByRole('button', { name: 'Ignore the invitation from Dee' }));
    expect(service.ignore).toHaveBeenCalledWith('p-dee');
    await user.click(screen.getByRole('button', { name: 'Remove yourself from the Inner Circle of Eve' }));
    expect(service.leave).toHaveBeenCalledWith('p-eve');
    expect(await screen.findByText('You left the Inner Circle of Eve.')).toBeTruthy();
  });

  it('shows the empty states', async () => {
    const service = { load: vi.fn(async () => ok({ members: [], sharers: [] })) };
    await renderScreen(<AccountSharingPage />, {
      path: '/account/sharing',
      bind: (c) => c.bind(TOKENS.innerCircle).toConstantValue(service as unknown as InnerCircleService),
    });
    expect(await screen.findByText('You don’t share your trips with anyone yet.')).toBeTruthy();
    expect(screen.getByText('Nobody shares their trips with you yet.')).toBeTruthy();
  });

  it("invites from the modal: checks the addresses first, then shows the server's refusal on the field", async () => {
    const { user, service } = await setup();
    await user.click(screen.getByRole('button', { name: 'Invite people' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite people to your Inner Circle' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Email addresses/)));
    await user.type(within(dialog).getByLabelText(/^Email addresses/), 'zed@example.com, nope');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(within(dialog).getByText('Check “nope”.')).toBeTruthy();
    expect(service.invite).not.toHaveBeenCalled();
    service.invite.mockResolvedValueOnce(err({ kind: 'already-invited', email: 'zed@example.com' }));
    await user.clear(within(dialog).getByLabelText(/^Email addresses/));
    await user.type(within(dialog).getByLabelText(/^Email addresses/), 'Zed@example.com');
    await user.click(within(dialog).getByLabelText('Can edit'));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(service.invite).toHaveBeenCalledWith({ emails: 'zed@example.com', permission: 'can-edit', message: '' });
    expect(await within(dialog).findByText('You have already invited zed@example.com.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('Invitations sent to zed@example.com.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before turning public sharing off, and turns it on at once', async () => {
    const { user, service, session } = await setup();
    const toggle = screen.getByRole('switch', { name: 'Allow public links to my trips' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    const confirm = await screen.findByRole('alertdialog', { name: 'Turn off public sharing?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it on' }));
    expect(service.setPublicSharingDisabled).not.toHaveBeenCalled();
    await user.click(toggle);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    expect(service.setPublicSharingDisabled).toHaveBeenCalledWith(true);
    await waitFor(() => expect(session.adoptProfile).toHaveBeenCalledWith(expect.objectContaining({ isPublicTripSharingDisabled: true })));
  });

  it('reads in French', async () => {
    await setup(FULL, 'fr-FR');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Partage');
    expect(screen.getByLabelText('Droits de Bo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accepter l’invitation de Dee' })).toBeTruthy();
  });
});
