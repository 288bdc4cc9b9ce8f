import type { Plan } from '../plans/types/plan.js';
import { planLocalDates, type PlanLocalDates } from './import-identity.js';

/**
 * How many days an import may lie before or after a trip and still extend it (a flight home the
 * day after the trip's last day, a hotel booked two nights before it): 3. Further away, the
 * import starts a new trip.
 *
 * @example
 * TRIP_EXTENSION_DAYS // 3
 */
export const TRIP_EXTENSION_DAYS = 3;

/**
 * A trip of the user as placement sees it: its dates (yyyy-MM-dd; a trip with no start date is
 * never chosen, one with no end date is taken as one day), its destination and whether the user
 * may add plans to it (owner, traveler or planner; viewers may not).
 *
 * @example
 * const t: PlacementTrip = { uuid: 't1', startDate: '2026-12-02', endDate: '2026-12-12', destination: 'New York', isEditable: true };
 */
export interface PlacementTrip {
  readonly uuid: string;
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly destination: string;
  readonly isEditable: boolean;
}

/**
 * Where imported plans go: into a trip that covers their dates; into a nearby trip that grows by
 * `days` to new dates ("Will extend your trip duration by {number} days."); into a new trip named
 * `name` ('' when no destination is known: the caller names it) with the plans' dates; or into
 * Unfiled Items.
 *
 * @example
 * const p: ImportPlacement = { kind: 'extend', tripUuid: 't1', startDate: '2026-12-02', endDate: '2026-12-14', days: 2 };
 */
export type ImportPlacement =
  | { readonly kind: 'trip'; readonly tripUuid: string }
  | { readonly kind: 'extend'; readonly tripUuid: string; readonly startDate: string; readonly endDate: string; readonly days: number }
  | { readonly kind: 'new-trip'; readonly name: string; readonly startDate: string; readonly endDate: string }
  | { readonly kind: 'unfiled' };

/**
 * What placement needs: the dates of the imported plans (null when they have none), the
 * destination to name a new trip, the user's trips, the user's import setting ('trips' by default,
 * or 'unfiled'), and how far a trip may be to be extended (default {@link TRIP_EXTENSION_DAYS}).
 *
 * @example
 * const i: PlacementInput = { dates: { first: '2026-12-03', last: '2026-12-11' }, destination: 'New York', trips: [], importTo: 'trips' };
 */
export interface PlacementInput {
  readonly dates: PlanLocalDates | null;
  readonly destination: string;
  readonly trips: readonly PlacementTrip[];
  readonly importTo: 'trips' | 'unfiled';
  readonly maxExtensionDays?: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface Span {
  readonly trip: PlacementTrip;
  readonly start: number;
  readonly end: number;
}

function spanOf(trip: PlacementTrip): Span | null {
  if (!trip.isEditable || trip.startDate === null || !DATE.test(trip.startDate)) return null;
  const start = dayNumber(trip.startDate);
  const end = trip.endDate !== null && DATE.test(trip.endDate) ? Math.max(start, dayNumber(trip.endDate)) : start;
  return Number.isFinite(start) && Number.isFinite(end) ? { trip, start, end } : null;
}

const byUuid = (a: Span, b: Span) => (a.trip.uuid < b.trip.uuid ? -1 : a.trip.uuid > b.trip.uuid ? 1 : 0);

/**
 * Where imported plans go (see {@link ImportPlacement}). With the setting 'unfiled', or plans
 * without any date: Unfiled Items. Else the editable trip that covers the first and last dates
 * (the shortest such trip; then the earliest start; then the smallest uuid); else the editable
 * trip lying at most `maxExtensionDays` days before or after (or overlapping) that needs the fewest
 * extra days, which are always at least 1 (ties: the nearest, the earliest start, the smallest
 * uuid); else a new trip named from the destination over the plans' dates. Trips the user cannot
 * edit are never chosen.
 *
 * @example
 * placeImport({ dates: { first: '2026-12-13', last: '2026-12-14' }, destination: 'New York', importTo: 'trips',
 *   trips: [{ uuid: 't1', startDate: '2026-12-02', endDate: '2026-12-12', destination: 'New York', isEditable: true }] })
 * // { kind: 'extend', tripUuid: 't1', startDate: '2026-12-02', endDate: '2026-12-14', days: 2 }
 */
export function placeImport(input: PlacementInput): ImportPlacement {
  const { dates } = input;
  if (input.importTo === 'unfiled' || dates === null || !DATE.test(dates.first) || !DATE.test(dates.last)) return { kind: 'unfiled' };
  const [first, last] = [dayNumber(dates.first), dayNumber(dates.last)].sort((a, b) => a - b) as [number, number];
  const spans = input.trips.map(spanOf).filter((s): s is Span => s !== null);
  const covering = spans
    .filter((s) => s.start <= first && last <= s.end)
    .sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start || byUuid(a, b))[0];
  if (covering) return { kind: 'trip', tripUuid: covering.trip.uuid };
  const limit = input.maxExtensionDays ?? TRIP_EXTENSION_DAYS;
  const gap = (s: Span) => Math.max(0, s.start - last, first - s.end);
  const growth = (s: Span) => Math.max(0, s.start - first) + Math.max(0, last - s.end);
  const nearest = spans.filter((s) => gap(s) <= limit).sort((a, b) => growth(a) - growth(b) || gap(a) - gap(b) || a.start - b.start || byUuid(a, b))[0];
  if (nearest) {
    const iso = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
    const [startDate, endDate] = [iso(Math.min(nearest.start, first)), iso(Math.max(nearest.end, last))];
    return { kind: 'extend', tripUuid: nearest.trip.uuid, startDate, endDate, days: growth(nearest) };
  }
  return {
    kind: 'new-trip',
    name: input.destination,
    startDate: dates.first <= dates.last ? dates.first : dates.last,
    endDate: dates.first <= dates.last ? dates.last : dates.first,
  };
}

/**
 * The first and last local dates over several imported plans (see planLocalDates), or null when
 * none has a date.
 *
 * @example
 * importedDates([flightOut, hotel, flightBack]) // { first: '2026-12-03', last: '2026-12-11' }
 */
export function importedDates(plans: readonly Plan[]): PlanLocalDates | null {
  const all = plans.map(planLocalDates).filter((d): d is PlanLocalDates => d !== null);
  if (all.length === 0) return null;
  return {
    first: all.map((d) => d.first).sort()[0] ?? '',
    last:
      all
        .map((d) => d.last)
        .sort()
        .at(-1) ?? '',
  };
}
