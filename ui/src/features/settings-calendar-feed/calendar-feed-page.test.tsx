import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { err, ok, type CalendarFeedClient } from '@waybook/core';
import type { Container } from 'inversify';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile } from '../../shared/testing/account-test-harness.js';
import CalendarFeedPage from './calendar-feed-page.js';

const URL_1 = 'https://waybook.app/feed/ical/abc.ics';
const URL_2 = 'https://waybook.app/feed/ical/def.ics';
const PATH = '/settings/calendar-feed';

function fakes() {
  const feed = {
    enable: vi.fn<CalendarFeedClient['enable']>(async () => ok(URL_1)),
    disable: vi.fn<CalendarFeedClient['disable']>(async () => ok(undefined)),
    reset: vi.fn<CalendarFeedClient['reset']>(async () => ok(URL_2)),
  };
  return { feed, bind: (c: Container) => c.bind(TOKENS.calendarFeed).toConstantValue(feed as unknown as CalendarFeedClient) };
}

const urlField = () => screen.getByLabelText<HTMLInputElement>('Your private calendar feed link');

describe('CalendarFeedPage', () => {
  it('turns an off feed on and shows its URL with a webcal link', async () => {
    const f = fakes();
    const { session } = await renderScreen(<CalendarFeedPage />, { path: PATH, bind: f.bind });
    expect(screen.getByRole('heading', { name: 'Status: Off' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    expect(f.feed.enable).toHaveBeenCalled();
    expect(await screen.findByText('Calendar feed turned on.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Status: On' })).toBeTruthy();
    expect(urlField().value).toBe(URL_1);
    expect(urlField().readOnly).toBe(true);
    expect(screen.getByRole('link', { name: 'Subscribe in your calendar app' }).getAttribute('href')).toBe('webcal://waybook.app/feed/ical/abc.ics');
    expect(screen.getByText(/anyone who has it can see your trips/)).toBeTruthy();
    expect(session.adoptProfile).toHaveBeenCalledWith(expect.objectContaining({ icalUrl: URL_1 }));
  });

  it('says so when turning on fails', async () => {
    const f = fakes();
    f.feed.enable.mockResolvedValueOnce(err('failed'));
    await renderScreen(<CalendarFeedPage />, { path: PATH, bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Turn on calendar feed' }));
    expect(await screen.findByText('Unable to turn on the calendar feed')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Status: Off' })).toBeTruthy();
  });

  it('resets the link after confirmation and shows the new URL and the 48 hours note', async () => {
    const f = fakes();
    await renderScreen(<CalendarFeedPage />, { path: PATH, profile: sampleProfile({ icalUrl: URL_1 }), bind: f.bind });
    expect(urlField().value).toBe(URL_1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Reset your calendar feed link?')).toBeTruthy();
    expect(f.feed.reset).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    expect(f.feed.reset).toHaveBeenCalled();
    await waitFor(() => expect(urlField().value).toBe(URL_2));
    expect(screen.getByText(/This is your new link/)).toBeTruthy();
    expect(screen.getAllByText('Changes can take up to 48 hours to show.').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the feed and shows the toast when reset or disable fails', async () => {
    const f = fakes();
    f.feed.reset.mockResolvedValueOnce(err('failed'));
    f.feed.disable.mockResolvedValueOnce(err('failed'));
    await renderScreen(<CalendarFeedPage />, { path: PATH, profile: sampleProfile({ icalUrl: URL_1 }), bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Reset link' }));
    expect(await screen.findByText('Unable to reset or disable calendar feed')).toBeTruthy();
    expect(urlField().value).toBe(URL_1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getAllByText('Unable to reset or disable calendar feed')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Status: On' })).toBeTruthy();
  });

  it('turns the feed off after confirmation, and cancelling changes nothing', async () => {
    const f = fakes();
    const { session } = await renderScreen(<CalendarFeedPage />, { path: PATH, profile: sampleProfile({ icalUrl: URL_1 }), bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(f.feed.disable).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Calendar feed turned off.')).toBeTruthy();
    expect(f.feed.disable).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Status: Off' })).toBeTruthy();
    expect(screen.queryByLabelText('Your private calendar feed link')).toBeNull();
    expect(session.adoptProfile).toHaveBeenCalledWith(expect.objectContaining({ icalUrl: '' }));
  });

  it('saves the detailed and local-time flags through the profile', async () => {
    const f = fakes();
    const { session } = await renderScreen(<CalendarFeedPage />, {
      path: PATH,
      profile: sampleProfile({ icalUrl: URL_1, isCalLocaltime: true }),
      bind: f.bind,
    });
    const detailed = screen.getByRole<HTMLInputElement>('switch', { name: 'Include details (confirmation numbers, costs, places)' });
    const local = screen.getByRole<HTMLInputElement>('switch', { name: 'Use local times' });
    expect(detailed.checked).toBe(false);
    expect(local.checked).toBe(true);
    await userEvent.click(detailed);
    expect(session.updateProfile).toHaveBeenCalledWith({ isCalDetailed: true });
    await waitFor(() => expect(detailed.checked).toBe(true));
    await userEvent.click(local);
    expect(session.updateProfile).toHaveBeenCalledWith({ isCalLocaltime: false });
    await waitFor(() => expect(local.checked).toBe(false));
  });

  it('keeps a flag as it was when saving fails', async () => {
    const f = fakes();
    const { session } = await renderScreen(<CalendarFeedPage />, { path: PATH, profile: sampleProfile({ icalUrl: URL_1 }), bind: f.bind });
    session.updateProfile.mockResolvedValueOnce(err({ kind: 'network' }) as never);
    const detailed = screen.getByRole<HTMLInputElement>('switch', { name: 'Include details (confirmation numbers, costs, places)' });
    await userEvent.click(detailed);
    expect(await screen.findByText('Unable to update calendar feed')).toBeTruthy();
    expect(detailed.checked).toBe(false);
  });

  it('copies the URL', async () => {
    const f = fakes();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderScreen(<CalendarFeedPage />, { path: PATH, profile: sampleProfile({ icalUrl: URL_1 }), bind: f.bind });
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect(await screen.findByText('Link copied.')).toBeTruthy();
  });
});
