import { useCallback, useEffect, useRef, useState } from 'react';
import type { TripDetails } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

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
  /** Changes the details on screen in place, after a change the server accepted. */
  readonly update: (change: (details: TripDetails) => TripDetails) => void;
}

/**
 * Loads a trip with its participants and plans, for every screen of one trip. A missing uuid or a
 * 404 (missing trip, or one the user may not see) is the not-found state; any other failure is an
 * error the user can retry. An answer for an earlier uuid (or an earlier attempt) is dropped.
 *
 * @example
 * const { state, retry } = useTripDetails(tripUuid);
 */
export function useTripDetails(uuid: string | undefined): TripDetailsLoad {
  const trips = useService(TOKENS.tripService);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TripDetailsState>({ status: 'loading' });
  // The load in force; answers that belong to another one are stale.
  const inForce = useRef<{ readonly uuid: string } | null>(null);

  useEffect(() => {
    if (uuid === undefined || uuid === '') {
      setState({ status: 'not-found' });
      return;
    }
    const load = { uuid };
    inForce.current = load;
    setState({ status: 'loading' });
    void trips.details(uuid).then((result) => {
      if (inForce.current !== load) return;
      if (result.ok) setState({ status: 'ready', details: result.value });
      else if (result.error.kind === 'http' && result.error.status === 404) setState({ status: 'not-found' });
      else setState({ status: 'error' });
    }, () => {
      if (inForce.current === load) setState({ status: 'error' });
    });
    return () => {
      if (inForce.current === load) inForce.current = null;
    };
  }, [trips, uuid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const reload = useCallback(async () => {
    const load = inForce.current;
    if (load === null || load.uuid !== uuid) return;
    const result = await trips.details(load.uuid);
    if (inForce.current === load && result.ok) setState({ status: 'ready', details: result.value });
  }, [trips, uuid]);

  const update = useCallback((change: (details: TripDetails) => TripDetails) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', details: change(s.details) } : s));
  }, []);

  return { state, retry, reload, update };
}
