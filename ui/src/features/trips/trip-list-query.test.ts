import { describe, expect, it } from 'vitest';
import { focusTargetOf, pageSlots, readTripListView, tripListSearch } from './trip-list-query.js';

describe('readTripListView', () => {
  it('reads tab, permission and page from the query', () => {
    expect(readTripListView('?tab=past&permission=own&page=2')).toEqual({ tab: 'past', permission: 'own', page: 2 });
    expect(readTripListView('?tab=others_upcoming&permission=others')).toEqual({ tab: 'others_upcoming', permission: 'others', page: 1 });
  });

  it('opens unassigned plans for filter=unfiled, whatever the tab says', () => {
    expect(readTripListView('?filter=unfiled&tab=past').tab).toBe('unassigned');
  });

  it('falls back to the defaults for missing or malformed values', () => {
    expect(readTripListView('')).toEqual({ tab: 'your_upcoming', permission: 'all', page: 1 });
    expect(readTripListView('?tab=nope&permission=mine&page=0')).toEqual({ tab: 'your_upcoming', permission: 'all', page: 1 });
    for (const page of ['-1', '1.5', 'abc', '02', '9999999']) expect(readTripListView(`?page=${page}`).page).toBe(1);
  });
});

describe('tripListSearch', () => {
  it('leaves the defaults out', () => {
    expect(tripListSearch({ tab: 'your_upcoming', permission: 'all', page: 1 })).toBe('');
    expect(tripListSearch({ tab: 'past', permission: 'all', page: 1 })).toBe('?tab=past');
    expect(tripListSearch({ tab: 'your_upcoming', permission: 'own', page: 3 })).toBe('?permission=own&page=3');
  });

  it('round-trips through readTripListView', () => {
    const view = { tab: 'others_upcoming', permission: 'others', page: 4 } as const;
    expect(readTripListView(tripListSearch(view))).toEqual(view);
  });
});

describe('pageSlots', () => {
  it('lists every page up to seven', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(6, 20)).toEqual([1, 'gap', 5, 6, 7, 'gap', 20]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageSlots(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('focusTargetOf', () => {
  it('reads a known focus target from history state', () => {
    expect(focusTargetOf({ focus: 'results' })).toBe('results');
    expect(focusTargetOf({ focus: 'elsewhere' })).toBeUndefined();
    expect(focusTargetOf(null)).toBeUndefined();
    expect(focusTargetOf('tabs')).toBeUndefined();
  });
});
