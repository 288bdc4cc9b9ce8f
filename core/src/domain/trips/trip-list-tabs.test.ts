import { describe, expect, it } from 'vitest';
import { TRIP_LIST_PAGE_SIZE, tripListFilters, tripListQuery, tripListTabFromQuery } from './trip-list-tabs.js';

describe('trip list tabs (part 1 sections 2.7, 3.3, 9)', () => {
  it('"Trip-list page size is 10"', () => {
    expect(TRIP_LIST_PAGE_SIZE).toBe(10);
  });
  it('maps the tabs your_upcoming, others_upcoming and past to trip filters', () => {
    expect(tripListFilters('your_upcoming')).toEqual({
      kind: 'trips',
      past: false,
      traveler: 'traveler',
      tripPermissionFilter: 'all',
      sortDirection: 'ascending',
      pageSize: 10,
    });
    expect(tripListFilters('others_upcoming')).toEqual({
      kind: 'trips',
      past: false,
      traveler: 'non_traveler',
      tripPermissionFilter: 'all',
      sortDirection: 'ascending',
      pageSize: 10,
    });
    expect(tripListFilters('past', 'own')).toEqual({
      kind: 'trips',
      past: true,
      traveler: 'all',
      tripPermissionFilter: 'own',
      sortDirection: 'descending',
      pageSize: 10,
    });
  });
  it('"Unassigned plans are the unfiled items"', () => {
    expect(tripListFilters('unassigned')).toEqual({ kind: 'unfiled', pageSize: 10 });
  });
  it('builds the GET v2/list/trip query (exclude_types, traveler, trip_permission_filter, past, page_num, page_size, should_sort_trips_by_date)', () => {
    expect(
      tripListQuery({ kind: 'trips', past: false, traveler: 'non_traveler', tripPermissionFilter: 'others', sortDirection: 'ascending', pageSize: 10 }, 1),
    ).toEqual({
      exclude_types: 'W',
      traveler: 'false',
      trip_permission_filter: 'others',
      past: 'false',
      page_num: '1',
      page_size: '10',
      should_sort_trips_by_date: 'true',
    });
  });
  it('"reached also by trips with a query filter for unfiled items"', () => {
    expect(tripListTabFromQuery({ filter: 'unfiled' })).toBe('unassigned');
    expect(tripListTabFromQuery({ filter: 'unfiled', tab: 'past' })).toBe('unassigned');
    expect(tripListTabFromQuery({ tab: 'others_upcoming' })).toBe('others_upcoming');
    expect(tripListTabFromQuery({ tab: 'nope' })).toBe('your_upcoming');
    expect(tripListTabFromQuery({})).toBe('your_upcoming');
  });
});
