import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripDetails } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { loadStateOf, valueOrThrow } from './load-state.js';
import { queryKeys } from './query-keys.js';

/** Where loading a trip stands. */
export type TripDetailsState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly details: TripDetails };

/** What {@link useTripDetails} gives a trip screen. */
export interface TripDetailsLoad {
  readonly state: TripDetailsState;
  /** Loads the trip again from the start (the loading state first), after an error. */
  readonly retry: () => void;
  /**
   * Reads the trip again while the current details stay on screen (for lists the server changed,
   * such as pending invitations); a failed read keeps what is shown.
   */
  readonly reload: () => Promise<void>;
  /** Changes the details on screen (and in the cache) in place, after a change the server accepted. */
  readonly update: (change: (details: TripDetails) => TripDetails) => void;
}

/**
 * Loads a trip with its participants and plans, for every screen of one trip, through the query
 * cache (key {@link queryKeys.tripDetails}): a screen opened again shows what was read while it
 * reads again. A missing uuid or a 404 (missing trip, or one the user may not see) is the
 * not-found state; any other failure is an error the user can retry.
 *
 * @example
 * const { state, retry } = useTripDetails(tripUuid);
 */
export function useTripDetails(uuid: string | undefined): TripDetailsLoad {
  const trips = useService(TOKENS.tripService);
  const client = useQueryClient();
  const id = uuid ?? '';
  const key = queryKeys.tripDetails(id);
  const query = useQuery({ queryKey: key, queryFn: async () => valueOrThrow(await trips.details(id)), enabled: id !== '' });
  const loaded = loadStateOf(query, id !== '');
  const state: TripDetailsState = loaded.status === 'ready' ? { status: 'ready', details: loaded.value } : loaded;

  const retry = useCallback(() => void client.resetQueries({ queryKey: queryKeys.tripDetails(id), exact: true }), [client, id]);
  const reload = useCallback(async () => {
    if (id !== '') await client.refetchQueries({ queryKey: queryKeys.tripDetails(id), exact: true });
  }, [client, id]);
  const update = useCallback(
    (change: (details: TripDetails) => TripDetails) => client.setQueryData<TripDetails>(queryKeys.tripDetails(id), (d) => (d === undefined ? d : change(d))),
    [client, id],
  );
  return { state, retry, reload, update };
}
