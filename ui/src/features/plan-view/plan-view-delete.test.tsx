import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlanService, flightPlan, http, lodgingPlan, renderPlanView, unfiledNote } from './plan-view-test-kit.js';

// Generous: these tests wait for a modal, a call and a navigation, on machines that may be busy.
const WAIT = { timeout: 4000 };
const location = () => screen.getByTestId('location').textContent;
const toasts = () => screen.getByRole('region', { name: 'Notifications' }).textContent;

async function openDeletePlan(path: string, plans: ReturnType<typeof fakePlanService>, unfiled = false) {
  const user = userEvent.setup();
  await renderPlanView({ path, plans, unfiled });
  await screen.findByRole('heading', { level: 1 });
  await user.click(await screen.findByRole('button', { name: 'Delete plan' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete this plan?' });
  return { user, dialog };
}

describe('PlanViewPage delete plan', () => {
  it('asks first, deletes the plan, goes back to the trip summary and says so in a toast', async () => {
    const plans = fakePlanService(lodgingPlan);
    const { user, dialog } = await openDeletePlan('/trips/t1/lodging/l1', plans);
    expect(within(dialog).getByText('“Grand Central Hotel” will be deleted. This cannot be undone.')).toBeTruthy();
    expect(plans.delete).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(location()).toBe('/trips/t1'), WAIT);
    expect(plans.delete).toHaveBeenCalledWith('lodging', 'l1');
    // The toast region mounts with its first toast, after the navigation has rendered.
    await waitFor(() => expect(toasts()).toContain('“Grand Central Hotel” was deleted.'), WAIT);
  });

  it('deletes the whole flight reservation (not the segment of the URL) and says every segment goes', async () => {
    const plans = fakePlanService(flightPlan);
    const { user, dialog } = await openDeletePlan('/trips/t1/flights/seg-b', plans);
    expect(within(dialog).getByText('All 2 segments of this plan will be deleted.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(location()).toBe('/trips/t1'), WAIT);
    expect(plans.delete).toHaveBeenCalledWith('air', 'a1');
    expect(plans.deleteSegment).not.toHaveBeenCalled();
  });

  it('goes to the unfiled items after deleting an unfiled item', async () => {
    const plans = fakePlanService(unfiledNote);
    const { user, dialog } = await openDeletePlan('/unfiled/note/n1', plans, true);
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    await waitFor(() => expect(location()).toBe('/trips'), WAIT);
    expect(plans.delete).toHaveBeenCalledWith('note', 'n1');
    await waitFor(() => expect(toasts()).toContain('“Visa appointment” was deleted.'), WAIT);
  });

  it('keeps the modal open and says "please try again" when the delete fails', async () => {
    const plans = fakePlanService(lodgingPlan);
    plans.delete.mockResolvedValueOnce({ ok: false, error: http(500) });
    const { user, dialog } = await openDeletePlan('/trips/t1/lodging/l1', plans);
    await user.click(within(dialog).getByRole('button', { name: 'Delete plan' }));
    expect(await screen.findByText("We couldn't delete this plan. Please try again.")).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Delete this plan?' })).toBeTruthy();
    expect(location()).toBe('/trips/t1/lodging/l1');
  });

  it('closes without deleting on Cancel', async () => {
    const plans = fakePlanService(lodgingPlan);
    const { user, dialog } = await openDeletePlan('/trips/t1/lodging/l1', plans);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(plans.delete).not.toHaveBeenCalled();
  });
});
