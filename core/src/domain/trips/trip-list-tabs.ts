import type { SortDirection } from './trip-sort.js';
import { travelerFilterQueryValue, type TravelerFilter } from './traveler-filter.js';

/**
 * The trip list tabs of part 1 section 2.7.
 *
 * @example
 * TRIP_LIST_TABS[3] // 'unassigned'
 */
export const TRIP_LIST_TABS = ['your_upcoming', 'others_upcoming', 'past', 'unassigned'] as const;

/**
 * One trip list tab.
 *
 * @example
 * const tab: TripListTab = 'past';
 */
export type TripListTab = (typeof TRIP_LIST_TABS)[number];

/**
 * Trip-list page size (part 1 section 9).
 *
 * @example
 * TRIP_LIST_PAGE_SIZE // 10
 */
export const TRIP_LIST_PAGE_SIZE = 10;

/**
 * Values of `trip_permission_filter`, the list's "your trips / others' trips / all" filter.
 * Choice (the spec gives no values): own = trips the user owns, others = trips owned by someone
 * else, all = both.
 *
 * @example
 * TRIP_PERMISSION_FILTERS // ['all', 'own', 'others']
 */
export const TRIP_PERMISSION_FILTERS = ['all', 'own', 'others'] as const;

/**
 * One trip permission filter.
 *
 * @example
 * const f: TripPermissionFilter = 'own';
 */
export type TripPermissionFilter = (typeof TRIP_PERMISSION_FILTERS)[number];

/**
 * What a tab lists: trips (with past flag, traveler and permission filters and a sort direction)
 * or the unfiled items.
 *
 * @example
 * const f: TripListFilters = { kind: 'unfiled', pageSize: 10 };
 */
export type TripListFilters =
  | {
      readonly kind: 'trips';
      readonly past: boolean;
      readonly traveler: TravelerFilter;
      readonly tripPermissionFilter: TripPermissionFilter;
      readonly sortDirection: SortDirection;
      readonly pageSize: typeof TRIP_LIST_PAGE_SIZE;
    }
  | { readonly kind: 'unfiled'; readonly pageSize: typeof TRIP_LIST_PAGE_SIZE };

/**
 * The filters of a tab. Choices: your_upcoming lists upcoming trips the user travels on,
 * others_upcoming upcoming trips the user does not travel on, past all past trips (newest first);
 * upcoming tabs sort ascending. The permission filter applies to the three trip tabs.
 *
 * @example
 * tripListFilters('others_upcoming')
 * // { kind: 'trips', past: false, traveler: 'non_traveler', tripPermissionFilter: 'all', sortDirection: 'ascending', pageSize: 10 }
 * tripListFilters('unassigned') // { kind: 'unfiled', pageSize: 10 }
 */
export function tripListFilters(tab: TripListTab, permission: TripPermissionFilter = 'all'): TripListFilters {
  const trips = (past: boolean, traveler: TravelerFilter) =>
    ({
      kind: 'trips',
      past,
      traveler,
      tripPermissionFilter: permission,
      sortDirection: past ? 'descending' : 'ascending',
      pageSize: TRIP_LIST_PAGE_SIZE,
    }) as const;
  switch (tab) {
    case 'your_upcoming':
      return trips(false, 'traveler');
    case 'others_upcoming':
      return trips(false, 'non_traveler');
    case 'past':
      return trips(true, 'all');
    case 'unassigned':
      return { kind: 'unfiled', pageSize: TRIP_LIST_PAGE_SIZE };
  }
}

/**
 * The query of GET v2/list/trip for trip filters and a 1-based page. Weather plans are excluded
 * (exclude_types=W, the weather plan type code) and trips are sorted by date on the server.
 *
 * @example
 * tripListQuery(tripListFilters('past'), 2)
 * // { exclude_types: 'W', traveler: 'all', trip_permission_filter: 'all', past: 'true', page_num: '2', page_size: '10', should_sort_trips_by_date: 'true' }
 */
export function tripListQuery(filters: Extract<TripListFilters, { kind: 'trips' }>, pageNum: number): Readonly<Record<string, string>> {
  return {
    exclude_types: 'W',
    traveler: travelerFilterQueryValue(filters.traveler),
    trip_permission_filter: filters.tripPermissionFilter,
    past: filters.past ? 'true' : 'false',
    page_num: String(pageNum),
    page_size: String(filters.pageSize),
    should_sort_trips_by_date: 'true',
  };
}

/**
 * The tab a /trips URL shows: `filter=unfiled` opens the unassigned plans (section 2.7), else a
 * known `tab` query value, else your_upcoming.
 *
 * @example
 * tripListTabFromQuery({ filter: 'unfiled' }) // 'unassigned'
 * tripListTabFromQuery({ tab: 'past' })       // 'past'
 * tripListTabFromQuery({ tab: 'nope' })       // 'your_upcoming'
 */
export function tripListTabFromQuery(query: Readonly<Record<string, string | undefined>>): TripListTab {
  if (query['filter'] === 'unfiled') return 'unassigned';
  const tab = query['tab'];
  return TRIP_LIST_TABS.find((t) => t === tab) ?? 'your_upcoming';
}
