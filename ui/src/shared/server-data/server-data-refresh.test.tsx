import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ok, plansOfObjectLists, type ApiFailure, type Plan, type PlanType, type Result } from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { fakeDocumentService } from '../../features/plan-view/plan-view-test-kit.js';
import { renderScreen } from '../testing/account-test-harness.js';
import PlanViewPage from '../../features/plan-view/plan-view-page.js';
import TripSummaryPage from '../../features/trip-summary/trip-summary-page.js';
import { emptyObjects, fakePlanService, fakeTripService, sampleDetails, sampleTrip } from '../testing/trip-summary-test-kit.js';

// Writes invalidate what they change: a screen opened after a write shows the new data at once,
// not what was read before it (which the query cache would otherwise show while reading again).
const at = (date: string, time: string, timezone: string) => ({ date, time, timezone });
const hotel = {
  uuid: 'h1',
  display_name: 'The Jane',
  StartDateTime: at('2026-11-21', '15:00:00', 'America/New_York'),
  EndDateTime: at('2026-11-22', '11:00:00', 'America/New_York'),
};
const dinner = { uuid: 'r1', display_name: 'Dishoom', DateTime: at('2026-11-23', '19:30:00', 'Europe/London') };
const before = sampleDetails(sampleTrip('owner'), { objects: { ...emptyObjects, LodgingObject: [hotel], RestaurantObject: [dinner] } });
const after = sampleDetails(sampleTrip('owner'), { objects: { ...emptyObjects, RestaurantObject: [dinner] } });
const theJane = plansOfObjectLists({ LodgingObject: [{ ...hotel, trip_uuid: 't1' }] })[0] as Plan;

const NoMoveCopy = () => null;

/** The trip summary and the plan page in one router, over one query cache. */
function TripRoutes() {
  return (
    <Routes>
      <Route index element={<TripSummaryPage />} />
      <Route path=":planRoute/:segmentUuid" element={<PlanViewPage moveCopyActions={NoMoveCopy} />} />
    </Routes>
  );
}

async function renderTrip() {
  // The trip answers with the hotel until it is deleted.
  let deleted = false;
  const trips = fakeTripService(before);
  trips.details.mockImplementation(async () => ok(deleted ? after : before));
  const plans = {
    ...fakePlanService(),
    get: async (_type: PlanType, _uuid: string): Promise<Result<Plan, ApiFailure>> => ok(theJane),
    delete: async (_type: PlanType, _uuid: string): Promise<Result<void, ApiFailure>> => {
      deleted = true;
      return ok(undefined);
    },
  };
  const user = userEvent.setup();
  await renderScreen(<TripRoutes />, {
    path: '/trips/t1',
    routePath: '/trips/:tripUuid/*',
    today: '2026-11-22',
    bind: (container) => {
      container.bind(TOKENS.tripService).toConstantValue(trips as never);
      container.bind(TOKENS.planService).toConstantValue(plans as never);
      container.bind(TOKENS.documentService).toConstantValue(fakeDocumentService() as never);
    },
  });
  return { user, trips };
}

describe('server data after writes', () => {
  it('shows the trip without a plan deleted from the plan page, at once', async () => {
    const { user, trips } = await renderTrip();
    await user.click((await screen.findAllByRole('link', { name: 'The Jane' }))[0]!);
    await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this plan?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    // Back on the summary: its first render already comes without the hotel.
    expect(await screen.findByRole('heading', { level: 1, name: 'Lyon getaway' })).toBeTruthy();
    expect(screen.queryAllByRole('link', { name: 'The Jane' })).toEqual([]);
    expect(screen.getByRole('link', { name: 'Dishoom' })).toBeTruthy();
    await waitFor(() => expect(trips.details.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});
