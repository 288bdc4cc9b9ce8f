import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err } from '@waybook/core';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import AddPlanPage from './add-plan-page.js';
import { bindFakes, fakePlans, fakeTrips, httpError, location, TRIP } from './plan-form-test-kit.js';

async function renderChooser(trips = fakeTrips()) {
  const user = userEvent.setup();
  const harness = await renderScreen(<AddPlanPage />, {
    path: '/trips/t1/plans/create',
    routePath: '/trips/:tripUuid/plans/create',
    bind: bindFakes(fakePlans(), trips),
  });
  return { user, trips, ...harness };
}

describe('Add a Plan', () => {
  it('lists the twelve plan types as links to their forms in the trip', async () => {
    const { trips } = await renderChooser();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Plan' })).toBeTruthy();
    expect(trips.details).toHaveBeenCalledWith('t1');
    const list = screen.getByRole('list', { name: 'Add a Plan' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(new Set(links.map((l) => l.getAttribute('href'))).size).toBe(12);
    const byName = (name: string) => within(list).getByRole('link', { name });
    expect(byName('Flight').getAttribute('href')).toBe('/trips/t1/flights/create');
    expect(byName('Lodging').getAttribute('href')).toBe('/trips/t1/lodging/create');
    expect(byName('Car Rental').getAttribute('href')).toBe('/trips/t1/car-rental/create');
    expect(byName('Directions').getAttribute('href')).toBe('/trips/t1/direction/create');
    expect(byName('Parking').getAttribute('href')).toBe('/trips/t1/parking/create');
    // Each link is named by its type and described by its hint; icons are decorative.
    expect(byName('Lodging').getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(byName('Lodging').getAttribute('aria-describedby') ?? '')?.textContent).toBe('Hotels, rentals and other places to stay');
    expect(byName('Lodging').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens the chosen type', async () => {
    const { user } = await renderChooser();
    await user.click(await screen.findByRole('link', { name: 'Car Rental' }));
    await waitFor(() => expect(location()).toBe('/trips/t1/car-rental/create'));
  });

  it('offers a viewer no types, only the way back to the trip', async () => {
    await renderChooser(fakeTrips({ ...TRIP, invitees: [{ profileRef: 'p-1', isOwner: false, isReadOnly: true, isTraveler: false }] }));
    expect(await screen.findByText("You can view this trip, but you don't have permission to add plans to it.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lodging' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the trip' }).getAttribute('href')).toBe('/trips/t1');
  });

  it('shows "Trip not found" for a trip the user cannot see', async () => {
    const trips = fakeTrips();
    trips.details.mockResolvedValueOnce(err(httpError(404, 'not_found')));
    await renderChooser(trips);
    expect(await screen.findByText('Trip not found')).toBeTruthy();
  });
});
