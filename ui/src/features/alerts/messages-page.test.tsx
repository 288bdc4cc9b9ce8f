import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { alertWorld, wireAlert } from '../../shared/testing/alerts-test-kit.js';
import MessagesPage from './messages-page.js';

async function page(world: ReturnType<typeof alertWorld>) {
  const view = await renderScreen(<MessagesPage />, { path: '/messages', bind: world.bind });
  return { ...view, user: userEvent.setup() };
}

const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('MessagesPage', () => {
  it('lists every alert, 20 a page, with Previous and Next', async () => {
    const world = alertWorld(Array.from({ length: 25 }, (_, i) => wireAlert(i + 1)));
    const { user } = await page(world);
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(titles()[0]).toBe('Alert 1');
    const pager = screen.getByRole('navigation', { name: 'Message pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(titles()).toEqual(['Alert 21', 'Alert 22', 'Alert 23', 'Alert 24', 'Alert 25']));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Messages' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(titles()).toHaveLength(20));
    expect(world.calls).toEqual(['v2/listProAlerts?page_num=1', 'v2/listProAlerts?page_num=2']);
  });

  it('shows the empty state without paging', async () => {
    await page(alertWorld([]));
    expect(await screen.findByText(/You have no messages yet/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('dismisses a premium alert; free alerts have no Dismiss', async () => {
    const world = alertWorld([
      wireAlert(1, { type_code: 'D', trip_item_uuid: 's1', title: 'Departure in 4 hours' }),
      wireAlert(2, { title: 'Trip invitation' }),
    ]);
    const { user } = await page(world);
    const dismiss = await screen.findByRole('button', { name: 'Dismiss “Departure in 4 hours”' });
    expect(screen.getAllByRole('button', { name: /Dismiss/ })).toHaveLength(1);
    await user.click(dismiss);
    await waitFor(() => expect(titles()).toEqual(['Trip invitation']));
    expect(world.calls).toContain('v2/dismissAccountPremiumAlert');
  });

  it('keeps the alert and says so in a toast when dismissing fails', async () => {
    const world = alertWorld([wireAlert(1, { type_code: 'L', trip_item_uuid: 's1', title: 'Delay' })]);
    world.state.failDismiss = true;
    const { user } = await page(world);
    await user.click(await screen.findByRole('button', { name: 'Dismiss “Delay”' }));
    expect(await screen.findByText('Unable to dismiss alerts')).toBeTruthy();
    expect(titles()).toEqual(['Delay']);
  });

  it('says when the alerts cannot be read', async () => {
    const world = alertWorld([]);
    world.state.alerts = [wireAlert(1, { created_at: 'soon' })];
    await page(world);
    expect((await screen.findByRole('alert')).textContent).toBe('Messages could not be loaded.');
  });
});
