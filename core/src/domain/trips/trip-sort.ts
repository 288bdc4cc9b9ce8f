import type { TripDates } from './trip-timing.js';

/**
 * Sort direction of a trip list.
 *
 * @example
 * const d: SortDirection = 'descending';
 */
export type SortDirection = 'ascending' | 'descending';

// Compares two optional internal dates in a direction; null sorts after any date either way.
function compareOptional(a: string | null, b: string | null, direction: SortDirection): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const order = a < b ? -1 : 1;
  return direction === 'ascending' ? order : -order;
}

/**
 * Compares trips by start date, then end date, in the given direction (part 1 section 4). A
 * trip without a start date sorts after every trip with one, in both directions; likewise a
 * missing end date sorts after a present one among trips with the same start.
 *
 * @example
 * [b, a].sort((x, y) => compareTrips(x, y, 'ascending'))
 */
export function compareTrips(a: TripDates, b: TripDates, direction: SortDirection): number {
  return compareOptional(a.startDate, b.startDate, direction) || compareOptional(a.endDate, b.endDate, direction);
}

/**
 * A sorted copy of a trip list (see {@link compareTrips}); stable, so trips with equal dates keep
 * their order.
 *
 * @example
 * sortTrips([{ startDate: null, endDate: null }, { startDate: '2026-01-02', endDate: null }], 'descending')
 * // [{ startDate: '2026-01-02', endDate: null }, { startDate: null, endDate: null }]
 */
export function sortTrips<T extends TripDates>(trips: readonly T[], direction: SortDirection): readonly T[] {
  return [...trips].sort((a, b) => compareTrips(a, b, direction));
}
