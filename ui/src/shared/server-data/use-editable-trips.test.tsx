import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { EMPTY_TRIP, err, ok, type ApiFailure, type Trip, type TripService } from '@waybook/core';
import { ServerDataProvider } from '../../app/server-data-provider.js';
import { ContainerProvider } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { invitees, ME } from '../testing/trip-summary-test-kit.js';
import { useEditableTrips } from './use-editable-trips.js';

type ListFilters = Parameters<TripService['list']>[0];
type Answer = Awaited<ReturnType<TripService['list']>>;

const http = (status: number): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode: '', description: '' });
const mine = (uuid: string): Trip => ({ ...EMPTY_TRIP, uuid, displayName: uuid, invitees: invitees('edit') });
const othersTrip = (uuid: string): Trip => ({ ...EMPTY_TRIP, uuid, displayName: uuid, invitees: invitees('viewer') });
const tabOf = (filters: ListFilters) => (filters.past ? 'past' : filters.traveler === 'traveler' ? 'your_upcoming' : 'others_upcoming');
const page = (trips: readonly Trip[], maxPage = 1): Answer => ok({ trips: [...trips], profiles: [], maxPage });

/** Renders the hook over a trip service whose `list` answers `answer(filters, page)`. */
function renderEditable(answer: (filters: ListFilters, page: number) => Promise<Answer>, isOpen = true) {
  const trips = { list: vi.fn<TripService['list']>(answer) };
  const container = new Container();
  container.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>
      <ServerDataProvider>{children}</ServerDataProvider>
    </ContainerProvider>
  );
  const hook = renderHook(({ isOpen }: { isOpen: boolean }) => useEditableTrips({ isOpen, me: ME, exclude: 't-self' }), { wrapper, initialProps: { isOpen } });
  return { trips, ...hook };
}

const uuids = (state: ReturnType<typeof useEditableTrips>['state']) => (state.status === 'ready' ? state.trips.map((c) => c.uuid) : state.status);

// The cache tells its observers on the next tick; here it tells them at once, inside act.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

describe('useEditableTrips', () => {
  it('reads the first page of the three trip tabs, keeping trips the user can edit once and not the excluded one', async () => {
    const { result, trips } = renderEditable(async (filters) =>
      page(tabOf(filters) === 'past' ? [mine('t-past'), mine('t-a')] : [mine('t-a'), othersTrip('t-theirs'), mine('t-self')]),
    );
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(uuids(result.current.state)).toEqual(['t-a', 't-past']));
    expect(trips.list).toHaveBeenCalledTimes(3);
    expect(trips.list.mock.calls.map(([filters, n]) => [tabOf(filters), n])).toEqual([
      ['your_upcoming', 1],
      ['others_upcoming', 1],
      ['past', 1],
    ]);
    expect(result.current.hasMore).toBe(false);
  });

  it('asks nothing while closed', () => {
    const { result, trips, rerender } = renderEditable(async () => page([mine('t-a')]), false);
    rerender({ isOpen: false });
    expect(result.current.state.status).toBe('loading');
    expect(trips.list).toHaveBeenCalledTimes(0);
    rerender({ isOpen: true });
    expect(trips.list).toHaveBeenCalledTimes(3);
  });

  it('loads the next page of each tab that has one, and says when a page failed while keeping what came', async () => {
    const { result, trips } = renderEditable(async (filters, n) => {
      if (tabOf(filters) === 'your_upcoming') return n === 3 ? err(http(500)) : page([mine(`t-u${n}`)], 3);
      if (tabOf(filters) === 'past') return page([mine(`t-p${n}`)], 2);
      return page([]);
    });
    await waitFor(() => expect(uuids(result.current.state)).toEqual(['t-u1', 't-p1']));
    expect(result.current.hasMore).toBe(true);
    let complete: boolean | undefined;
    await act(async () => {
      complete = await result.current.loadMore();
    });
    expect(complete).toBe(true);
    expect(uuids(result.current.state)).toEqual(['t-u1', 't-p1', 't-u2', 't-p2']);
    await act(async () => {
      complete = await result.current.loadMore();
    });
    expect(complete).toBe(false);
    expect(uuids(result.current.state)).toEqual(['t-u1', 't-p1', 't-u2', 't-p2']);
    expect(result.current.hasMore).toBe(true);
    expect(trips.list.mock.calls.filter(([filters]) => tabOf(filters) === 'past').map(([, n]) => n)).toEqual([1, 2]);
  });

  it('is an error when a first page fails, and ready after a retry', async () => {
    let failing = true;
    const { result } = renderEditable(async (filters) => (failing && tabOf(filters) === 'others_upcoming' ? err(http(500)) : page([mine('t-a')])));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    failing = false;
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(uuids(result.current.state)).toEqual(['t-a']));
  });

  it('reads the list anew, from the loading state, each time it opens', async () => {
    let name = 't-first';
    const { result, rerender, trips } = renderEditable(async (filters) => page(tabOf(filters) === 'past' ? [mine(name)] : []));
    await waitFor(() => expect(uuids(result.current.state)).toEqual(['t-first']));
    rerender({ isOpen: false });
    name = 't-second';
    rerender({ isOpen: true });
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(uuids(result.current.state)).toEqual(['t-second']));
    expect(trips.list).toHaveBeenCalledTimes(6);
  });
});
