import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import AddPlanPage from './add-plan-page.js';
import PlanFormPage from './plan-form-page.js';
import { bindFakes, fakePlans, fakeTrips, location } from './plan-form-test-kit.js';

// Plans in no trip, created from the unassigned plans tab: /unfiled/plans/create, /unfiled/{type}/create.

vi.setConfig({ testTimeout: 30000 });

describe('Add a plan in no trip', () => {
  it('lists the twelve types, each opening its form for an unfiled plan, and leads back to the unassigned plans', async () => {
    const trips = fakeTrips();
    await renderScreen(<AddPlanPage unfiled />, { path: '/unfiled/plans/create', routePath: '/unfiled/plans/create', bind: bindFakes(fakePlans(), trips) });
    const list = screen.getByRole('list', { name: 'Add a Plan' });
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(within(list).getByRole('link', { name: 'Flight' }).getAttribute('href')).toBe('/unfiled/flights/create');
    expect(within(list).getByRole('link', { name: 'Car Rental' }).getAttribute('href')).toBe('/unfiled/car-rental/create');
    expect(screen.getByText('Unfiled item')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to unassigned plans' }).getAttribute('href')).toBe('/trips?tab=unassigned');
    expect(trips.details).not.toHaveBeenCalled();
  });

  it('creates a note in no trip and returns to the unassigned plans', async () => {
    const user = userEvent.setup({ delay: null });
    const plans = fakePlans();
    const trips = fakeTrips();
    await renderScreen(<PlanFormPage mode="create" unfiled />, {
      path: '/unfiled/note/create',
      routePath: '/unfiled/:planRoute/create',
      bind: bindFakes(plans, trips),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Note' })).toBeTruthy();
    expect(screen.getByText('Unfiled item')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Visa appointment');
    await user.click(screen.getByRole('button', { name: 'Add plan' }));
    await waitFor(() => expect(plans.create).toHaveBeenCalledTimes(1));
    expect(plans.create.mock.calls[0]?.[0]).toMatchObject({ type: 'note', meta: { displayName: 'Visa appointment', tripUuid: '' } });
    expect(trips.details).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/trips'));
  });
});
