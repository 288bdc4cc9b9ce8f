import { useCallback, useEffect, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { mayEditTrip, tripListFilters, tripRoleOf, type Trip, type TripListFilters, type TripListTab, type TripService } from '@waybook/core';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { valueOrThrow } from './load-state.js';
import { queryKeys } from './query-keys.js';

// The three trip tabs together list every trip of the user: upcoming ones they travel on, the
// other upcoming ones, and the past ones.
const TABS = ['your_upcoming', 'others_upcoming', 'past'] as const satisfies readonly TripListTab[];
type Tab = (typeof TABS)[number];
type Pages = Readonly<Record<Tab, { readonly page: number; readonly maxPage: number }>>;

/** One read: the next page of every tab that had one; `complete` false when a tab's page failed. */
interface Batch {
  readonly trips: readonly Trip[];
  readonly pages: Pages;
  readonly complete: boolean;
}

function filtersOf(tab: Tab): Extract<TripListFilters, { kind: 'trips' }> {
  const filters = tripListFilters(tab);
  if (filters.kind !== 'trips') throw new Error(`${tab} does not list trips`);
  return filters;
}

// The first read asks page 1 of every tab at once and fails whole; a later one asks each tab's
// next page in turn and keeps what came before a failure.
async function readBatch(trips: Pick<TripService, 'list'>, after: Pages | null): Promise<Batch> {
  if (after === null) {
    const pages = await Promise.all(TABS.map(async (tab) => valueOrThrow(await trips.list(filtersOf(tab), 1))));
    const entries = TABS.map((tab, i) => [tab, { page: 1, maxPage: pages[i]?.maxPage ?? 1 }] as const);
    return { trips: pages.flatMap((p) => p.trips), pages: Object.fromEntries(entries) as Pages, complete: true };
  }
  const pages = { ...after };
  const found: Trip[] = [];
  for (const tab of TABS) {
    const { page, maxPage } = after[tab];
    if (page >= maxPage) continue;
    const result = await trips.list(filtersOf(tab), page + 1);
    if (!result.ok) return { trips: found, pages, complete: false };
    pages[tab] = { page: page + 1, maxPage: result.value.maxPage };
    found.push(...result.value.trips);
  }
  return { trips: found, pages, complete: true };
}

const hasNext = (pages: Pages) => TABS.some((tab) => pages[tab].page < pages[tab].maxPage);

/** Where the list of trips the user can edit stands. */
export type EditableTrips =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ready'; readonly trips: readonly Trip[]; readonly loadingMore: boolean };

/** What {@link useEditableTrips} gives. */
export interface EditableTripsLoad {
  readonly state: EditableTrips;
  readonly hasMore: boolean;
  /** Loads the next page of every tab that has one; false when a page failed. */
  readonly loadMore: () => Promise<boolean>;
  /** Reads the list again from the start (the loading state first), after an error. */
  readonly retry: () => void;
}

/**
 * The user's trips they can edit (to merge a trip into, or move or copy a plan to), through the
 * query cache (key {@link queryKeys.editableTrips}): the first page of each trip tab while
 * `isOpen`, more on demand, without duplicates and without `exclude`. The list is read anew each
 * time it opens (what was read is dropped when it closes).
 *
 * @example
 * const { state, hasMore, loadMore } = useEditableTrips({ isOpen, me: 'p-1', exclude: 't1' });
 */
export function useEditableTrips(options: { readonly isOpen: boolean; readonly me: string; readonly exclude: string | null }): EditableTripsLoad {
  const { isOpen, me, exclude } = options;
  const trips = useService(TOKENS.tripService);
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: queryKeys.editableTrips(),
    queryFn: ({ pageParam }) => readBatch(trips, pageParam),
    initialPageParam: null as Pages | null,
    getNextPageParam: (last: Batch) => (hasNext(last.pages) ? last.pages : undefined),
    enabled: isOpen,
  });

  useEffect(() => {
    if (!isOpen) return undefined;
    return () => client.removeQueries({ queryKey: queryKeys.editableTrips(), exact: true });
  }, [client, isOpen]);

  const batches = query.data?.pages;
  const eligible = useMemo(() => {
    const seen = new Set<string>();
    return (batches ?? [])
      .flatMap((batch) => batch.trips)
      .filter((c) => {
        if (c.uuid === exclude || seen.has(c.uuid) || !mayEditTrip(tripRoleOf(c, me))) return false;
        seen.add(c.uuid);
        return true;
      });
  }, [batches, exclude, me]);

  let state: EditableTrips = { status: 'loading' };
  if (batches !== undefined) state = { status: 'ready', trips: eligible, loadingMore: query.isFetchingNextPage };
  else if (query.isError) state = { status: 'error' };

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const loadMore = useCallback(async () => {
    if (!hasNextPage || isFetchingNextPage) return true;
    const result = await fetchNextPage();
    return !result.isError && result.data?.pages.at(-1)?.complete !== false;
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const retry = useCallback(() => void client.resetQueries({ queryKey: queryKeys.editableTrips(), exact: true }), [client]);
  return { state, hasMore: hasNextPage, loadMore, retry };
}
