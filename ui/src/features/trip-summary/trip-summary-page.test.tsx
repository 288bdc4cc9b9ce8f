import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_TRIP } from '@waybook/core';
import { plainSpaces } from '@waybook/core/testing';
import TripSummaryPage from './trip-summary-page.js';
import { emptyObjects, fakeTripService, http, ME, renderTripScreen, sampleDetails, sampleTrip, invitees } from '../../shared/testing/trip-summary-test-kit.js';

const actionNames = () => {
  const group = screen.getByRole('group', { name: 'Trip actions' });
  return [...group.querySelectorAll('a, button')].map((el) => el.textContent);
};

/** Opens the More menu of the trip actions and answers its items' names. */
async function moreItems(user = userEvent.setup()): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: 'More' }));
  const menu = await screen.findByRole('menu', { name: 'More' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '');
}

/** Chooses an item of the More menu. */
async function chooseMore(user: ReturnType<typeof userEvent.setup>, name: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: 'More' }));
  await user.click(within(await screen.findByRole('menu', { name: 'More' })).getByRole('menuitem', { name }));
}

async function open(role: 'owner' | 'traveler' | 'edit' | 'viewer', details = sampleDetails(sampleTrip(role))) {
  const trips = fakeTripService(details);
  const rendered = await renderTripScreen(<TripSummaryPage />, trips);
  await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
  return { trips, ...rendered };
}

