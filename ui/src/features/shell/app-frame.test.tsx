import 'reflect-metadata';
import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { AppFrame } from './app-frame.js';
import CreditsPage from './credits-page.js';
import { NotFoundPage } from '../../shared/pages/not-found-page.js';
import { fakeSession, renderShell } from '../../shared/testing/render-shell.js';
import { FIRST_NAMESPACES } from '../../i18n/first-namespaces.js';
import { createI18n } from '../../i18n/i18n.js';

let mounts = 0;
function Counted() {
  const [id] = useState(() => ++mounts);
  return <p>mount {id}</p>;
}

const routes: RouteObject[] = [
  {
    element: <AppFrame />,
    children: [
      { path: 'trips', element: <h1>Trip list</h1>, handle: { title: 'titles.trips' } },
      { path: 'credits', element: <CreditsPage />, handle: { title: 'titles.credits' } },
      { path: 'counted', element: <Counted />, handle: { title: 'titles.profile' } },
      { path: 'anchors', element: <p id="later">Anchor</p>, handle: { title: 'titles.preferences' } },
      { path: 'notifications', element: <h1>Notifications page</h1>, handle: { title: 'notifications:page.title' } },
      { path: '*', element: <NotFoundPage />, handle: { title: 'titles.notFound' } },
    ],
  },
];

const announcer = () => document.querySelector('[aria-live="polite"]');
const scrollTo = vi.fn();
const scrollIntoView = vi.fn();

beforeEach(() => {
  window.scrollTo = scrollTo as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollTo.mockReset();
  scrollIntoView.mockReset();
});

describe('AppFrame', () => {
  it('starts with a skip link to the main area, which is focusable by script only', async () => {
    const { user } = await renderShell({ routes, initialEntries: ['/credits'] });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main-content');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(main.getAttribute('tabindex')).toBe('-1');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(main);
  });

  it('titles the first page without announcing it', async () => {
    await renderShell({ routes, initialEntries: ['/credits'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Credits' })).toBeDefined();
    expect(document.title).toBe('Credits - Waybook');
    expect(announcer()?.textContent).toBe('');
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
  });

  it('sets and announces "Trips - Waybook" after navigating, scrolls to the top and focuses main for keyboard users', async () => {
    const { user } = await renderShell({ routes, initialEntries: ['/credits'] });
    screen.getByRole('link', { name: 'Trips' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Trip list' })).toBeDefined();
    expect(document.title).toBe('Trips - Waybook');
    expect(announcer()?.textContent).toBe('Trips - Waybook');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('waits for a title from a catalogue not loaded yet, then sets and announces it (never the key)', async () => {
    const i18n = await createI18n('en-US', { namespaces: FIRST_NAMESPACES });
    const { router } = await renderShell({ routes, initialEntries: ['/credits'], i18n });
    expect(i18n.hasLoadedNamespace('notifications')).toBe(false);
    const titles: string[] = [];
    const seen = new MutationObserver(() => titles.push(document.title, announcer()?.textContent ?? ''));
    seen.observe(document.head, { childList: true, subtree: true, characterData: true });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(() => router.navigate('/notifications'));
    await waitFor(() => expect(document.title).toBe('Alerts and notifications - Waybook'));
    await waitFor(() => expect(announcer()?.textContent).toBe('Alerts and notifications - Waybook'));
    seen.disconnect();
    expect(titles.filter((t) => t.includes('page.title'))).toEqual([]);
  });

  it('leaves focus alone when the user navigated with a pointer', async () => {
    const { user } = await renderShell({ routes, initialEntries: ['/credits'] });
    await user.click(screen.getByRole('link', { name: 'Trips' }));
    expect(await screen.findByRole('heading', { name: 'Trip list' })).toBeDefined();
    expect(announcer()?.textContent).toBe('Trips - Waybook');
    expect(document.activeElement).not.toBe(screen.getByRole('main'));
  });

  it('scrolls to the hash target instead of the top', async () => {
    const { router } = await renderShell({ routes, initialEntries: ['/credits'] });
    await act(() => router.navigate('/anchors#later'));
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('later'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('renders the page afresh when the query changes', async () => {
    mounts = 0;
    const { router } = await renderShell({ routes, initialEntries: ['/counted'] });
    expect(screen.getByText('mount 1')).toBeDefined();
    await act(() => router.navigate('/counted?tab=past'));
    expect(screen.getByText('mount 2')).toBeDefined();
  });

  it('shows a loading state while the profile is not loaded', async () => {
    await renderShell({ routes, initialEntries: ['/trips'], session: fakeSession({ profile: undefined, fullProfileLoaded: false }) });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByRole('heading', { name: 'Trip list' })).toBeNull();
  });

  it('shows the unexpected-error text when the profile could not be loaded', async () => {
    await renderShell({ routes, initialEntries: ['/trips'], session: fakeSession({ profile: undefined, fullProfileLoaded: false, loadFailed: true }) });
    expect(screen.getByRole('alert').textContent).toBe('We encountered an unexpected error. Please try again or contact support.');
  });

  it('has the navigation bar, the footer and a not-found state', async () => {
    await renderShell({ routes, initialEntries: ['/nowhere'] });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Error 404' })).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Not Found - Waybook'));
  });
});
