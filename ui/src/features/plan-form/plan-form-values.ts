import { buildPath, type ApiFailure, type Plan, type ReservationObjectKey } from '@waybook/core';
import type { PlanFieldErrors } from './plan-form-types.js';

/** The wire names of the common booking fields (they sit on the typed object, under `booking` in the plan). */
const BOOKING_WIRE_FIELDS = new Set([
  'booking_date',
  'booking_rate',
  'booking_site_conf_num',
  'booking_site_name',
  'booking_site_phone',
  'booking_site_email_address',
  'booking_site_url',
  'supplier_conf_num',
  'supplier_contact',
  'supplier_email_address',
  'supplier_name',
  'supplier_phone',
  'supplier_url',
  'is_purchased',
  'notes',
  'restrictions',
  'total_cost',
  'cancellation_date_time',
  'record_locator',
  'is_waybook_booking',
  'has_possible_cancellation',
]);

/** Wire keys whose plan name is not simply their camelCase. */
const LIST_KEYS: Readonly<Record<string, string>> = {
  Segment: 'segments',
  Traveler: 'travelers',
  Guest: 'guests',
  Driver: 'drivers',
  Attendee: 'attendees',
  Participant: 'participants',
};
const IRREGULAR: Readonly<Record<string, string>> = { ontime_perc: 'onTimePercent', image_url: 'image', creator_profile_ref: 'creator' };
const WORDS: Readonly<Record<string, string>> = { num: 'number', conf: 'confirmation' };

/**
 * The plan name of one wire key: PascalCase objects and snake_case scalars become camelCase, with
 * the spec's abbreviations spelt out (conf_num → confirmationNumber).
 *
 * @example
 * planKeyOfWire('StartDateTime')    // 'startDateTime'
 * planKeyOfWire('valet_ticket_num') // 'valetTicketNumber'
 */
export function planKeyOfWire(key: string): string {
  const listKey = LIST_KEYS[key];
  if (listKey !== undefined) return listKey;
  const irregular = IRREGULAR[key];
  if (irregular !== undefined) return irregular;
  if (!key.includes('_')) return key.charAt(0).toLowerCase() + key.slice(1);
  const words = key
    .split('_')
    .filter((w) => w !== '')
    .map((w) => WORDS[w] ?? w);
  return words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
}

/** The wire names of the metadata fields (they sit on the typed object, under `meta` in the plan). */
const META_WIRE_FIELDS = new Set([
  'uuid',
  'trip_uuid',
  'last_modified',
  'is_client_traveler',
  'relative_url',
  'display_name',
  'is_display_name_auto_generated',
  'image_url',
  'creator_profile_ref',
]);

/**
 * The form path of a wire field path (`<ObjectKey>.<wire path>`, or the wire path alone), or null
 * when it names a field of another typed object. Used for core's validatePlan issues and for a
 * field the server refused.
 *
 * @example
 * formPathOfWire('AirObject.Segment.1.start_airport_code', 'AirObject') // 'segments.1.startAirportCode'
 * formPathOfWire('NoteObject.display_name', 'NoteObject')               // 'meta.displayName'
 * formPathOfWire('CarObject.supplier_conf_num', 'CarObject')            // 'booking.supplierConfirmationNumber'
 */
export function formPathOfWire(wirePath: string, objectKey: ReservationObjectKey): string | null {
  const parts = wirePath.split('.').filter((p) => p !== '');
  if (parts[0] === objectKey) parts.shift();
  else if (parts[0]?.endsWith('Object') === true) return null;
  const [first, ...rest] = parts;
  if (first === undefined) return null;
  if (BOOKING_WIRE_FIELDS.has(first)) return ['booking', planKeyOfWire(first)].join('.');
  if (META_WIRE_FIELDS.has(first)) return ['meta', planKeyOfWire(first)].join('.');
  if (first === 'Agency') return ['booking', 'agency', ...rest.map((p) => planKeyOfWire(p.replace(/^agency_/, '')))].join('.');
  return [first, ...rest].map((p) => (/^\d+$/.test(p) ? p : planKeyOfWire(p))).join('.');
}

