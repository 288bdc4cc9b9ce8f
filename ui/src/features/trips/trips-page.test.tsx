import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import type { Container } from 'inversify';
import {
  EMPTY_TRIP,
  err,
  ok,
  tripListFilters,
  type ApiFailure,
  type PlanService,
  type Result,
  type Trip,
  type TripListPage,
  type TripService,
} from '@waybook/core';
import { TOKENS } from '../../di/tokens.js';
import { renderScreen, sampleProfile, type ScreenOptions } from '../../shared/testing/account-test-harness.js';
import TripsPage from './trips-page.js';

type ListAnswer = Result<TripListPage, ApiFailure>;
type List = TripService['list'];

const trip = (overrides: Partial<Trip> = {}): Trip => ({
  ...EMPTY_TRIP,
  uuid: 't-1',
  displayName: 'Lisbon with friends',
  startDate: '2026-12-03',
  endDate: '2026-12-10',
  primaryLocation: 'Lisbon, Portugal',
  invitees: [{ profileRef: 'p-1', isOwner: true, isReadOnly: false, isTraveler: true }],
  ...overrides,
});

const pageOf = (trips: readonly Trip[], maxPage = 1, profiles: TripListPage['profiles'] = []): TripListPage => ({ trips, profiles, maxPage });

/** Shows the query the page navigated to. */
function SearchProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

/** The frame remounts the page for every new query; this does the same. */
function RemountingTripsPage() {
  const { search } = useLocation();
  return <TripsPage key={search} />;
}

async function renderTrips(list: List, options: Partial<ScreenOptions> & { remount?: boolean } = {}) {
  const fake = vi.fn(list);
  const unfiled = vi.fn(async (_page: number) => ok({ plans: [], maxPage: 1 }));
  const bind = (c: Container) => {
    c.bind(TOKENS.tripService).toConstantValue({ list: fake } as unknown as TripService);
    c.bind(TOKENS.planService).toConstantValue({ unfiled } as unknown as PlanService);
  };
  const page = options.remount ? <RemountingTripsPage /> : <TripsPage />;
  const result = await renderScreen(
    <>
      {page}
      <SearchProbe />
    </>,
    { routePath: '/trips', ...options, path: options.path ?? '/trips', bind },
  );
  return { ...result, list: fake, unfiled, user: userEvent.setup() };
}

const answering =
  (answer: ListAnswer): List =>
  async () =>
    answer;
const search = () => screen.getByTestId('search').textContent;

