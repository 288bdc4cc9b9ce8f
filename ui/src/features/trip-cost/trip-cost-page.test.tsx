import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type ApiFailure, type Result } from '@waybook/core';
import {
  emptyObjects,
  fakePlanService,
  fakeTripService,
  http,
  renderTripScreen,
  sampleDetails,
  sampleTrip,
} from '../../shared/testing/trip-summary-test-kit.js';
import TripCostPage from './trip-cost-page.js';

// Given in list order; the page shows them in itinerary order (the hotel first, the note undated last).
const objects = {
  ...emptyObjects,
  AirObject: [
    {
      uuid: 'a1',
      display_name: 'To Lyon',
      total_cost: '€240.00',
      Segment: [{ uuid: 's1', StartDateTime: { date: '2026-11-22', time: '09:00:00', timezone: 'Europe/London' } }],
    },
  ],
  LodgingObject: [{ uuid: 'h1', display_name: 'Hôtel des Célestins', total_cost: '€610', StartDateTime: { date: '2026-11-21', time: '15:00:00' } }],
  NoteObject: [{ uuid: 'n1', text: 'Tips for the guide' }],
};

async function open(role: 'owner' | 'edit' | 'viewer' = 'owner') {
  const trips = fakeTripService(sampleDetails(sampleTrip(role), { objects }));
  const plans = fakePlanService();
  await renderTripScreen(<TripCostPage />, trips, { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost', plans });
  await screen.findByRole('heading', { level: 1, name: 'Trip cost' });
  return { trips, plans, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name: `${name}, total cost` }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save all' });

describe('TripCostPage', () => {
  it('shows every plan with its cost as typed, in itinerary order, and a way back to the trip', async () => {
    const { trips } = await open();
    expect(trips.details).toHaveBeenCalledWith('t1');
    expect(screen.getAllByRole('textbox').map((f) => (f as HTMLInputElement).value)).toEqual(['€610', '€240.00', '']);
    expect(field('Hôtel des Célestins').value).toBe('€610');
    expect(field('Tips for the guide').value).toBe('');
    expect(screen.getByRole('link', { name: 'Back to “Lyon getaway”' }).getAttribute('href')).toBe('/trips/t1');
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No changes to save')).toBeTruthy();
  });

  it('saves only the costs that changed, then shows them as saved', async () => {
    const { plans, user } = await open('edit');
    await user.clear(field('Hôtel des Célestins'));
    await user.type(field('Hôtel des Célestins'), 'EUR 655.50');
    await user.type(field('Tips for the guide'), '¥3,000');
    // Changed and changed back: not sent.
    await user.type(field('To Lyon'), '0');
    await user.type(field('To Lyon'), '{Backspace}');
    expect(screen.getByText('Unsaved changes: 2')).toBeTruthy();
    await user.click(save());
    expect(plans.updateCosts).toHaveBeenCalledExactlyOnceWith([
      { uuid: 'h1', totalCost: 'EUR 655.50' },
      { uuid: 'n1', totalCost: '¥3,000' },
    ]);
    expect(await screen.findByText('Costs saved')).toBeTruthy();
    expect(screen.getByText('No changes to save')).toBeTruthy();
    expect(field('Hôtel des Célestins').value).toBe('EUR 655.50');
    // Saved values are the new baseline: changing one sends only that one.
    await user.clear(field('Tips for the guide'));
    await user.click(save());
    expect(plans.updateCosts).toHaveBeenLastCalledWith([{ uuid: 'n1', totalCost: '' }]);
  });

  it('shows a spinner while saving, and keeps the edits when the save fails', async () => {
    const { plans, user } = await open();
    let answer: (r: Result<void, ApiFailure>) => void = () => undefined;
    plans.updateCosts.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await user.clear(field('To Lyon'));
    await user.type(field('To Lyon'), '£199');
    await user.click(save());
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Saving the costs…');
    expect(field('To Lyon').disabled).toBe(true);
    await act(async () => answer(err(http(500))));
    expect(await screen.findByText('Unable to save the costs. Your changes are still here; please try again.')).toBeTruthy();
    expect(field('To Lyon').value).toBe('£199');
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    plans.updateCosts.mockResolvedValueOnce(ok(undefined));
    await user.click(save());
    await waitFor(() => expect(plans.updateCosts).toHaveBeenCalledTimes(2));
    expect(plans.updateCosts).toHaveBeenLastCalledWith([{ uuid: 'a1', totalCost: '£199' }]);
  });

  it('lets a viewer read the costs without changing them', async () => {
    const { plans } = await open('viewer');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
    const costs = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(costs).toEqual(['€610', '€240.00', 'Not set']);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual(['LodgingHôtel des Célestins', 'FlightTo Lyon', 'NoteTips for the guide']);
    expect(plans.updateCosts).not.toHaveBeenCalled();
  });

  it('says when the trip has no plans', async () => {
    const trips = fakeTripService(sampleDetails(sampleTrip('owner')));
    await renderTripScreen(<TripCostPage />, trips, { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost' });
    expect(await screen.findByText('This trip has no plans yet, so there are no costs to show.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
  });

  it('shows the not-found state for a trip the user cannot see', async () => {
    await renderTripScreen(<TripCostPage />, fakeTripService(http(404)), { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost' });
    expect(await screen.findByText('Trip not found')).toBeTruthy();
    expect(within(document.body).queryByRole('heading', { name: 'Trip cost' })).toBeNull();
  });
});
