import type { Plan } from './types/plan.js';

/**
 * Every i18next key of the `plans` namespace a collapsed plan summary uses. `summary.text` shows
 * text typed by the user as it is (`{{text}}`); the counted ones come in a singular key (count 1)
 * and a plural key (any other count); `summary.separator` joins the parts.
 *
 * @example
 * PLAN_SUMMARY_MESSAGE_KEYS.includes('plans:summary.rooms') // true
 */
export const PLAN_SUMMARY_MESSAGE_KEYS = [
  'plans:summary.separator',
  'plans:summary.text',
  'plans:summary.room',
  'plans:summary.rooms',
  'plans:summary.guest',
  'plans:summary.guests',
  'plans:summary.passenger',
  'plans:summary.passengers',
  'plans:summary.tableFor',
  'plans:summary.cabin',
  'plans:summary.coach',
  'plans:summary.seat',
  'plans:summary.seats',
] as const;

/**
 * A key of {@link PLAN_SUMMARY_MESSAGE_KEYS}.
 *
 * @example
 * const k: PlanSummaryMessageKey = 'plans:summary.guests';
 */
export type PlanSummaryMessageKey = (typeof PLAN_SUMMARY_MESSAGE_KEYS)[number];

/**
 * The key that joins the parts of a summary (' · ' in English).
 *
 * @example
 * parts.map((p) => t(p.key, p.values)).join(t(PLAN_SUMMARY_SEPARATOR_KEY))
 */
export const PLAN_SUMMARY_SEPARATOR_KEY: PlanSummaryMessageKey = 'plans:summary.separator';

/**
 * One part of a collapsed plan summary: an i18next key of the `plans` namespace and its values.
 *
 * @example
 * const p: PlanSummaryPart = { key: 'plans:summary.rooms', values: { count: 2 } };
 */
export interface PlanSummaryPart {
  readonly key: PlanSummaryMessageKey;
  readonly values: Readonly<Record<string, string | number>>;
}

function text(value: string): PlanSummaryPart[] {
  const t = value.trim();
  return t === '' ? [] : [{ key: 'plans:summary.text', values: { text: t } }];
}

// A count typed as text ('2', ' 3 '); anything but a whole number above zero is left out.
function count(value: string, one: PlanSummaryMessageKey, other: PlanSummaryMessageKey): PlanSummaryPart[] {
  const t = value.trim();
  if (!/^\d{1,6}$/.test(t)) return [];
  const n = Number(t);
  return n === 0 ? [] : [{ key: n === 1 ? one : other, values: { count: n } }];
}

function labelled(value: string, key: PlanSummaryMessageKey, name: string): PlanSummaryPart[] {
  const t = value.trim();
  return t === '' ? [] : [{ key, values: { [name]: t } }];
}

// A seat list as typed ('31F', '31F, 31G', '12A 12B'): one seat or several.
function seats(value: string): PlanSummaryPart[] {
  const t = value.trim();
  if (t === '') return [];
  const several = t.split(/[\s,;]+/).filter((s) => s !== '').length > 1;
  return [{ key: several ? 'plans:summary.seats' : 'plans:summary.seat', values: { seats: t } }];
}

function segmentOf<S extends { readonly uuid: string }>(segments: readonly S[], segmentUuid: string): S | undefined {
  return (segmentUuid === '' ? undefined : segments.find((s) => s.uuid === segmentUuid)) ?? segments[0];
}

/**
 * The parts of a plan's collapsed one-line summary, in order, for the UI to translate and join
 * with {@link PLAN_SUMMARY_SEPARATOR_KEY}. Blank fields are left out, so a plan with nothing to
 * say gives []. Part 2 describes the lodging one; the others follow the same idea:
 * - lodging: room type, rooms ('2 rooms'), guests ('3 guests', from number_guests);
 * - car rental: car type, car description;
 * - cruise: cabin number ('Cabin 412'), cabin type, dining;
 * - restaurant: party size ('Table for 4'), cuisine, price range;
 * - flight: service class, seats ('Seat 31F', 'Seats 31F, 31G');
 * - rail: service class, coach ('Coach 3'), seats;
 * - transport: vehicle description, passengers ('2 passengers');
 * - activity, note, map, directions, parking: [].
 * Flight, rail and transport describe one segment: the one whose uuid is `segmentUuid`, else the
 * first. Counts are read from the text as typed: a whole number above zero, the singular key for
 * 1; any other text is left out. No traveler names and nothing redactPlanForViewer empties is
 * used, so a viewer sees the same summary.
 *
 * @example
 * planSummaryParts({ ...lodging, roomType: 'Suite', numberRooms: '2', numberGuests: '1' })
 * // [{ key: 'plans:summary.text', values: { text: 'Suite' } },
 * //  { key: 'plans:summary.rooms', values: { count: 2 } },
 * //  { key: 'plans:summary.guest', values: { count: 1 } }]
 */
export function planSummaryParts(plan: Plan, segmentUuid = ''): PlanSummaryPart[] {
  switch (plan.type) {
    case 'lodging':
      return [
        ...text(plan.roomType),
        ...count(plan.numberRooms, 'plans:summary.room', 'plans:summary.rooms'),
        ...count(plan.numberGuests, 'plans:summary.guest', 'plans:summary.guests'),
      ];
    case 'car':
      return [...text(plan.carType), ...text(plan.carDescription)];
    case 'cruise':
      return [...labelled(plan.cabinNumber, 'plans:summary.cabin', 'number'), ...text(plan.cabinType), ...text(plan.dining)];
    case 'restaurant':
      return [...count(plan.numberPatrons, 'plans:summary.tableFor', 'plans:summary.tableFor'), ...text(plan.cuisine), ...text(plan.priceRange)];
    case 'air': {
      const s = segmentOf(plan.segments, segmentUuid);
      return s === undefined ? [] : [...text(s.serviceClass), ...seats(s.seats)];
    }
    case 'rail': {
      const s = segmentOf(plan.segments, segmentUuid);
      return s === undefined ? [] : [...text(s.serviceClass), ...labelled(s.coachNumber, 'plans:summary.coach', 'number'), ...seats(s.seats)];
    }
    case 'transport': {
      const s = segmentOf(plan.segments, segmentUuid);
      return s === undefined ? [] : [...text(s.vehicleDescription), ...count(s.numberPassengers, 'plans:summary.passenger', 'plans:summary.passengers')];
    }
    case 'activity':
    case 'note':
    case 'map':
    case 'directions':
    case 'parking':
      return [];
  }
}
