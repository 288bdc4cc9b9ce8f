import 'reflect-metadata';
import '../components/testing/dom-polyfills.js';
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { Container } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_TRIP, ok, type PlaceSearch, type PlanService, type Trip, type TripService } from '@waybook/core';
import { TOKENS } from '../di/tokens.js';
import { FIRST_NAMESPACES } from '../i18n/first-namespaces.js';
import { createI18n, NAMESPACES } from '../i18n/i18n.js';
import { AppFrame } from '../features/shell/app-frame.js';
import { MessagesDropdown, MessagesMenuDot } from '../features/alerts/messages-dropdown.js';
import TripsPage from '../features/trips/trips-page.js';
import { PageLoading } from '../shared/pages/page-loading.js';
import { fakeProfile, fakeSession, renderShell } from '../shared/testing/render-shell.js';
import { BookingVerification } from '../features/booking-verification/booking-verification.js';
import { alertWorld, wireAlert } from '../shared/testing/alerts-test-kit.js';

const trip = (n: number, overrides: Partial<Trip> = {}): Trip => ({
  ...EMPTY_TRIP,
  uuid: `t-${n}`,
  displayName: `Trip ${n}`,
  startDate: '2031-06-03',
  endDate: '2031-06-10',
  primaryLocation: 'Lisbon, Portugal',
  invitees: [{ profileRef: 'p1', isOwner: true, isReadOnly: false, isTraveler: true }],
  ...overrides,
});

/**
 * The trip list opens with only the catalogues bundled for it (main.tsx loads FIRST_NAMESPACES):
 * the frame, its menus and messages and the trip list must find every key they look up there, or
 * the traveler would read raw keys until a later page fetched the rest.
 */
describe('the first page and its catalogues', () => {
  it('finds every key in the first namespaces: frame, menus, messages, tabs and trip cards', async () => {
    const missing: string[] = [];
    const i18n = await createI18n('en-US', { namespaces: FIRST_NAMESPACES, onMissingKey: (ns, key) => void missing.push(`${ns}:${key}`) });
    const world = alertWorld([wireAlert(1, { is_new: 'true' }), wireAlert(2)]);
    const list = vi.fn(async () => ok({ trips: [trip(1), trip(2, { displayName: 'Trip 2' })], profiles: [], maxPage: 2 }));
    const bind = (c: Container) => {
      world.bind(c);
      c.bind(TOKENS.tripService).toConstantValue({ list } as unknown as TripService);
      c.bind(TOKENS.planService).toConstantValue({ unfiled: async () => ok({ plans: [], maxPage: 1 }) } as unknown as PlanService);
    };
    const { user } = await renderShell({
      i18n,
      bind,
      initialEntries: ['/trips'],
      routes: [
        {
          element: <AppFrame messages={<MessagesDropdown />} menuBadge={<MessagesMenuDot />} />,
          children: [
            {
              path: 'trips',
              element: (
                <Suspense fallback={<PageLoading />}>
                  <TripsPage />
                </Suspense>
              ),
              handle: { title: 'titles.trips' },
            },
          ],
        },
      ],
    });
    expect(await screen.findByText('Trip 1')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Messages/ }));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(2));
    await user.keyboard('{Escape}');
    for (const menu of screen.getAllByRole('button', { expanded: false }).filter((b) => b.getAttribute('aria-haspopup') === 'true')) {
      await user.click(menu);
      await user.keyboard('{Escape}');
    }
    expect(missing).toEqual([]);
    // Nothing else was fetched: the other namespaces wait for the page that needs them.
    expect(NAMESPACES.filter((ns) => i18n.hasLoadedNamespace(ns))).toEqual(expect.arrayContaining([...FIRST_NAMESPACES]));
    expect(NAMESPACES.filter((ns) => i18n.hasLoadedNamespace(ns)).sort()).toEqual([...FIRST_NAMESPACES].sort());
  });

  it('opens a modal of the first page with every catalogue it reads: the traveler-details check shows rule messages', async () => {
    window.sessionStorage.clear();
    const missing: string[] = [];
    const i18n = await createI18n('en-US', { namespaces: FIRST_NAMESPACES, onMissingKey: (ns, key) => void missing.push(`${ns}:${key}`) });
    await renderShell({
      i18n,
      initialEntries: ['/trips'],
      session: fakeSession({ profile: fakeProfile({ firstName: 'Ada', lastName: 'Ada' }) }),
      bind: (c) => void c.bind(TOKENS.placeSearch).toConstantValue({ search: async () => ok([]) } as unknown as PlaceSearch),
      routes: [{ path: 'trips', element: <BookingVerification /> }],
    });
    await screen.findByRole('dialog', { name: 'Confirm your traveler details' });
    expect(screen.getAllByText('Names cannot be the same.').length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});