/**
 * The form path of a field the server refused (`invalid_field:<ObjectKey>.<wire path>`), or null
 * when the failure names no field of this plan's object.
 *
 * @example
 * serverFieldPath({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'invalid_field:LodgingObject.StartDateTime.date', description: '' }, 'LodgingObject')
 * // 'startDateTime.date'
 * serverFieldPath({ ...failure, detailedErrorCode: 'invalid_field:CarObject.supplier_conf_num' }, 'CarObject')
 * // 'booking.supplierConfirmationNumber'
 */
export function serverFieldPath(failure: ApiFailure, objectKey: ReservationObjectKey): string | null {
  if (failure.kind !== 'http' || failure.status !== 400 || !failure.detailedErrorCode.startsWith('invalid_field:')) return null;
  return formPathOfWire(failure.detailedErrorCode.slice('invalid_field:'.length), objectKey);
}

/**
 * The form paths to try, most precise first, when showing an error at `path`: the path, its date
 * (a whole date-time was refused), then each shorter prefix.
 *
 * @example
 * fieldPathCandidates('guests.1.firstName') // ['guests.1.firstName', 'guests.1.firstName.date', 'guests.1', 'guests']
 */
export function fieldPathCandidates(path: string): string[] {
  const parts = path.split('.');
  const prefixes = parts.slice(0, -1).map((_, i) => parts.slice(0, parts.length - 1 - i).join('.'));
  return [path, `${path}.date`, ...prefixes];
}

// A traveler-shaped object: the name parts and the other PlanTraveler fields.
function isTravelerLike(value: unknown): value is Readonly<Record<string, unknown>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    'firstName' in value &&
    'middleName' in value &&
    'lastName' in value &&
    'ticketNumber' in value
  );
}

const isBlankTraveler = (t: Readonly<Record<string, unknown>>) => Object.values(t).every((v) => typeof v !== 'string' || v.trim() === '');

/**
 * A plan without the people rows left empty (a guest added and never named), at any depth, so
 * the forms of every type can offer "add a person" freely.
 *
 * @example
 * withoutEmptyTravelers({ ...lodging, guests: [EMPTY_PLAN_TRAVELER, ada] }).guests // [ada]
 */
export function withoutEmptyTravelers<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.filter((item) => !(isTravelerLike(item) && isBlankTraveler(item))).map((item) => withoutEmptyTravelers(item)) as T;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutEmptyTravelers(v)])) as T;
  }
  return value;
}

/**
 * The value at a dotted path of a plan (undefined when it leads nowhere).
 *
 * @example
 * valueAt(lodging, 'startDateTime.date') // '2026-11-21'
 */
export function valueAt(value: unknown, path: string): unknown {
  let node = value;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Readonly<Record<string, unknown>>)[part];
  }
  return node;
}

/**
 * The errors that show before a submit: those of fields the user has left, plus `always` (a field
 * the server refused); after a submit, all of them.
 *
 * @example
 * visibleErrors({ a: e, b: e }, new Set(['a']), false) // { a: e }
 */
export function visibleErrors(errors: PlanFieldErrors, touched: ReadonlySet<string>, submitted: boolean, always: readonly string[] = []): PlanFieldErrors {
  if (submitted) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => touched.has(path) || always.includes(path)));
}

/**
 * Where the form goes after saving or cancelling: the trip's summary, or the unfiled items of the
 * trips list.
 *
 * @example
 * leavePathOf('t1')  // '/trips/t1'
 * leavePathOf(null)  // '/trips?tab=unassigned'
 */
export function leavePathOf(tripUuid: string | null): string {
  return tripUuid === null ? `${buildPath('trips')}?tab=unassigned` : buildPath('trip_summary', { tripUuid });
}

/**
 * The plan a form saves: empty people rows dropped and, when creating, filed in the trip.
 *
 * @example
 * planToSave(draft, 'create', 't1').meta.tripUuid // 't1'
 */
export function planToSave(draft: Plan, mode: 'create' | 'edit', tripUuid: string | null): Plan {
  const cleaned = withoutEmptyTravelers(draft);
  if (mode === 'edit') return cleaned;
  return { ...cleaned, meta: { ...cleaned.meta, tripUuid: tripUuid ?? '' } };
}