describe('TripsPage: tabs and filters', () => {
  it('opens your upcoming trips, with the Add Trip button in the header', async () => {
    const { list } = await renderTrips(answering(ok(pageOf([trip()]))));
    expect(screen.getByRole('heading', { level: 1, name: 'Trips' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add trip' }).getAttribute('href')).toBe('/trip/create');
    const tabs = within(screen.getByRole('tablist', { name: 'Trip lists' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Your upcoming', 'Others’ upcoming', 'Past', 'Unassigned plans']);
    expect(screen.getByRole('tab', { name: 'Your upcoming' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Loading trips…').closest('[role="status"]')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Lisbon with friends' })).toBeTruthy();
    expect(list).toHaveBeenCalledExactlyOnceWith(tripListFilters('your_upcoming', 'all'), 1);
    expect(screen.getByRole('tabpanel', { name: 'Your upcoming' })).toBeTruthy();
  });

  it('loads the filters of the tab the user picks and keeps the tab in the URL', async () => {
    const { list, user } = await renderTrips(answering(ok(pageOf([trip()]))));
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(tripListFilters('past', 'all'), 1));
    expect(search()).toBe('?tab=past');
    expect(screen.getByRole('tab', { name: 'Past' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Past trips' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Others’ upcoming' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(tripListFilters('others_upcoming', 'all'), 1));
    expect(search()).toBe('?tab=others_upcoming');
  });

  it('moves between tabs with the arrow keys and opens one with Enter, keeping focus on it', async () => {
    const { list, user } = await renderTrips(answering(ok(pageOf([trip()]))), { remount: true });
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Add trip' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Your upcoming' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Others’ upcoming' }));
    expect(list).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(tripListFilters('others_upcoming', 'all'), 1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Others’ upcoming' })));
    expect(screen.getByRole('tab', { name: 'Others’ upcoming' }).getAttribute('aria-selected')).toBe('true');
  });

  it('reads tab, permission and page from the URL', async () => {
    const { list } = await renderTrips(answering(ok(pageOf([trip()], 3))), { path: '/trips?tab=past&permission=own&page=2' });
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    expect(list).toHaveBeenCalledExactlyOnceWith(tripListFilters('past', 'own'), 2);
    expect(screen.getByRole('radio', { name: 'Trips you own' })).toHaveProperty('checked', true);
  });

  it('filters by owner, back to page 1, keeping the tab', async () => {
    const { list, user } = await renderTrips(answering(ok(pageOf([trip()], 3))), { path: '/trips?tab=past&page=3', remount: true });
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    const group = screen.getByRole('radiogroup', { name: 'Show' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['all', 'own', 'others']);
    await user.click(screen.getByRole('radio', { name: 'Trips others own' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(tripListFilters('past', 'others'), 1));
    expect(search()).toBe('?tab=past&permission=others');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Trips others own' })));
    expect(screen.getByRole('radio', { name: 'Trips others own' })).toHaveProperty('checked', true);
  });

  it('opens unassigned plans from filter=unfiled: the unfiled plans, no owner filter, no trip list', async () => {
    const { list, unfiled } = await renderTrips(answering(ok(pageOf([trip()]))), { path: '/trips?filter=unfiled' });
    expect(screen.getByRole('tab', { name: 'Unassigned plans' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'No unassigned plans' })).toBeTruthy();
    expect(screen.getByText('Plans you import or create outside a trip appear here, so you can move them into a trip later.')).toBeTruthy();
    // The empty tab says how to create one.
    expect(screen.getByRole('link', { name: 'Add a plan' }).getAttribute('href')).toBe('/unfiled/plans/create');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(unfiled).toHaveBeenCalledExactlyOnceWith(1);
    expect(list).not.toHaveBeenCalled();
  });

  it('ignores an answer that arrives after the user moved on', async () => {
    let answerFirst: (answer: ListAnswer) => void = () => undefined;
    const first = new Promise<ListAnswer>((resolve) => {
      answerFirst = resolve;
    });
    const calls: Promise<ListAnswer>[] = [first, Promise.resolve(ok(pageOf([trip({ uuid: 't-2', displayName: 'Oslo in winter' })])))];
    const { user, list } = await renderTrips(() => calls.shift() ?? first);
    await user.click(screen.getByRole('radio', { name: 'Trips you own' }));
    expect(await screen.findByRole('link', { name: 'Oslo in winter' })).toBeTruthy();
    await act(async () => answerFirst(ok(pageOf([trip({ displayName: 'Stale trip' })]))));
    expect(screen.queryByRole('link', { name: 'Stale trip' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Oslo in winter' })).toBeTruthy();
    expect(list.mock.calls).toEqual([
      [tripListFilters('your_upcoming', 'all'), 1],
      [tripListFilters('your_upcoming', 'own'), 1],
    ]);
  });

  it('loads only the selected tab when switching', async () => {
    const { list, user } = await renderTrips(answering(ok(pageOf([trip()]))));
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    expect(list.mock.calls).toEqual([
      [tripListFilters('your_upcoming', 'all'), 1],
      [tripListFilters('past', 'all'), 1],
    ]);
  });
});

describe('TripsPage: pagination', () => {
  it('offers previous, page numbers and next from max_page, and moves focus to the list heading', async () => {
    const trips = Array.from({ length: 10 }, (_, i) => trip({ uuid: `t-${i}`, displayName: `Trip ${i + 1}` }));
    const { list, user } = await renderTrips(answering(ok(pageOf(trips, 3))));
    const nav = await screen.findByRole('navigation', { name: 'Trip list pages' });
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(within(nav).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/trips?page=3');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/trips?page=2');

    await user.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(tripListFilters('your_upcoming', 'all'), 2));
    expect(search()).toBe('?page=2');
    const after = await screen.findByRole('navigation', { name: 'Trip list pages' });
    expect(within(after).getByText('Page 2 of 3')).toBeTruthy();
    expect(within(after).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/trips');
    expect(within(after).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Your upcoming trips' })));
  });

  it('keeps tab and filter in the page links, and shows no pagination for a single page', async () => {
    await renderTrips(answering(ok(pageOf([trip()], 2))), { path: '/trips?tab=past&permission=own&page=2' });
    const nav = await screen.findByRole('navigation', { name: 'Trip list pages' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/trips?tab=past&permission=own');
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('has no pagination when everything fits on one page', async () => {
    await renderTrips(answering(ok(pageOf([trip()], 1))));
    await screen.findByRole('link', { name: 'Lisbon with friends' });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says so when the page asked for no longer exists', async () => {
    await renderTrips(answering(ok(pageOf([], 2))), { path: '/trips?page=5' });
    expect(await screen.findByRole('heading', { name: 'There’s no page 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/trips?page=2');
  });
});

describe('TripsPage: empty and error states', () => {
  it('invites the user to add a trip when there are no upcoming trips', async () => {
    await renderTrips(answering(ok(pageOf([]))));
    expect(await screen.findByRole('heading', { level: 3, name: 'No upcoming trips' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a trip' }).getAttribute('href')).toBe('/trip/create');
  });

  it('explains the others’ tab, and offers to clear the owner filter', async () => {
    await renderTrips(answering(ok(pageOf([]))), { path: '/trips?tab=others_upcoming&permission=own' });
    expect(await screen.findByRole('heading', { name: 'No upcoming trips for others' })).toBeTruthy();
    expect(screen.getByText('You’re only seeing trips you own.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all trips' }).getAttribute('href')).toBe('/trips?tab=others_upcoming');
    expect(screen.getByRole('link', { name: 'Add a trip' }).getAttribute('href')).toBe('/trip/create');
  });

  it('points from an empty past tab to the upcoming trips', async () => {
    await renderTrips(answering(ok(pageOf([]))), { path: '/trips?tab=past' });
    expect(await screen.findByRole('heading', { name: 'No past trips yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your upcoming trips' }).getAttribute('href')).toBe('/trips');
    expect(screen.queryByRole('link', { name: 'Add a trip' })).toBeNull();
  });

  it('reports a failed load and loads again on retry', async () => {
    const answers: ListAnswer[] = [err({ kind: 'network' }), ok(pageOf([trip()]))];
    const { list, user } = await renderTrips(async () => answers.shift() ?? ok(pageOf([])));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We couldn’t load your trips' })).toBeTruthy();
    expect(within(alert).getByText('You seem to be offline. Check your connection, then try again.')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lisbon with friends' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);
    expect(list).toHaveBeenNthCalledWith(2, tripListFilters('your_upcoming', 'all'), 1);
  });

  it('words timeouts, server errors and thrown calls', async () => {
    const { unmount } = await renderTrips(answering(err({ kind: 'timeout' })));
    expect(await screen.findByText('The server took too long to answer. Please try again.')).toBeTruthy();
    unmount();
    const second = await renderTrips(answering(err({ kind: 'http', status: 500, code: 'x', detailedErrorCode: '', description: '' })));
    expect(await screen.findByText('Something went wrong on our side. Please try again in a moment.')).toBeTruthy();
    second.unmount();
    await renderTrips(() => Promise.reject(new Error('boom')));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('TripsPage: trip cards', () => {
  it('shows name, dates in the user’s date order, destination, in-progress badge, statuses and the link', async () => {
    const trips = [
      trip({ uuid: 't-now', displayName: 'Kyoto', startDate: '2026-11-20', endDate: '2026-11-25', statuses: ['delays', 'cancellations'] }),
      trip({ uuid: 't-later', displayName: 'Lisbon', imageUrl: '/app/trip-themes/city.svg', statuses: ['delays', 'conflict'] }),
    ];
    await renderTrips(answering(ok(pageOf(trips))), { profile: sampleProfile({ dateEndianFormat: 'L' }), today: '2026-11-21' });
    const [now, later] = (await screen.findAllByRole('article')).map((a) => within(a));
    if (!now || !later) throw new Error('two cards expected');

    expect(now.getByRole('heading', { level: 3, name: 'Kyoto' })).toBeTruthy();
    expect(now.getByRole('link', { name: 'Kyoto' }).getAttribute('href')).toBe('/trips/t-now');
    expect(now.getByText('20/11/2026 – 25/11/2026')).toBeTruthy();
    expect(now.getByText('Lisbon, Portugal')).toBeTruthy();
    expect(now.getByText('In progress')).toBeTruthy();
    const statuses = now.getByRole('list', { name: 'Trip status' });
    expect(
      within(statuses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cancellations', 'Delays']);
    expect(now.queryByRole('img')).toBeNull();

    expect(later.getByRole('link', { name: 'Lisbon' }).getAttribute('href')).toBe('/trips/t-later');
    expect(later.getByText('03/12/2026 – 10/12/2026')).toBeTruthy();
    expect(later.queryByText('In progress')).toBeNull();
    expect(
      within(later.getByRole('list', { name: 'Trip status' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Conflict']);
    const image = later.getByRole('presentation');
    expect(image.getAttribute('src')).toBe('/app/trip-themes/city.svg');
    expect(image.getAttribute('alt')).toBe('');
  });

  it('writes partial or missing dates and names, in month/day/year order', async () => {
    const trips = [
      trip({ uuid: 'a', displayName: 'Open-ended', startDate: '2026-12-03', endDate: null }),
      trip({ uuid: 'b', displayName: 'Deadline', startDate: null, endDate: '2026-12-10' }),
      trip({ uuid: 'c', displayName: '  ', startDate: null, endDate: null, primaryLocation: '', statuses: [] }),
      trip({ uuid: 'd', displayName: 'Day trip', startDate: '2026-12-03', endDate: '2026-12-03' }),
    ];
    await renderTrips(answering(ok(pageOf(trips))), { profile: sampleProfile({ dateEndianFormat: 'M' }) });
    const cards = (await screen.findAllByRole('article')).map((a) => within(a));
    expect(cards[0]?.getByText('From 12/03/2026')).toBeTruthy();
    expect(cards[1]?.getByText('Until 12/10/2026')).toBeTruthy();
    expect(cards[2]?.getByRole('link', { name: 'Untitled trip' })).toBeTruthy();
    expect(cards[2]?.getByText('Dates not set')).toBeTruthy();
    expect(cards[2]?.queryByRole('list')).toBeNull();
    expect(cards[3]?.getByText('12/03/2026')).toBeTruthy();
  });

  it('names the owner of a trip someone else owns', async () => {
    const shared = trip({
      uuid: 't-shared',
      displayName: 'Family reunion',
      invitees: [
        { profileRef: 'p-9', isOwner: true, isReadOnly: false, isTraveler: true },
        { profileRef: 'p-1', isOwner: false, isReadOnly: true, isTraveler: false },
      ],
    });
    const profiles = [{ profileRef: 'p-9', displayName: 'Bo Smith', emailAddress: null }];
    await renderTrips(answering(ok(pageOf([shared, trip()], 1, profiles))), { path: '/trips?tab=others_upcoming' });
    const [sharedCard, ownCard] = (await screen.findAllByRole('article')).map((a) => within(a));
    expect(sharedCard?.getByText('Owned by Bo Smith')).toBeTruthy();
    expect(ownCard?.queryByText(/Owned by/)).toBeNull();
  });

  it('speaks the user’s language', async () => {
    await renderTrips(answering(ok(pageOf([trip()], 2))), { locale: 'fr-FR', profile: sampleProfile({ dateEndianFormat: 'L' }) });
    expect(await screen.findByText('du 03/12/2026 au 10/12/2026')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Vos voyages à venir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un voyage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suivante' })).toBeTruthy();
  });
});
