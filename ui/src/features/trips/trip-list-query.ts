import { formatQuery, parseQuery, TRIP_PERMISSION_FILTERS, tripListTabFromQuery, type TripListTab, type TripPermissionFilter } from '@waybook/core';

/** What the /trips URL selects: the tab, the permission filter and the 1-based page. */
export interface TripListView {
  readonly tab: TripListTab;
  readonly permission: TripPermissionFilter;
  readonly page: number;
}

const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;

/**
 * Reads the list view from a /trips query string. Unknown or malformed values fall back to the
 * defaults (your_upcoming, all, page 1) rather than failing, as old links and typed URLs do carry them.
 *
 * @example
 * readTripListView('?tab=past&permission=own&page=2') // { tab: 'past', permission: 'own', page: 2 }
 * readTripListView('?filter=unfiled')                 // { tab: 'unassigned', permission: 'all', page: 1 }
 */
export function readTripListView(search: string): TripListView {
  const query = parseQuery(search);
  const permission = TRIP_PERMISSION_FILTERS.find((f) => f === query['permission']) ?? 'all';
  const pageText = query['page'] ?? '';
  return { tab: tripListTabFromQuery(query), permission, page: POSITIVE_INTEGER.test(pageText) ? Number(pageText) : 1 };
}

/**
 * The query string of a list view, leaving defaults out so the plain /trips stays plain.
 *
 * @example
 * tripListSearch({ tab: 'past', permission: 'all', page: 1 })          // '?tab=past'
 * tripListSearch({ tab: 'your_upcoming', permission: 'own', page: 3 }) // '?permission=own&page=3'
 */
export function tripListSearch(view: TripListView): string {
  return formatQuery({
    tab: view.tab === 'your_upcoming' ? undefined : view.tab,
    permission: view.permission === 'all' ? undefined : view.permission,
    page: view.page > 1 ? String(view.page) : undefined,
  });
}

/** One slot of the pagination bar: a page number, or a gap standing for the pages left out. */
export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: all of them when there are at most seven, else the first, the last
 * and the current page with its neighbours, with gaps between.
 *
 * @example
 * pageSlots(1, 3)   // [1, 2, 3]
 * pageSlots(6, 20)  // [1, 'gap', 5, 6, 7, 'gap', 20]
 * pageSlots(2, 20)  // [1, 2, 3, 'gap', 20]
 */
export function pageSlots(current: number, maxPage: number): readonly PageSlot[] {
  if (maxPage <= 7) return Array.from({ length: Math.max(maxPage, 1) }, (_, i) => i + 1);
  const shown = [...new Set([1, current - 1, current, current + 1, maxPage])].filter((p) => p >= 1 && p <= maxPage).sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const p of shown) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && p - previous === 2) slots.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) slots.push('gap');
    slots.push(p);
  }
  return slots;
}

/** The control to give focus back to once a list view change has been navigated to. */
export type TripListFocus = 'tabs' | 'permission' | 'results';

/** The history state a list view change carries, naming where focus goes afterwards. */
export interface TripListNavigationState {
  readonly focus: TripListFocus;
}

/**
 * The focus target a location's history state names, if any.
 *
 * @example
 * focusTargetOf({ focus: 'results' }) // 'results'
 * focusTargetOf(null)                 // undefined
 */
export function focusTargetOf(state: unknown): TripListFocus | undefined {
  if (typeof state !== 'object' || state === null || !('focus' in state)) return undefined;
  const focus = (state as { focus: unknown }).focus;
  return focus === 'tabs' || focus === 'permission' || focus === 'results' ? focus : undefined;
}
