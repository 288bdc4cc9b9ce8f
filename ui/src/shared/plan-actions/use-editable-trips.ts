import { useCallback, useEffect, useState } from 'react';
import { mayEditTrip, tripListFilters, tripRoleOf, type Trip, type TripListFilters, type TripListTab } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';

// The three trip tabs together list every trip of the user (as the merge modal reads them).
const TABS = ['your_upcoming', 'others_upcoming', 'past'] as const satisfies readonly TripListTab[];
type Tab = (typeof TABS)[number];
type Pages = Readonly<Record<Tab, { readonly page: number; readonly maxPage: number }>>;

function filtersOf(tab: Tab): Extract<TripListFilters, { kind: 'trips' }> {
  const filters = tripListFilters(tab);
  if (filters.kind !== 'trips') throw new Error(`${tab} does not list trips`);
  return filters;
}

/** Where the list of trips a plan can go to stands. */
export type EditableTrips =
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | { readonly status: 'ready'; readonly trips: readonly Trip[]; readonly pages: Pages; readonly loadingMore: boolean };

/** What {@link useEditableTrips} gives. */
export interface EditableTripsLoad {
  readonly state: EditableTrips;
  readonly hasMore: boolean;
  /** Loads the next page of every tab that has one; false when a page failed. */
  readonly loadMore: () => Promise<boolean>;
  readonly retry: () => void;
}

/**
 * The user's trips they can edit, first page of each trip tab while `isOpen`, without duplicates
 * and without `exclude` (the trip a plan is moved out of).
 *
 * @example
 * const { state, hasMore, loadMore } = useEditableTrips({ isOpen, me: 'p-1', exclude: 't1' });
 */
export function useEditableTrips(options: { readonly isOpen: boolean; readonly me: string; readonly exclude: string | null }): EditableTripsLoad {
  const { isOpen, me, exclude } = options;
  const trips = useService(TOKENS.tripService);
  const [state, setState] = useState<EditableTrips>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const eligible = useCallback(
    (list: readonly Trip[], known: readonly Trip[]) => {
      const seen = new Set(known.map((k) => k.uuid));
      return list.filter((c) => {
        if (c.uuid === exclude || seen.has(c.uuid) || !mayEditTrip(tripRoleOf(c, me))) return false;
        seen.add(c.uuid);
        return true;
      });
    },
    [exclude, me],
  );

  useEffect(() => {
    if (!isOpen) return undefined;
    let live = true;
    setState({ status: 'loading' });
    void Promise.all(TABS.map((tab) => trips.list(filtersOf(tab), 1))).then(
      (results) => {
        if (!live) return;
        const pages: Partial<Record<Tab, { page: number; maxPage: number }>> = {};
        const found: Trip[] = [];
        for (const [i, result] of results.entries()) {
          if (!result.ok) {
            setState({ status: 'error' });
            return;
          }
          pages[TABS[i] ?? 'past'] = { page: 1, maxPage: result.value.maxPage };
          found.push(...eligible(result.value.trips, found));
        }
        setState({ status: 'ready', trips: found, pages: pages as Pages, loadingMore: false });
      },
      () => {
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [isOpen, trips, eligible, attempt]);

  const hasMore = state.status === 'ready' && TABS.some((tab) => state.pages[tab].page < state.pages[tab].maxPage);

  const loadMore = async (): Promise<boolean> => {
    if (state.status !== 'ready' || state.loadingMore) return true;
    setState({ ...state, loadingMore: true });
    const pages = { ...state.pages };
    const found = [...state.trips];
    let complete = true;
    for (const tab of TABS) {
      const { page, maxPage } = state.pages[tab];
      if (page >= maxPage) continue;
      const result = await trips.list(filtersOf(tab), page + 1);
      if (!result.ok) {
        complete = false;
        break;
      }
      pages[tab] = { page: page + 1, maxPage: result.value.maxPage };
      found.push(...eligible(result.value.trips, found));
    }
    setState({ status: 'ready', trips: found, pages, loadingMore: false });
    return complete;
  };

  return { state, hasMore, loadMore, retry: () => setAttempt((n) => n + 1) };
}
