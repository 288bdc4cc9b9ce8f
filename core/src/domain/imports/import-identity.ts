import type { PlanDateTime } from '../plans/plan-fields.js';
import type { Plan } from '../plans/types/plan.js';

/**
 * The first and last local dates (yyyy-MM-dd, each at its own place) a plan covers, or null when
 * it has no date at all.
 *
 * @example
 * const d: PlanLocalDates = { first: '2026-12-03', last: '2026-12-11' };
 */
export interface PlanLocalDates {
  readonly first: string;
  readonly last: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isPlanDateTime(v: object): v is PlanDateTime {
  return 'date' in v && 'isTimeKnown' in v && typeof (v as { date: unknown }).date === 'string';
}

// Every date-time of a plan (its own, and its segments'), in no particular order.
function dateTimesOf(v: unknown, out: PlanDateTime[] = []): PlanDateTime[] {
  if (Array.isArray(v)) v.forEach((x: unknown) => dateTimesOf(x, out));
  else if (typeof v === 'object' && v !== null) {
    if (isPlanDateTime(v)) out.push(v);
    else Object.values(v).forEach((x: unknown) => dateTimesOf(x, out));
  }
  return out;
}

/**
 * The first and last local dates of a plan: the smallest and largest date among all its
 * date-times (segments included; dates are local to each place, as the plan page shows them).
 *
 * @example
 * planLocalDates(roundTrip) // { first: '2026-12-03', last: '2026-12-11' }
 * planLocalDates(noteWithoutDate) // null
 */
export function planLocalDates(plan: Plan): PlanLocalDates | null {
  const dates = dateTimesOf(plan)
    .map((d) => d.date)
    .filter((d) => DATE.test(d))
    .sort();
  const [first, last] = [dates[0], dates.at(-1)];
  return first === undefined || last === undefined ? null : { first, last };
}

/**
 * Who an imported reservation is, so importing it again updates it in place: the plan type, the
 * booking reference and the first local date. The reference is the supplier's confirmation number
 * (upper case, spaces and dashes removed); without one, a flight's or train's first segment number
 * ('AF1234', 'TGV6611') or the plan's name stands in. `key` is the three joined
 * ('air|X2Y3Z4|2026-12-03'): the lookup key a store can index. `confirmed` says the reference is a
 * confirmation number (not a stand-in).
 *
 * @example
 * const id: ImportIdentity = { type: 'air', reference: 'X2Y3Z4', confirmed: true, firstDate: '2026-12-03', key: 'air|X2Y3Z4|2026-12-03' };
 */
export interface ImportIdentity {
  readonly type: Plan['type'];
  readonly reference: string;
  readonly confirmed: boolean;
  readonly firstDate: string;
  readonly key: string;
}

const tidy = (text: string): string => text.toUpperCase().replace(/[\s\u00a0-]+/g, '');

function referenceOf(plan: Plan): string {
  const confirmation = tidy(plan.booking.supplierConfirmationNumber);
  if (confirmation !== '') return confirmation;
  if (plan.type === 'air' && plan.segments[0]) return tidy(`${plan.segments[0].marketingAirlineCode}${plan.segments[0].marketingFlightNumber}`);
  if (plan.type === 'rail' && plan.segments[0]) return tidy(`${plan.segments[0].trainType}${plan.segments[0].trainNumber}`);
  return tidy(plan.meta.displayName);
}

/**
 * The identity of an imported plan (see {@link ImportIdentity}), or null when it has no reference
 * or no date (such a plan is always imported as new).
 *
 * @example
 * importIdentity(airPlan)?.key // 'air|X2Y3Z4|2026-12-03'
 */
export function importIdentity(plan: Plan): ImportIdentity | null {
  const reference = referenceOf(plan);
  const dates = planLocalDates(plan);
  if (reference === '' || dates === null) return null;
  const confirmed = tidy(plan.booking.supplierConfirmationNumber) !== '';
  return { type: plan.type, reference, confirmed, firstDate: dates.first, key: `${plan.type}|${reference}|${dates.first}` };
}

/**
 * Whether two imported plans are the same reservation: same type and reference, and same first
 * date, except for flights with a confirmation number on both sides, whose booking reference stays
 * while the airline moves them to another day (that is a flight conflict, see
 * compareImportedFlight, not a new reservation).
 *
 * @example
 * isSameImport(importIdentity(storedFlight), importIdentity(rescheduledFlight)) // true: same type and booking reference
 */
export function isSameImport(a: ImportIdentity | null, b: ImportIdentity | null): boolean {
  if (a === null || b === null || a.type !== b.type || a.reference !== b.reference) return false;
  return (a.type === 'air' && a.confirmed && b.confirmed) || a.firstDate === b.firstDate;
}

/**
 * The stored plan an imported one updates: the first of `existing` that {@link isSameImport}
 * says is the same reservation (an exact key first), or undefined when the import is new.
 *
 * @example
 * findImportMatch([{ uuid: 'p1', plan: stored }], imported)?.uuid // 'p1'
 */
export function findImportMatch<T extends { readonly plan: Plan }>(existing: readonly T[], imported: Plan): T | undefined {
  const id = importIdentity(imported);
  if (id === null) return undefined;
  return existing.find((e) => importIdentity(e.plan)?.key === id.key) ?? existing.find((e) => isSameImport(importIdentity(e.plan), id));
}
