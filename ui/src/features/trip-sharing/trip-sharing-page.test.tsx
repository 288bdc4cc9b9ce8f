import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_TRIP,
  err,
  ok,
  type ApiFailure,
  type Profile,
  type Result,
  type Trip,
  type TripDetails,
  type TripInvitationOutcome,
  type TripInvitee,
  type TripService,
} from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import TripSharingPage from './trip-sharing-page.js';

const OWNER: TripInvitee = { profileRef: 'p-owner', isOwner: true, isReadOnly: false, isTraveler: true };
const ME: TripInvitee = { profileRef: 'p-1', isOwner: false, isReadOnly: false, isTraveler: false };
const BO: TripInvitee = { profileRef: 'p-2', isOwner: false, isReadOnly: true, isTraveler: false };
const CY: TripInvitee = { profileRef: 'p-3', isOwner: false, isReadOnly: false, isTraveler: true };

function sampleDetails(overrides: { trip?: Partial<Trip>; me?: TripInvitee } = {}): TripDetails {
  const me = overrides.me ?? ME;
  return {
    trip: { ...EMPTY_TRIP, uuid: 't1', displayName: 'Lyon in autumn', publicGuid: 'g-1', invitees: [CY, me, BO, OWNER], ...overrides.trip },
    profiles: [
      { profileRef: 'p-owner', displayName: 'Zoë Owner', emailAddress: 'zoe@example.com' },
      { profileRef: 'p-1', displayName: 'Ada Lovelace', emailAddress: 'ada@example.com' },
      { profileRef: 'p-2', displayName: 'Bo Li', emailAddress: 'bo@example.com' },
      { profileRef: 'p-3', displayName: 'Cy Twombly', emailAddress: null },
    ],
    pending: [{ emailAddress: 'dee@example.org', type: 'traveler' }],
    objects: {} as TripDetails['objects'],
  };
}

const http = (status: number, detailedErrorCode = ''): ApiFailure => ({
  kind: 'http',
  status,
  code: 'error',
  detailedErrorCode,
  description: '',
});

const OUTCOME: TripInvitationOutcome = { joined: [], pending: [], alreadyParticipants: [], snapshotOnly: [] };

function fakeTrips(details: TripDetails) {
  return {
    details: vi.fn<TripService['details']>(async () => ok(details)),
    changeParticipantType: vi.fn<TripService['changeParticipantType']>(async (_uuid, ref, type) =>
      ok({
        ...details.trip,
        invitees: details.trip.invitees.map((i) => (i.profileRef === ref ? { ...i, isReadOnly: type === 'viewer', isTraveler: type === 'traveler' } : i)),
      }),
    ),
    removeParticipant: vi.fn<TripService['removeParticipant']>(async () => ok(undefined)),
    invite: vi.fn<TripService['invite']>(async () => ok(OUTCOME)),
    resetPublicLink: vi.fn<TripService['resetPublicLink']>(async () => ok('g-2')),
  };
}

async function setup(options: { details?: TripDetails; profile?: Profile } = {}) {
  const user = userEvent.setup();
  const trips = fakeTrips(options.details ?? sampleDetails());
  const harness = await renderScreen(<TripSharingPage />, {
    path: '/trips/t1/sharing',
    routePath: '/trips/:tripUuid/sharing',
    profile: options.profile ?? sampleProfile(),
    bind: (c) => c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService),
  });
  await screen.findByRole('heading', { level: 1, name: /Manage Sharing|404/ });
  return { user, trips, ...harness };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const addresses = () => screen.getByRole('textbox', { name: /E-mail addresses/ });
const send = () => screen.getByRole('button', { name: 'Send invitation' });
const typeSelect = (name: string) => screen.getByRole('combobox', { name: `Permission for ${name}` }) as HTMLSelectElement;
const linkField = () => screen.getByRole('textbox', { name: 'Public link to this trip' }) as HTMLInputElement;

