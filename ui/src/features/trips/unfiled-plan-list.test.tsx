import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_TRIP, err, plansOfObjectLists, type PlanService, type Trip, type TripService } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { fakePlanService, fakeTripService, http, invitees, sampleDetails } from '../../shared/testing/trip-summary-test-kit.js';
import TripsPage from './trips-page.js';

const firstPage = plansOfObjectLists({
  LodgingObject: [{ uuid: 'u1', display_name: 'Harbour Hotel', StartDateTime: { date: '2026-12-03', time: '15:00:00' } }],
  CarObject: [{ uuid: 'u3', supplier_name: 'Hertz', StartDateTime: { date: '2026-12-04' } }],
  NoteObject: [{ uuid: 'u2', text: 'Visa appointment' }],
});
const secondPage = plansOfObjectLists({ RestaurantObject: [{ uuid: 'u4', display_name: 'Noma', DateTime: { date: '2027-01-09' } }] });

const lisbon: Trip = {
  ...EMPTY_TRIP,
  uuid: 't-1',
  displayName: 'Lisbon with friends',
  startDate: '2026-12-03',
  endDate: '2026-12-10',
  invitees: invitees('owner'),
};
const viewed: Trip = { ...EMPTY_TRIP, uuid: 't-2', displayName: 'Someone else’s trip', invitees: invitees('viewer') };

async function renderUnfiled(path = '/trips?tab=unassigned') {
  const trips = fakeTripService(sampleDetails(), [{ trips: [lisbon, viewed], profiles: [], maxPage: 1 }]);
  const plans = fakePlanService([
    { plans: firstPage, maxPage: 2 },
    { plans: secondPage, maxPage: 2 },
  ]);
  const rendered = await renderScreen(<TripsPage />, {
    path,
    routePath: '/trips',
    bind: (c) => {
      c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
      c.bind(TOKENS.planService).toConstantValue(plans as unknown as PlanService);
    },
  });
  return { ...rendered, trips, plans, user: userEvent.setup() };
}

const list = () => screen.getByRole('list', { name: 'Unassigned plans' });

describe('Unassigned plans tab', () => {
  it('lists a page of unfiled plans, each opening its unfiled plan page, with its first date', async () => {
    const { plans, trips } = await renderUnfiled();
    expect(screen.getByText('Loading unassigned plans…')).toBeTruthy();
    await screen.findByRole('list', { name: 'Unassigned plans' });
    expect(plans.unfiled).toHaveBeenCalledExactlyOnceWith(1);
    expect(trips.list).not.toHaveBeenCalled();
    const rows = within(list()).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.wb-unfiled-plan__text')?.textContent)).toEqual([
      'LodgingHarbour Hotel12/03/2026',
      'Car rentalHertz12/04/2026',
      'NoteVisa appointmentNo date',
    ]);
    expect(within(list()).getByRole('link', { name: 'Harbour Hotel' }).getAttribute('href')).toBe('/unfiled/lodging/u1');
    expect(within(list()).getByRole('link', { name: 'Hertz' }).getAttribute('href')).toBe('/unfiled/car-rental/u3');
    expect(within(list()).getByRole('link', { name: 'Visa appointment' }).getAttribute('href')).toBe('/unfiled/note/u2');
    const actions = within(list()).getByRole('group', { name: 'Actions for Harbour Hotel' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move to trip', 'Copy to trip']);
    // A plan in no trip is created from here.
    expect(screen.getByRole('link', { name: 'Add a plan' }).getAttribute('href')).toBe('/unfiled/plans/create');
  });

  it('pages through the unfiled plans with the page in the URL', async () => {
    const { plans, user } = await renderUnfiled();
    await screen.findByRole('list', { name: 'Unassigned plans' });
    const pages = screen.getByRole('navigation', { name: 'Trip list pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Noma' })).toBeTruthy();
    expect(plans.unfiled).toHaveBeenLastCalledWith(2);
    expect(screen.queryByRole('link', { name: 'Harbour Hotel' })).toBeNull();
  });

  it('moves an unfiled plan into a trip the user can edit, then opens that trip', async () => {
    const { plans, user } = await renderUnfiled();
    await screen.findByRole('list', { name: 'Unassigned plans' });
    const actions = within(list()).getByRole('group', { name: 'Actions for Hertz' });
    await user.click(within(actions).getByRole('button', { name: 'Move to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move plan' });
    await within(dialog).findAllByRole('radio');
    expect(within(dialog).queryByRole('radio', { name: /Someone else’s trip/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /Lisbon with friends/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move plan' }));
    expect(plans.move).toHaveBeenCalledExactlyOnceWith('car', 'u3', 't-1');
    expect(await screen.findByText('“Hertz” moved to “Lisbon with friends”')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t-1'));
  });

  it('says when the unfiled plans cannot be loaded, and loads them again on retry', async () => {
    const { plans, user } = await renderUnfiled();
    plans.unfiled.mockResolvedValueOnce(err({ kind: 'network' })).mockResolvedValueOnce(err(http(500)));
    await user.click(await screen.findByRole('tab', { name: 'Past' }));
    await user.click(screen.getByRole('tab', { name: 'Unassigned plans' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('We couldn’t load your unassigned plansYou seem to be offline. Check your connection, then try again.Try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side.');
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Unassigned plans' })).toBeTruthy();
  });

  it('offers the last page when the page asked for no longer exists', async () => {
    await renderUnfiled('/trips?tab=unassigned&page=5');
    expect(await screen.findByRole('heading', { name: 'There’s no page 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/trips?tab=unassigned&page=2');
  });
});
