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

// Given in list order; the page shows them in itinerary order (the hotel first). The note is no cost.
const objects = {
  ...emptyObjects,
  AirObject: [
    {
      uuid: 'a1',
      display_name: 'To Lyon',
      total_cost: 'EUR 240.00',
      Segment: [{ uuid: 's1', StartDateTime: { date: '2026-11-22', time: '09:00:00', timezone: 'Europe/London' } }],
    },
  ],
  LodgingObject: [{ uuid: 'h1', display_name: 'Hôtel des Célestins', total_cost: 'EUR 610.00', StartDateTime: { date: '2026-11-21', time: '15:00:00' } }],
  CarObject: [{ uuid: 'c1', display_name: 'Hire car', total_cost: 'USD 80.00', StartDateTime: { date: '2026-11-23' } }],
  RestaurantObject: [{ uuid: 'r1', display_name: 'Bouchon', total_cost: 'about 60 euros', StartDateTime: { date: '2026-11-22' } }],
  NoteObject: [{ uuid: 'n1', text: 'Tips for the guide' }],
};

async function open(role: 'owner' | 'edit' | 'viewer' = 'owner', lists: typeof objects = objects) {
  const trips = fakeTripService(sampleDetails(sampleTrip(role), { objects: lists }));
  const plans = fakePlanService();
  await renderTripScreen(<TripCostPage />, trips, { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost', plans });
  await screen.findByRole('heading', { level: 1, name: 'Trip cost' });
  return { trips, plans, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const currency = (name: string) => screen.getByRole('combobox', { name: `Currency for ${name}` }) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: 'Save all' });
const shares = (code: string) =>
  within(screen.getByRole('list', { name: `Share of each plan type in ${code}` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

// Typing into react-aria fields in jsdom is slow on a loaded machine: each test may take longer than the default 5 s.
describe('TripCostPage', { timeout: 20_000 }, () => {
  it('lists the plans that cost something, in itinerary order, with amount and currency; notes are not cost lines', async () => {
    const { trips } = await open();
    expect(trips.details).toHaveBeenCalledWith('t1');
    expect(screen.getAllByRole('textbox').map((f) => (f as HTMLInputElement).value)).toEqual(['610.00', '240.00', '80.00', 'about 60 euros']);
    expect(screen.queryByRole('textbox', { name: 'Tips for the guide' })).toBeNull();
    // The combobox writes its chosen currency's label into the field after mounting.
    await waitFor(() => expect(currency('Hôtel des Célestins').value).toBe('EUR · Euro'));
    expect(currency('Hire car').value).toBe('USD · US Dollar');
    expect(screen.getByRole('link', { name: 'Back to “Lyon getaway”' }).getAttribute('href')).toBe('/trips/t1');
    expect(save().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('No changes to save')).toBeTruthy();
  });

  it('totals each currency apart, with each plan type’s share, and leaves unreadable costs out with a note', async () => {
    await open();
    expect(screen.getByText('Total in EUR').nextElementSibling?.textContent).toBe('€850.00');
    expect(screen.getByText('Total in USD').nextElementSibling?.textContent).toBe('$80.00');
    expect(shares('EUR')).toEqual(['Lodging€610.00 · 71.8%', 'Flight€240.00 · 28.2%']);
    expect(shares('USD')).toEqual(['Car rental$80.00 · 100%']);
    expect(screen.getByRole('note').textContent).toBe('1 cost can’t be read as an amount, so it’s shown as typed and left out of the totals.');
  });

  it('reads amounts as typed, saves the changed ones in the stored form and updates the totals', async () => {
    const { plans, user } = await open('edit');
    await user.clear(field('Hôtel des Célestins'));
    await user.type(field('Hôtel des Célestins'), '€ 1 240,50');
    expect(screen.getByText('Reads as €1,240.50')).toBeTruthy();
    await user.tab();
    expect(field('Hôtel des Célestins').value).toBe('1,240.50');
    await user.clear(field('Hire car'));
    await user.type(field('Hire car'), 'JPY 12000');
    expect(screen.getByText('Unsaved changes: 2')).toBeTruthy();
    expect(screen.getByText('Total in EUR').nextElementSibling?.textContent).toBe('€1,480.50');
    expect(screen.getByText('Total in JPY').nextElementSibling?.textContent).toBe('¥12,000');
    await user.click(save());
    expect(plans.updateCosts).toHaveBeenCalledExactlyOnceWith([
      { uuid: 'h1', totalCost: 'EUR 1240.50' },
      { uuid: 'c1', totalCost: 'JPY 12000' },
    ]);
    expect(await screen.findByText('Costs saved')).toBeTruthy();
    expect(screen.getByText('No changes to save')).toBeTruthy();
  });

  it('refuses to save a changed cost it cannot read, naming the problem; an older one left alone may stay', async () => {
    const { plans, user } = await open();
    await user.clear(field('To Lyon'));
    await user.type(field('To Lyon'), '12.3.4');
    await user.tab();
    expect(screen.getByText('Enter an amount, such as 1,240.50.')).toBeTruthy();
    expect(save().hasAttribute('disabled')).toBe(true);
    await user.clear(field('To Lyon'));
    await user.type(field('To Lyon'), '199');
    expect(save().hasAttribute('disabled')).toBe(false);
    await user.click(save());
    expect(plans.updateCosts).toHaveBeenCalledExactlyOnceWith([{ uuid: 'a1', totalCost: 'EUR 199.00' }]);
  });

  it('changes the currency with the picker, by keyboard', async () => {
    const { plans, user } = await open();
    await user.click(currency('To Lyon'));
    await user.clear(currency('To Lyon'));
    await user.type(currency('To Lyon'), 'british');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(currency('To Lyon').value).toBe('GBP · British Pound');
    await user.click(save());
    expect(plans.updateCosts).toHaveBeenCalledExactlyOnceWith([{ uuid: 'a1', totalCost: 'GBP 240.00' }]);
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
    expect(screen.getByText('Unsaved changes: 1')).toBeTruthy();
    plans.updateCosts.mockResolvedValueOnce(ok(undefined));
    await user.click(save());
    await waitFor(() => expect(plans.updateCosts).toHaveBeenCalledTimes(2));
    expect(plans.updateCosts).toHaveBeenLastCalledWith([{ uuid: 'a1', totalCost: 'GBP 199.00' }]);
  });

  it('lets a viewer read the costs in the interface language without changing them', async () => {
    const { plans } = await open('viewer');
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
    const costs = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(costs).toEqual(['€610.00', '€240.00', '$80.00', 'about 60 euros (not in the totals)']);
    expect(screen.getAllByRole('term').map((d) => d.textContent)).toEqual([
      'LodgingHôtel des Célestins',
      'FlightTo Lyon',
      'Car rentalHire car',
      'RestaurantBouchon',
    ]);
    expect(screen.getByText('Total in EUR')).toBeTruthy();
    expect(plans.updateCosts).not.toHaveBeenCalled();
  });

  it('says when the trip has no bookings', async () => {
    const trips = fakeTripService(sampleDetails(sampleTrip('owner')));
    await renderTripScreen(<TripCostPage />, trips, { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost' });
    expect(await screen.findByText('This trip has no bookings yet, so there are no costs to show.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save all' })).toBeNull();
  });

  it('shows the not-found state for a trip the user cannot see', async () => {
    await renderTripScreen(<TripCostPage />, fakeTripService(http(404)), { path: '/trips/t1/cost', routePath: '/trips/:tripUuid/cost' });
    expect(await screen.findByText('Trip not found')).toBeTruthy();
    expect(within(document.body).queryByRole('heading', { name: 'Trip cost' })).toBeNull();
  });
});
