import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_TRIP, err, plansOfObjectLists, type Plan, type PlanService, type Trip, type TripService } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../testing/account-test-harness.js';
import { fakePlanService, fakeTripService, http, invitees, sampleDetails } from '../testing/trip-summary-test-kit.js';
import { PlanActionsMenu } from './plan-actions-menu.js';
import { planPagePath } from './plan-paths.js';

// The menu as the plan view page mounts it, for a lodging of trip t1 ("Lyon getaway").
function jane(tripUuid = 't1'): Plan {
  const plan = plansOfObjectLists({ LodgingObject: [{ uuid: 'h1', display_name: 'The Jane' }] })[0]!;
  return { ...plan, meta: { ...plan.meta, tripUuid } };
}

const trip = (uuid: string, displayName: string, role: 'owner' | 'edit' | 'viewer'): Trip => ({
  ...EMPTY_TRIP,
  uuid,
  displayName,
  startDate: '2027-01-10',
  endDate: '2027-01-12',
  invitees: invitees(role),
});

const LYON = trip('t1', 'Lyon getaway', 'owner');

async function renderMenu(options: { plan?: Plan; pages?: Parameters<typeof fakeTripService>[1] } = {}) {
  const trips = fakeTripService(
    sampleDetails(),
    options.pages ?? [
      { trips: [LYON, trip('t2', 'Paris', 'edit')], profiles: [], maxPage: 1 },
      { trips: [trip('t3', 'Berlin', 'viewer')], profiles: [], maxPage: 1 },
      { trips: [trip('t4', 'Rome', 'owner')], profiles: [], maxPage: 1 },
    ],
  );
  const plans = fakePlanService();
  const rendered = await renderScreen(<PlanActionsMenu plan={options.plan ?? jane()} layout="buttons" />, {
    path: '/trips/t1/lodging/h1',
    routePath: '/trips/:tripUuid/lodging/:segmentUuid',
    profile: sampleProfile({ dateEndianFormat: 'L' }),
    bind: (c) => {
      c.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
      c.bind(TOKENS.planService).toConstantValue(plans as unknown as PlanService);
    },
  });
  return { ...rendered, trips, plans, user: userEvent.setup() };
}

const choiceNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.textContent);