describe('TripSummaryPage header', () => {
  it('shows the trip’s dates in words, length, destination, in-progress badge, statuses and description', async () => {
    const { trips } = await open('owner');
    expect(trips.details).toHaveBeenCalledWith('t1');
    const facts = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(plainSpaces(facts('Dates') ?? '')).toBe('21 – 28 Nov 2026');
    expect(facts('Length')).toBe('8 days, 7 nights');
    expect(facts('Destination')).toBe('Lyon, France');
    // Conflict alone wins over the other statuses (core display rule).
    const pills = within(screen.getByRole('list', { name: 'Trip status' })).getAllByRole('listitem');
    expect(pills.map((p) => p.textContent)).toEqual(['In progress', 'Conflict']);
    expect(screen.getByText(/Food, museums/).textContent).toBe('Food, museums\nand a day in Annecy.');
  });

  it('has no in-progress badge before the trip starts, and a decorative image or fallback', async () => {
    const trip = sampleTrip('owner', { startDate: '2026-12-01', endDate: null, statuses: [], imageUrl: 'https://img.example/lyon.jpg' });
    const trips = fakeTripService(sampleDetails(trip));
    const { container } = await renderTripScreen(<TripSummaryPage />, trips);
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(screen.queryByText('In progress')).toBeNull();
    expect(screen.getByText('From 1 Dec 2026')).toBeTruthy();
    expect(screen.queryByText('Length')).toBeNull();
    const img = container.querySelector('.wb-trip__image img');
    expect(img?.getAttribute('src')).toBe('https://img.example/lyon.jpg');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('draws a decorative picture for a trip without an image, and calls a one-day trip a day trip', async () => {
    const trip = sampleTrip('owner', { startDate: '2026-11-22', endDate: '2026-11-22', imageUrl: '' });
    const { container } = await renderTripScreen(<TripSummaryPage />, fakeTripService(sampleDetails(trip)));
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(container.querySelector('.wb-trip__image svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Day trip')).toBeTruthy();
    expect(screen.getByText('22 Nov 2026')).toBeTruthy();
  });

  it('formats the dates in the interface language', async () => {
    const trips = fakeTripService(sampleDetails());
    await renderTripScreen(<TripSummaryPage />, trips, { locale: 'fr-FR' });
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(screen.getByText('21–28 nov. 2026')).toBeTruthy();
    expect(screen.getByText('8 jours / 7 nuits')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Plus' }));
    expect(within(await screen.findByRole('menu', { name: 'Plus' })).getByRole('menuitem', { name: 'Supprimer' })).toBeTruthy();
  });
});

describe('TripSummaryPage actions by role', () => {
  it('shows the owner Add a plan and Share, and the rest in the More menu, leave excepted', async () => {
    await open('owner');
    expect(actionNames()).toEqual(['Add a plan', 'Share', 'More']);
    const actions = screen.getByRole('group', { name: 'Trip actions' });
    expect(within(actions).getByRole('link', { name: 'Add a plan' }).getAttribute('href')).toBe('/trips/t1/plans/create');
    expect(screen.getByRole('link', { name: 'Share' }).getAttribute('href')).toBe('/trips/t1/sharing');
    expect(await moreItems()).toEqual(['Edit trip', 'Trip cost', 'Print', 'Calendar file', 'Export this trip', 'Merge', 'Delete']);
  });

  it('goes to the page a More item names', async () => {
    const user = userEvent.setup();
    await open('owner');
    await chooseMore(user, 'Trip cost');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t1/cost'));
  });

  it('opens the More menu from the keyboard, and closes it with Escape', async () => {
    const user = userEvent.setup();
    await open('owner');
    screen.getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'More' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Edit trip'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Trip cost'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu.isConnected).toBe(false));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More' })));
  });

  it('gives a planner add and share in view, and leave in the menu, but not merge or delete', async () => {
    await open('edit');
    expect(actionNames()).toEqual(['Add a plan', 'Share', 'More']);
    expect(await moreItems()).toEqual(['Edit trip', 'Trip cost', 'Print', 'Calendar file', 'Export this trip', 'Leave trip']);
  });

  it('gives a viewer none of the edit actions, but print, calendar and leave', async () => {
    await open('viewer');
    expect(actionNames()).toEqual(['More']);
    expect(screen.queryByRole('link', { name: 'Add a plan' })).toBeNull();
    expect(await moreItems()).toEqual(['Print', 'Calendar file', 'Export this trip', 'Leave trip']);
  });

  it('offers nothing to leave to someone who is not on the trip', async () => {
    const trip = sampleTrip('owner', { invitees: invitees('owner').filter((i) => i.profileRef !== ME) });
    const trips = fakeTripService(sampleDetails(trip));
    await renderTripScreen(<TripSummaryPage />, trips);
    await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' });
    expect(await moreItems()).toEqual(['Print', 'Calendar file']);
  });

  it('links the calendar file outside the app, named from the trip dates, as a download', async () => {
    await open('viewer');
    await moreItems();
    const link = screen.getByRole('menuitem', { name: 'Calendar file' });
    expect(link.getAttribute('href')).toBe('/trip/download/uuid/t1/Nov-21-Nov-28.ics');
    expect(link.getAttribute('download')).toBe('Nov-21-Nov-28.ics');
  });

  it('names the calendar file trip.ics when the trip has no dates', async () => {
    await open('owner', sampleDetails(sampleTrip('owner', { startDate: null, endDate: null })));
    expect(screen.getByText('Dates not set')).toBeTruthy();
    await moreItems();
    expect(screen.getByRole('menuitem', { name: 'Calendar file' }).getAttribute('href')).toBe('/trip/download/uuid/t1/trip.ics');
  });
});

describe('TripSummaryPage plans and participants', () => {
  it('shows an honest empty state, with Add a plan for editors', async () => {
    await open('traveler');
    expect(screen.getByText('No plans yet')).toBeTruthy();
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(within(plans).getByRole('link', { name: 'Add a plan' }).getAttribute('href')).toBe('/trips/t1/plans/create');
  });

  it('tells a viewer plans will appear once editors add them', async () => {
    await open('viewer');
    expect(screen.getByText('No plans yet')).toBeTruthy();
    expect(screen.getByText(/once the people who can edit this trip add them/)).toBeTruthy();
  });

  it('shows the plans the trip answer carries on the timeline, with Add a plan for editors', async () => {
    const objects = {
      ...emptyObjects,
      LodgingObject: [{ uuid: 'r1', display_name: 'Hôtel des Célestins', StartDateTime: { date: '2026-11-21', time: '15:00:00', timezone: 'Europe/Paris' } }],
      NoteObject: [{ uuid: 'n1', display_name: '', text: 'Book the Annecy train', DateTime: { date: '2026-11-23' } }],
    };
    await open('owner', sampleDetails(sampleTrip('owner'), { objects }));
    expect(screen.queryByText('No plans yet')).toBeNull();
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(
      within(plans)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Sat, 21 Nov 2026', 'Mon, 23 Nov 2026']);
    expect(within(plans).getByRole('link', { name: 'Hôtel des Célestins' }).getAttribute('href')).toBe('/trips/t1/lodging/r1');
    expect(within(plans).getByRole('link', { name: 'Book the Annecy train' }).getAttribute('href')).toBe('/trips/t1/note/n1');
    expect(screen.getByRole('group', { name: 'Trip actions' }).querySelector('a')?.getAttribute('href')).toBe('/trips/t1/plans/create');
  });

  it('puts the map and the participants in a labelled side column', async () => {
    await open('viewer');
    const side = screen.getByRole('complementary', { name: 'About this trip' });
    expect(within(side).getByRole('region', { name: 'Participants' })).toBeTruthy();
    expect(within(side).getByRole('region', { name: 'Map' })).toBeTruthy();
  });

  it('lists participants owner first, then by name, with their type', async () => {
    await open('viewer');
    const people = within(screen.getByRole('region', { name: 'Participants' })).getAllByRole('listitem');
    expect(people.map((p) => p.textContent)).toEqual([
      'Yves OwnerOwner',
      'Ada Lovelace (you)ada@example.comCan view',
      'Émile Durandemile@example.comCan edit and is traveling',
      'Zoe Zhangzoe@example.comCan view',
    ]);
  });

  it('marks a traveling owner and shows pending invitations the server sent', async () => {
    const details = sampleDetails(sampleTrip('owner'), { pending: [{ emailAddress: 'new@example.com', type: 'edit' }] });
    await open('owner', details);
    const region = screen.getByRole('region', { name: 'Participants' });
    expect(within(region).getAllByRole('listitem')[0]?.textContent).toBe('Ada Lovelace (you)ada@example.comOwner, traveling');
    expect(within(region).getByText('Invitations not yet accepted')).toBeTruthy();
    expect(within(region).getByText('new@example.com').parentElement?.textContent).toBe('new@example.comCan edit');
  });
});

describe('TripSummaryPage delete', () => {
  it('keeps Delete trip disabled until the word Delete is typed, then deletes and goes to the trip list', async () => {
    const user = userEvent.setup();
    const { trips } = await open('owner');
    await chooseMore(user, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete trip' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete trip' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    const field = within(dialog).getByRole('textbox', { name: 'Confirmation' });
    await user.type(field, 'delete');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.clear(field);
    await user.type(field, 'Delete');
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(trips.delete).toHaveBeenCalledWith('t1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips'));
    expect(await screen.findByText('“Lyon getaway” was deleted')).toBeTruthy();
  });

  it('stays on the trip and says so when the delete fails', async () => {
    const user = userEvent.setup();
    const { trips } = await open('owner');
    trips.delete.mockResolvedValueOnce({ ok: false, error: http(500) });
    await chooseMore(user, 'Delete');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete trip' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Confirmation' }), 'Delete{Enter}');
    expect(await screen.findByText('Unable to delete trip')).toBeTruthy();
    expect(trips.delete).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1');
  });
});

