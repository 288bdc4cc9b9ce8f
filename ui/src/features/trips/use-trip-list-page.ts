import { useCallback, useEffect, useState } from 'react';
import { tripListFilters, type ApiFailure, type TripListPage } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import type { TripListView } from './trip-list-query.js';

/** Where the list of one view stands. A failure is null when the call threw instead of answering. */
export type TripListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: ApiFailure | null }
  | { readonly status: 'loaded'; readonly page: TripListPage };

type Outcome = Exclude<TripListState, { status: 'loading' }>;

const LOADING: TripListState = { status: 'loading' };

/**
 * Loads the page of trips a list view shows (never for the unassigned tab, whose plans come with
 * the plans issue) and offers a retry. Answers that arrive after the view changed are dropped.
 *
 * @example
 * const { state, retry } = useTripListPage({ tab: 'past', permission: 'all', page: 2 });
 */
export function useTripListPage(view: TripListView): { readonly state: TripListState; readonly retry: () => void } {
  const trips = useService(TOKENS.tripService);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly outcome: Outcome } | null>(null);
  const { tab, permission, page } = view;
  const key = `${tab}|${permission}|${page}|${attempt}`;

  useEffect(() => {
    const filters = tripListFilters(tab, permission);
    if (filters.kind !== 'trips') return undefined;
    let current = true;
    const settle = (outcome: Outcome) => {
      if (current) setAnswer({ key, outcome });
    };
    trips.list(filters, page).then(
      (result) => settle(result.ok ? { status: 'loaded', page: result.value } : { status: 'failed', failure: result.error }),
      () => settle({ status: 'failed', failure: null }),
    );
    return () => {
      current = false;
    };
  }, [trips, key, tab, permission, page]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: answer?.key === key ? answer.outcome : LOADING, retry };
}
