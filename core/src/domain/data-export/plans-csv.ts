import { planCalendarEvents } from '../plans/plan-calendar.js';
import type { Plan } from '../plans/types/plan.js';
import { csvText, spreadsheetSafe } from './csv.js';

/**
 * The columns of plans.csv in an export, in order (their names are the header row; wire-style
 * names, so a spreadsheet reads like the API). Start and end are the plan's first and last dated
 * moments on their own wall clocks and zones (a flight leaves in one zone and lands in another).
 *
 * @example
 * PLAN_CSV_COLUMNS[0] // 'trip_uuid'
 */
export const PLAN_CSV_COLUMNS = [
  'trip_uuid',
  'trip_name',
  'plan_uuid',
  'plan_type',
  'display_name',
  'start_date',
  'start_time',
  'start_timezone',
  'end_date',
  'end_time',
  'end_timezone',
  'location',
  'supplier_name',
  'supplier_conf_num',
  'booking_site_conf_num',
  'total_cost',
  'notes',
] as const;

/**
 * A plan with the trip it is filed in (null for an unfiled item), as plans.csv lists it.
 *
 * @example
 * const e: PlanCsvEntry = { plan, trip: { uuid: 't1', name: 'Lyon' } };
 */
export interface PlanCsvEntry {
  readonly plan: Plan;
  readonly trip: { readonly uuid: string; readonly name: string } | null;
}

/**
 * One plan as a row of plans.csv, in the order of {@link PLAN_CSV_COLUMNS}. Times are HH:mm:ss
 * ('' when the plan has no time, as for an all-day note); every cell is spreadsheet-safe.
 *
 * @example
 * planCsvRow({ plan: note, trip: null })[3] // 'note'
 */
export function planCsvRow(entry: PlanCsvEntry): string[] {
  const { plan, trip } = entry;
  const events = planCalendarEvents(plan);
  const first = events[0];
  const last = events.at(-1);
  const end = last === undefined ? undefined : (last.end ?? (events.length > 1 ? last.start : undefined));
  const cells = [
    trip?.uuid ?? '',
    trip?.name ?? '',
    plan.meta.uuid,
    plan.type,
    plan.meta.displayName,
    first?.start.date ?? '',
    first?.start.time ?? '',
    first?.start.timeZone ?? '',
    end?.date ?? '',
    end?.time ?? '',
    end?.timeZone ?? '',
    first?.location ?? '',
    plan.booking.supplierName,
    plan.booking.supplierConfirmationNumber,
    plan.booking.bookingSiteConfirmationNumber,
    plan.booking.totalCost,
    plan.booking.notes,
  ];
  return cells.map(spreadsheetSafe);
}

/**
 * plans.csv of an export: the header row, then one row per plan in the order given.
 *
 * @example
 * plansCsv([]) // 'trip_uuid,trip_name,plan_uuid,...,notes\r\n'
 */
export function plansCsv(entries: readonly PlanCsvEntry[]): string {
  return csvText([[...PLAN_CSV_COLUMNS], ...entries.map(planCsvRow)]);
}