describe('TripSummaryPage merge', () => {
  const other = (uuid: string, name: string, role: 'owner' | 'edit' | 'viewer') => ({
    ...EMPTY_TRIP,
    uuid,
    displayName: name,
    startDate: '2027-01-10',
    endDate: '2027-01-12',
    invitees: invitees(role),
  });

  it('lists only the other trips the user can edit, and merges into the chosen one', async () => {
    const user = userEvent.setup();
    const details = sampleDetails();
    const trips = fakeTripService(details, [
      { trips: [details.trip, other('t2', 'Paris', 'owner')], profiles: [], maxPage: 1 },
      { trips: [other('t3', 'Berlin', 'viewer')], profiles: [], maxPage: 1 },
      { trips: [other('t4', 'Rome', 'edit'), other('t2', 'Paris', 'owner')], profiles: [], maxPage: 1 },
    ]);
    await renderTripScreen(<TripSummaryPage />, trips);
    await chooseMore(user, 'Merge');
    const dialog = await screen.findByRole('dialog', { name: 'Merge trip' });
    const choices = await within(dialog).findAllByRole('radio');
    expect(choices.map((c) => c.closest('label')?.textContent)).toEqual(['Paris10/01/2027 – 12/01/2027', 'Rome10/01/2027 – 12/01/2027']);
    expect(trips.list).toHaveBeenCalledTimes(3);
    const confirm = within(dialog).getByRole('button', { name: 'Merge trips' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Rome/ }));
    expect(confirm.hasAttribute('disabled')).toBe(false);
    await user.click(confirm);
    expect(trips.merge).toHaveBeenCalledWith('t1', 't4');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t4'));
    expect(await screen.findByText('Trips merged into “Rome”')).toBeTruthy();
  });

  it('says when there is no other trip to merge into', async () => {
    const user = userEvent.setup();
    await open('owner');
    await chooseMore(user, 'Merge');
    expect(await screen.findByText('You have no other trip that you can edit.')).toBeTruthy();
  });

  it('shows the merge failure and stays', async () => {
    const user = userEvent.setup();
    const trips = fakeTripService(sampleDetails(), [{ trips: [other('t2', 'Paris', 'owner')], profiles: [], maxPage: 1 }]);
    trips.merge.mockResolvedValueOnce({ ok: false, error: http(500) });
    await renderTripScreen(<TripSummaryPage />, trips);
    await chooseMore(user, 'Merge');
    await user.click(await screen.findByRole('radio', { name: /Paris/ }));
    await user.click(screen.getByRole('button', { name: 'Merge trips' }));
    expect(await screen.findByText('Unable to merge trips')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1');
  });
});