describe('TripSharingPage: participants', () => {
  it('lists the owner first, then the others by name, with their e-mail, permission and pending invitations', async () => {
    await setup();
    const people = within(screen.getByRole('region', { name: 'People on this trip' }));
    const [participants, pending] = people.getAllByRole('list');
    const rows = within(participants as HTMLElement).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.wb-sharing__name')?.textContent)).toEqual(['Zoë Owner', 'Ada LovelaceYou', 'Bo Li', 'Cy Twombly']);
    expect(within(rows[0] as HTMLElement).getByText('Owner')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('combobox')).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('bo@example.com')).toBeTruthy();
    expect(rows[3]?.textContent).not.toContain('@');
    expect(typeSelect('Bo Li').value).toBe('viewer');
    expect(typeSelect('Cy Twombly').value).toBe('traveler');
    expect(typeSelect('Ada Lovelace').value).toBe('edit');
    expect(
      within(typeSelect('Bo Li'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Can view', 'Can edit', 'Can edit and is traveling']);
    // No Remove for the owner nor for oneself.
    expect(people.getAllByRole('button', { name: /^Remove / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove Bo Li from the trip',
      'Remove Cy Twombly from the trip',
    ]);
    const invitation = within(pending as HTMLElement).getByRole('listitem');
    expect(invitation.textContent).toBe('dee@example.orgInvitation sent, not opened yetCan edit and is traveling');
  });

  it('changes a type without guessing: the select waits, disabled, for the server, then the change is announced', async () => {
    const { user, trips } = await setup();
    const answer = deferred<Awaited<ReturnType<TripService['changeParticipantType']>>>();
    trips.changeParticipantType.mockReturnValueOnce(answer.promise);
    await user.selectOptions(typeSelect('Bo Li'), 'edit');
    expect(trips.changeParticipantType).toHaveBeenCalledWith('t1', 'p-2', 'edit');
    expect(typeSelect('Bo Li').disabled).toBe(true);
    answer.resolve(ok({ ...sampleDetails().trip, invitees: [OWNER, ME, { ...BO, isReadOnly: false }, CY] }));
    await waitFor(() => expect(typeSelect('Bo Li').disabled).toBe(false));
    expect(typeSelect('Bo Li').value).toBe('edit');
    const status = within(screen.getByRole('region', { name: 'People on this trip' })).getByRole('status');
    expect(status.textContent).toBe('Bo Li: Can edit. Saved.');
  });

  it('keeps the old type and says so when the change fails', async () => {
    const { user, trips } = await setup();
    trips.changeParticipantType.mockResolvedValueOnce(err(http(500)));
    await user.selectOptions(typeSelect('Cy Twombly'), 'viewer');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Error updating your data');
    expect(typeSelect('Cy Twombly').value).toBe('traveler');
    expect(typeSelect('Cy Twombly').disabled).toBe(false);
  });

  it('removes a participant only after the confirmation', async () => {
    const { user, trips } = await setup();
    await user.click(screen.getByRole('button', { name: 'Remove Bo Li from the trip' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove Bo Li?' });
    expect(dialog.textContent).toContain('Bo Li will no longer be able to see or change this trip.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trips.removeParticipant).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove Bo Li from the trip' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove Bo Li?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from trip' }));
    expect(trips.removeParticipant).toHaveBeenCalledWith('t1', 'p-2');
    expect(await screen.findByText('Bo Li was removed from the trip.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Permission for Bo Li' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Permission for Cy Twombly' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'People on this trip' })));
  });

  it('keeps the participant when the removal fails', async () => {
    const { user, trips } = await setup();
    trips.removeParticipant.mockResolvedValueOnce(err(http(500)));
    await user.click(screen.getByRole('button', { name: 'Remove Cy Twombly from the trip' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Cy Twombly?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove from trip' }));
    expect(await screen.findByText('Unable to remove participant')).toBeTruthy();
    expect(typeSelect('Cy Twombly')).toBeTruthy();
  });
});

describe('TripSharingPage: invitations', () => {
  it('checks every address before sending, naming the bad one', async () => {
    const { user, trips } = await setup();
    await user.click(send());
    expect(addresses().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();

    await user.type(addresses(), 'bo2@example.com, nope; cy@example.org');
    expect(screen.queryByText('This field is required.')).toBeNull();
    await user.click(send());
    expect(screen.getByText('Please use a valid email address.')).toBeTruthy();
    expect(screen.getByText('Check this address: nope')).toBeTruthy();
    expect(document.activeElement).toBe(addresses());
    expect(trips.invite).not.toHaveBeenCalled();
  });

  it('sends the addresses, split and normalised, with the chosen mode and message, and summarises the outcome', async () => {
    const { user, trips } = await setup();
    const radios = within(screen.getByRole('group', { name: 'Permission' }));
    expect((radios.getByRole('radio', { name: 'Can view' }) as HTMLInputElement).checked).toBe(true);
    trips.invite.mockResolvedValueOnce(
      ok({ joined: ['new@example.com'], pending: ['later@example.org'], alreadyParticipants: ['bo@example.com'], snapshotOnly: [] }),
    );
    await user.type(addresses(), 'New@Example.com later@example.org;bo@example.com');
    await user.click(radios.getByRole('radio', { name: 'Can edit and is traveling' }));
    await user.type(screen.getByRole('textbox', { name: 'Message (optional)' }), 'Join us in Lyon!');
    await user.click(send());
    expect(trips.invite).toHaveBeenCalledWith('t1', ['new@example.com', 'later@example.org', 'bo@example.com'], 'traveler', 'Join us in Lyon!');
    expect(
      await screen.findByText(
        'Added to the trip: new@example.com. Invitation sent to later@example.org. They join once they open the link in the email. Already on the trip: bo@example.com.',
      ),
    ).toBeTruthy();
    expect((addresses() as HTMLTextAreaElement).value).toBe('');
    // The lists are read again to show who joined and who is pending.
    await waitFor(() => expect(trips.details).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/snapshot/)).toBeNull();
  });

  it('lists the addresses that only received a snapshot (partial share)', async () => {
    const { user, trips } = await setup();
    trips.invite.mockResolvedValueOnce(ok({ ...OUTCOME, joined: ['bo2@example.com'], snapshotOnly: ['eu@example.de', 'fr@example.fr'] }));
    await user.type(addresses(), 'bo2@example.com eu@example.de fr@example.fr');
    await user.click(send());
    const notice = await screen.findByText(/^Some e-mails could not be added to the trip/);
    expect(notice.textContent).toBe(
      'Some e-mails could not be added to the trip, but a snapshot of the trip was e-mailed to them: eu@example.de, fr@example.fr.',
    );
    expect(notice.getAttribute('role')).toBe('alert');
    expect(trips.invite).toHaveBeenCalledWith('t1', ['bo2@example.com', 'eu@example.de', 'fr@example.fr'], 'viewer', '');
  });

  it('shows an address the server refuses on the field, and any other failure as a toast keeping the text', async () => {
    const { user, trips } = await setup();
    trips.invite.mockResolvedValueOnce(err(http(400, 'invalid_field:Invitation.EmailAddresses.1.email_address')));
    await user.type(addresses(), 'a@example.com b@example.com');
    await user.click(send());
    expect(await screen.findByText('Check this address: b@example.com')).toBeTruthy();
    expect(addresses().getAttribute('aria-invalid')).toBe('true');

    trips.invite.mockResolvedValueOnce(err(http(500)));
    await user.type(addresses(), ' c@example.com');
    await user.click(send());
    expect(await screen.findByText('Unable to share trip')).toBeTruthy();
    expect((addresses() as HTMLTextAreaElement).value).toBe('a@example.com b@example.com c@example.com');
  });

  it('refuses a message over 1000 characters', async () => {
    const { user, trips } = await setup();
    await user.type(addresses(), 'a@example.com');
    const message = screen.getByRole('textbox', { name: 'Message (optional)' });
    await user.click(message);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('Character limit of 1000 exceeded.')).toBeTruthy();
    await user.click(send());
    expect(trips.invite).not.toHaveBeenCalled();
  });
});

describe('TripSharingPage: public link', () => {
  it('shows the full link and copies it', async () => {
    const { user } = await setup();
    const url = `${window.location.origin}/p/g-1`;
    expect(linkField().value).toBe(url);
    expect(linkField().readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(url);
    const section = within(screen.getByRole('region', { name: 'Public link' }));
    expect(section.getByRole('status').textContent).toBe('Link copied to clipboard.');
  });

  it('adds the EMEA routing to the link of an EMEA user', async () => {
    await setup({ profile: sampleProfile({ jurisdiction: 'EMEA' }) });
    expect(linkField().value).toBe(`${window.location.origin}/p/g-1?routing_jurisdiction=EMEA`);
  });

  it('says so when the clipboard refuses', async () => {
    const { user } = await setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to copy to clipboard');
  });

  it('resets the link after a warning that the old one stops working', async () => {
    const { user, trips } = await setup();
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset public share URL?' });
    expect(dialog.textContent).toContain('The current link will stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(trips.resetPublicLink).toHaveBeenCalledWith('t1');
    expect(await screen.findByText('Public link reset. The old link no longer works.')).toBeTruthy();
    expect(linkField().value).toBe(`${window.location.origin}/p/g-2`);
  });

  it('keeps the old link when the reset fails', async () => {
    const { user, trips } = await setup();
    trips.resetPublicLink.mockResolvedValueOnce(err(http(500)));
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reset public share URL?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unable to reset public share URL');
    expect(linkField().value).toBe(`${window.location.origin}/p/g-1`);
  });

  it('creates a link for a trip that has none', async () => {
    const { user, trips } = await setup({ details: sampleDetails({ trip: { publicGuid: null } }) });
    expect(screen.getByText('This trip has no public link yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create public link' }));
    expect(trips.resetPublicLink).toHaveBeenCalledWith('t1');
    await waitFor(() => expect(linkField().value).toBe(`${window.location.origin}/p/g-2`));
    expect(screen.getByText('Public link created.')).toBeTruthy();
  });

  it('explains that public sharing is off in the account settings and offers no link', async () => {
    const { trips } = await setup({ profile: sampleProfile({ isPublicTripSharingDisabled: true }) });
    const section = within(screen.getByRole('region', { name: 'Public link' }));
    expect(section.getByText(/^Public trip sharing is turned off for your account\./)).toBeTruthy();
    expect(section.getByRole('link', { name: 'Open sharing settings' }).getAttribute('href')).toBe('/account/sharing');
    expect(section.queryByRole('textbox')).toBeNull();
    expect(section.queryByRole('button')).toBeNull();
    expect(trips.resetPublicLink).not.toHaveBeenCalled();
  });

  it('turns to the same explanation when the server refuses with public_sharing_disabled', async () => {
    const { user, trips } = await setup({ details: sampleDetails({ trip: { publicGuid: null } }) });
    trips.resetPublicLink.mockResolvedValueOnce(err(http(403, 'public_sharing_disabled')));
    await user.click(screen.getByRole('button', { name: 'Create public link' }));
    const section = within(screen.getByRole('region', { name: 'Public link' }));
    expect(await section.findByRole('link', { name: 'Open sharing settings' })).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Create public link' })).toBeNull();
  });
});

describe('TripSharingPage: access', () => {
  it('shows a viewer why they cannot manage sharing, with a way back to the trip', async () => {
    const { trips } = await setup({ details: sampleDetails({ me: { ...ME, isReadOnly: true } }) });
    expect(screen.getByRole('heading', { name: 'You can view this trip' })).toBeTruthy();
    const back = screen.getAllByRole('link', { name: 'Back to trip summary' });
    expect(back.map((l) => l.getAttribute('href'))).toContain('/trips/t1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(trips.details).toHaveBeenCalledWith('t1');
  });

  it('lets the owner manage sharing', async () => {
    await setup({ details: sampleDetails({ trip: { invitees: [{ ...OWNER, profileRef: 'p-1' }, BO] } }) });
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeTruthy();
    expect(screen.getByText('Owner')).toBeTruthy();
  });

  it('shows the not-found state for a trip the server does not know', async () => {
    const trips = fakeTrips(sampleDetails());
    trips.details.mockResolvedValue(err(http(404)) as Result<TripDetails, ApiFailure>);
    await renderScreen(<TripSharingPage />, {
      path: '/trips/t1/sharing',
      routePath: '/trips/:tripUuid/sharing',
      bind: (c) => c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService),
    });
    expect(await screen.findByText('Trip not found')).toBeTruthy();
  });

  it('offers to try again when loading fails', async () => {
    const trips = fakeTrips(sampleDetails());
    trips.details.mockResolvedValueOnce(err(http(500)));
    const user = userEvent.setup();
    await renderScreen(<TripSharingPage />, {
      path: '/trips/t1/sharing',
      routePath: '/trips/:tripUuid/sharing',
      bind: (c) => c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService),
    });
    expect(await screen.findByText('Error loading trip')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Send invitation' })).toBeTruthy();
  });
});
