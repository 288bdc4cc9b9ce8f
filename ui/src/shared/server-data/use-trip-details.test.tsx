import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifyManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Container } from 'inversify';
import { EMPTY_TRIP, err, ok, type ApiFailure, type Result, type TripDetails, type TripService } from '@waybook/core';
import { ServerDataProvider } from '../../app/server-data-provider.js';
import { ContainerProvider } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { useTripDetails } from './use-trip-details.js';

type Answer = Result<TripDetails, ApiFailure>;

const details = (uuid: string, displayName = 'Lyon'): TripDetails => ({
  trip: { ...EMPTY_TRIP, uuid, displayName },
  profiles: [],
  pending: [],
  objects: {} as TripDetails['objects'],
});
const http = (status: number): ApiFailure => ({ kind: 'http', status, code: '', detailedErrorCode: '', description: '' });

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Renders the hook for `uuid` over a trip service whose `details` is `details`. */
function renderDetails(detailsOf: (uuid: string) => Promise<Answer>, uuid: string | undefined = 't1') {
  const trips = { details: vi.fn<TripService['details']>(detailsOf) };
  const container = new Container();
  container.bind(TOKENS.tripService).toConstantValue(trips as unknown as TripService);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContainerProvider container={container}>
      <ServerDataProvider>{children}</ServerDataProvider>
    </ContainerProvider>
  );
  const hook = renderHook(({ id }: { id: string | undefined }) => useTripDetails(id), { wrapper, initialProps: { id: uuid } });
  return { trips, ...hook };
}

// The trip loader on the query cache keeps the contract of the hand-written one it replaced. The
// cache tells its observers on the next tick; here it tells them at once, inside act, so that each
// step's state can be read right after it.
beforeAll(() => notifyManager.setScheduler((callback) => callback()));
afterAll(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

describe('useTripDetails', () => {
  it('loads, then is ready with the details', async () => {
    const { result, trips } = renderDetails(async (uuid) => ok(details(uuid)));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', details: details('t1') }));
    expect(trips.details).toHaveBeenCalledWith('t1');
  });

  it('is not found on a 404, and without a uuid (asking nothing)', async () => {
    const { result } = renderDetails(async () => err(http(404)));
    await waitFor(() => expect(result.current.state.status).toBe('not-found'));
    const { result: none, trips } = renderDetails(async (uuid) => ok(details(uuid)), '');
    await waitFor(() => expect(none.current.state.status).toBe('not-found'));
    expect(trips.details).not.toHaveBeenCalled();
  });

  it('is an error on any other failure (or a rejection), and ready after a retry', async () => {
    const answers: (() => Promise<Answer>)[] = [async () => err(http(500)), () => Promise.reject(new Error('offline')), async () => ok(details('t1'))];
    const { result } = renderDetails(() => answers.shift()!());
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });

  it('drops a late answer for the uuid it had before', async () => {
    const first = deferred<Answer>();
    const { result, rerender } = renderDetails((uuid) => (uuid === 't1' ? first.promise : Promise.resolve(ok(details(uuid, 'Annecy')))));
    rerender({ id: 't2' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', details: details('t2', 'Annecy') }));
    await act(async () => first.resolve(ok(details('t1'))));
    expect(result.current.state).toEqual({ status: 'ready', details: details('t2', 'Annecy') });
  });

  it('reloads while still showing the details, and keeps them when the reload fails', async () => {
    const answers: Answer[] = [ok(details('t1')), err(http(500)), ok(details('t1', 'Lyon again'))];
    const next = deferred<void>();
    const { result } = renderDetails(async () => {
      const answer = answers.shift()!;
      if (answers.length === 0) await next.promise;
      return answer;
    });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    await act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', details: details('t1') });
    let reloading: Promise<void> = Promise.resolve();
    act(() => {
      reloading = result.current.reload();
    });
    expect(result.current.state).toEqual({ status: 'ready', details: details('t1') });
    await act(async () => {
      next.resolve();
      await reloading;
    });
    expect(result.current.state).toEqual({ status: 'ready', details: details('t1', 'Lyon again') });
  });

  it('drops a reload that answers after the uuid changed', async () => {
    const late = deferred<Answer>();
    let t1Calls = 0;
    const { result, rerender } = renderDetails((uuid) => {
      if (uuid === 't1' && ++t1Calls === 2) return late.promise;
      return Promise.resolve(ok(details(uuid, uuid === 't1' ? 'Lyon' : 'Annecy')));
    });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    let reloading: Promise<void> = Promise.resolve();
    act(() => {
      reloading = result.current.reload();
    });
    rerender({ id: 't2' });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', details: details('t2', 'Annecy') }));
    await act(async () => {
      late.resolve(ok(details('t1', 'Lyon, late')));
      await reloading;
    });
    expect(result.current.state).toEqual({ status: 'ready', details: details('t2', 'Annecy') });
  });

  it('changes the details on screen in place', async () => {
    const { result } = renderDetails(async (uuid) => ok(details(uuid)));
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.update((d) => ({ ...d, trip: { ...d.trip, publicGuid: 'g-2' } })));
    expect(result.current.state.status === 'ready' && result.current.state.details.trip.publicGuid).toBe('g-2');
  });
});