describe('TripSummaryPage leave', () => {
  it('removes the user from the trip after confirmation and goes to the trip list', async () => {
    const user = userEvent.setup();
    const { trips } = await open('viewer');
    await chooseMore(user, 'Leave trip');
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove me from trip' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove me' }));
    expect(trips.removeParticipant).toHaveBeenCalledWith('t1', ME);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips'));
    expect(await screen.findByText('You left “Lyon getaway”')).toBeTruthy();
  });

  it('does nothing on cancel, and reports a failed removal', async () => {
    const user = userEvent.setup();
    const { trips } = await open('edit');
    await chooseMore(user, 'Leave trip');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trips.removeParticipant).not.toHaveBeenCalled();
    trips.removeParticipant.mockResolvedValueOnce({ ok: false, error: http(500) });
    await chooseMore(user, 'Leave trip');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove me' }));
    expect(await screen.findByText('Unable to remove you from the trip')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1');
  });
});

describe('TripSummaryPage failures', () => {
  it('shows the not-found state for a 404', async () => {
    await renderTripScreen(<TripSummaryPage />, fakeTripService(http(404)));
    expect(await screen.findByText('Trip not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
  });

  it('shows Error loading trip with a retry that loads again', async () => {
    const user = userEvent.setup();
    const trips = fakeTripService([{ kind: 'network' }, sampleDetails()]);
    await renderTripScreen(<TripSummaryPage />, trips);
    expect((await screen.findByRole('alert')).textContent).toContain('Error loading trip');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' })).toBeTruthy();
    expect(trips.details).toHaveBeenCalledTimes(2);
  });
});
