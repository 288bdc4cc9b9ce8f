import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../shared/testing/account-test-harness.js';
import { alertWorld, wireAlert } from '../../shared/testing/alerts-test-kit.js';
import { MessagesDropdown, MessagesMenuDot } from './messages-dropdown.js';

const seven = () => Array.from({ length: 7 }, (_, i) => wireAlert(i + 1, { is_new: i === 0 ? 'true' : 'false' }));

async function open(world: ReturnType<typeof alertWorld>) {
  const view = await renderScreen(<MessagesDropdown />, { path: '/trips', routePath: '*', bind: world.bind });
  const user = userEvent.setup();
  return { ...view, user };
}

const setWidth = (px: number) =>
  act(() => {
    window.innerWidth = px;
    window.dispatchEvent(new Event('resize'));
  });

afterEach(() => setWidth(1024));

describe('MessagesDropdown', () => {
  it('shows a red dot, named for screen readers, while any alert is new', async () => {
    await open(alertWorld(seven()));
    expect(await screen.findByRole('button', { name: 'Messages, new messages' })).toBeTruthy();
    expect(screen.getByTestId('new-messages-dot')).toBeTruthy();
  });

  it('has no dot when nothing is new', async () => {
    const world = alertWorld([wireAlert(1)]);
    await open(world);
    await waitFor(() => expect(world.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByTestId('new-messages-dot')).toBeNull();
  });

  it('shows a loading state until the alerts come, then the newest 5 with links, URLs stripped', async () => {
    const world = alertWorld(seven());
    world.holdReads();
    const { user } = await open(world);
    await user.click(screen.getByRole('button', { name: /Messages/ }));
    const dialog = screen.getByRole('dialog', { name: 'Messages' });
    expect(within(dialog).getByText('Loading messages…')).toBeTruthy();
    world.release();
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(5));
    expect(within(dialog).getByRole('link', { name: 'Alert 1' }).getAttribute('href')).toBe('/trips/t1');
    expect(within(dialog).getByText('Ada invited you to trip 1. Open')).toBeTruthy();
    expect(within(dialog).getByText('1 minute ago')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/messages');
    expect(within(dialog).queryByText('Alert 6')).toBeNull();
  });

  it('shows 2 alerts on a phone', async () => {
    setWidth(390);
    const { user } = await open(alertWorld(seven()));
    await user.click(await screen.findByRole('button', { name: /Messages/ }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(2));
  });

  it('says there are no messages, and gives Pro alerts a Pro badge', async () => {
    const { user } = await open(alertWorld([]));
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    expect(await screen.findByText('You have no messages.')).toBeTruthy();
    await user.keyboard('{Escape}');

    const pro = alertWorld([wireAlert(1, { type_code: 'D', trip_item_uuid: 's1', title: 'Departure soon' })]);
    const view = await renderScreen(<MessagesDropdown />, { path: '/trips', routePath: '*', bind: pro.bind });
    await user.click(within(view.container).getByRole('button', { name: 'Messages' }));
    const item = (await screen.findByRole('link', { name: 'Departure soon' })).closest('article');
    expect(item && within(item).getByText('Pro')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Departure soon' }).getAttribute('href')).toBe('/trips/t1/flights/s1');
  });

  it('marks all viewed when closed after showing new alerts, and clears the dot', async () => {
    const world = alertWorld(seven());
    const { user } = await open(world);
    await user.click(await screen.findByRole('button', { name: 'Messages, new messages' }));
    await screen.findByText('Alert 1');
    expect(world.calls).not.toContain('v2/updateProAlertsViewed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(world.calls).toContain('v2/updateProAlertsViewed'));
    await waitFor(() => expect(screen.queryByTestId('new-messages-dot')).toBeNull());
    expect(screen.getByRole('button', { name: 'Messages' })).toBeTruthy();
  });

  it('does not mark anything when nothing was new', async () => {
    const world = alertWorld([wireAlert(1), wireAlert(2)]);
    const { user } = await open(world);
    await user.click(screen.getByRole('button', { name: 'Messages' }));
    await screen.findByText('Alert 1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(world.calls).toEqual(['v2/listProAlerts?page_num=1']);
  });

  it('works from the keyboard: Enter opens and focuses the dialog, Escape closes and returns focus to the bell', async () => {
    const { user } = await open(alertWorld(seven()));
    const bell = await screen.findByRole('button', { name: /Messages/ });
    bell.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(bell));
  });

  it('closes when an alert is followed, marking the new ones viewed', async () => {
    const world = alertWorld(seven());
    const { user } = await open(world);
    await user.click(await screen.findByRole('button', { name: /Messages/ }));
    await user.click(await screen.findByRole('link', { name: 'Alert 2' }));
    expect(screen.getByTestId('location').textContent).toBe('/trips/t2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(world.calls).toContain('v2/updateProAlertsViewed'));
  });
});

describe('MessagesMenuDot', () => {
  it('marks the phone’s Menu button while any alert is new, from the same cached list', async () => {
    const world = alertWorld(seven());
    await renderScreen(
      <button type="button">
        Menu
        <MessagesMenuDot />
      </button>,
      { path: '/trips', routePath: '*', bind: world.bind },
    );
    expect(await screen.findByRole('button', { name: 'Menu, new messages' })).toBeTruthy();
    expect(screen.getByTestId('menu-new-messages-dot')).toBeTruthy();
  });

  it('shows nothing when nothing is new', async () => {
    const world = alertWorld([wireAlert(1)]);
    await renderScreen(
      <button type="button">
        Menu
        <MessagesMenuDot />
      </button>,
      { path: '/trips', routePath: '*', bind: world.bind },
    );
    await waitFor(() => expect(world.calls).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(screen.queryByTestId('menu-new-messages-dot')).toBeNull();
  });
});