describe('PlanActionsMenu', () => {
  it('moves to one of the other trips the user can edit, then opens it with a toast', async () => {
    const { user, plans } = await renderMenu();
    expect(screen.getByRole('group', { name: 'Actions for The Jane' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move plan' });
    await within(dialog).findAllByRole('radio');
    // Not the plan's own trip, not the trip the user only views; a new trip is always offered.
    expect(choiceNames(dialog)).toEqual(['Paris 10/01/2027 – 12/01/2027', 'Rome 10/01/2027 – 12/01/2027', 'A new trip']);
    const confirm = within(dialog).getByRole('button', { name: 'Move plan' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /Rome/ }));
    await user.click(confirm);
    expect(plans.move).toHaveBeenCalledExactlyOnceWith('lodging', 'h1', 't4');
    expect(await screen.findByText('“The Jane” moved to “Rome”')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t4'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('copies to a new trip: requires its name, creates it, copies into it and opens it', async () => {
    const { user, trips, plans } = await renderMenu();
    await user.click(screen.getByRole('button', { name: 'Copy to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy plan' });
    await within(dialog).findAllByRole('radio');
    // A copy may go into the plan's own trip.
    expect(choiceNames(dialog)[0]).toBe('Lyon getaway (this trip) 10/01/2027 – 12/01/2027');
    await user.click(within(dialog).getByRole('radio', { name: 'A new trip' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy plan' }));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    expect(trips.create).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the new trip/ }), '  Winter in Oslo ');
    await user.click(within(dialog).getByRole('button', { name: 'Copy plan' }));
    expect(trips.create).toHaveBeenCalledOnce();
    expect(trips.create.mock.calls[0]?.[0]).toMatchObject({ uuid: '', displayName: 'Winter in Oslo' });
    expect(plans.copy).toHaveBeenCalledExactlyOnceWith('lodging', 'h1', 't-new');
    expect(await screen.findByText('A copy of “The Jane” was added to “Winter in Oslo”')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t-new'));
  });

  it('keeps the new trip it created when the copy fails, and copies into it on the next try', async () => {
    const { user, trips, plans } = await renderMenu();
    plans.copy.mockResolvedValueOnce(err(http(500)));
    await user.click(screen.getByRole('button', { name: 'Copy to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copy plan' });
    await user.click(await within(dialog).findByRole('radio', { name: 'A new trip' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the new trip/ }), 'Winter in Oslo');
    await user.click(within(dialog).getByRole('button', { name: 'Copy plan' }));
    expect(await screen.findByText('Unable to copy the plan. Please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Copy plan' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1/lodging/h1');
    await user.click(within(dialog).getByRole('button', { name: 'Copy plan' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/trips/t-new'));
    expect(trips.create).toHaveBeenCalledOnce();
    expect(plans.copy.mock.calls).toEqual([
      ['lodging', 'h1', 't-new'],
      ['lodging', 'h1', 't-new'],
    ]);
  });

  it('says so when the new trip cannot be created, and moves nothing', async () => {
    const { user, trips, plans } = await renderMenu();
    trips.create.mockResolvedValueOnce(err(http(500)));
    await user.click(screen.getByRole('button', { name: 'Move to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move plan' });
    await user.click(await within(dialog).findByRole('radio', { name: 'A new trip' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name of the new trip/ }), 'Winter in Oslo');
    await user.click(within(dialog).getByRole('button', { name: 'Move plan' }));
    expect(await screen.findByText('Unable to create the new trip. Please try again.')).toBeTruthy();
    expect(plans.move).not.toHaveBeenCalled();
  });

  it('shows the move failure in a toast and stays, the choice kept for another try', async () => {
    const { user, plans } = await renderMenu();
    plans.move.mockResolvedValueOnce(err({ kind: 'network' }));
    await user.click(screen.getByRole('button', { name: 'Move to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move plan' });
    await user.click(await within(dialog).findByRole('radio', { name: /Paris/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move plan' }));
    expect(await screen.findByText('Unable to move the plan. Please try again.')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Paris/ })).toHaveProperty('checked', true);
    expect(screen.getByTestId('location').textContent).toBe('/trips/t1/lodging/h1');
  });

  it('offers a new trip when the user can edit no other trip, and a retry when the trips fail to load', async () => {
    const { user, trips } = await renderMenu({ pages: [{ trips: [LYON], profiles: [], maxPage: 1 }] });
    await user.click(screen.getByRole('button', { name: 'Move to trip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move plan' });
    expect(await within(dialog).findByText('You have no other trip that you can edit. You can put the plan in a new trip.')).toBeTruthy();
    expect(choiceNames(dialog)).toEqual(['A new trip']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    trips.list.mockResolvedValueOnce(err(http(500)));
    await user.click(screen.getByRole('button', { name: 'Move to trip' }));
    const again = await screen.findByRole('dialog', { name: 'Move plan' });
    expect((await within(again).findByRole('alert')).textContent).toContain('unexpected error');
    await user.click(within(again).getByRole('button', { name: 'Try again' }));
    expect(await within(again).findByRole('radio', { name: 'A new trip' })).toBeTruthy();
  });
});

describe('planPagePath', () => {
  it('opens a plan of a trip by segment, and an unfiled one under /unfiled', () => {
    expect(planPagePath(jane())).toBe('/trips/t1/lodging/h1');
    expect(planPagePath(jane(), { segmentUuid: 'x 1' })).toBe('/trips/t1/lodging/x%201');
    expect(planPagePath(jane(''))).toBe('/unfiled/lodging/h1');
    const car = plansOfObjectLists({ CarObject: [{ uuid: 'c1' }] })[0]!;
    expect(planPagePath(car, { tripUuid: '' })).toBe('/unfiled/car-rental/c1');
    expect(planPagePath(car, { tripUuid: 't9' })).toBe('/trips/t9/car-rental/c1');
  });
});
