import { useCallback, useEffect, useState } from 'react';
import type { TripDetails } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

/** Where loading a trip stands. */
export type TripDetailsState =
  | { readonly status: 'loading' }
  | { readonly status: 'not-found' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly details: TripDetails };

/**
 * Loads a trip with its participants and plans. A 404 (missing trip, or one the user may not
 * see) is the not-found state; any other failure is an error the user can retry.
 *
 * @example
 * const { state, retry } = useTripDetails(tripUuid);
 */
export function useTripDetails(uuid: string | undefined): { readonly state: TripDetailsState; readonly retry: () => void } {
  const trips = useService(TOKENS.tripService);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<TripDetailsState>({ status: 'loading' });

  useEffect(() => {
    if (uuid === undefined || uuid === '') {
      setState({ status: 'not-found' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    void trips.details(uuid).then((result) => {
      if (!live) return;
      if (result.ok) setState({ status: 'ready', details: result.value });
      else if (result.error.kind === 'http' && result.error.status === 404) setState({ status: 'not-found' });
      else setState({ status: 'error' });
    }, () => {
      if (live) setState({ status: 'error' });
    });
    return () => {
      live = false;
    };
  }, [trips, uuid, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
