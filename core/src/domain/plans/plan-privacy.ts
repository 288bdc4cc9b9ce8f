import type { BookingFields, PlanTraveler, SupplierInfo } from './plan-fields.js';
import type { Plan } from './types/plan.js';

/**
 * The booking fields left out of a plan shown to a viewer or on the public page: the costs
 * (total cost, booking rate) and the confirmation numbers (booking site, supplier, record
 * locator). Every plan type has them; {@link VIEWER_HIDDEN_FIELDS} lists what each type adds.
 *
 * @example
 * SENSITIVE_BOOKING_FIELDS.includes('totalCost') // true
 */
export const SENSITIVE_BOOKING_FIELDS = [
  'totalCost',
  'bookingRate',
  'bookingSiteConfirmationNumber',
  'supplierConfirmationNumber',
  'recordLocator',
] as const satisfies readonly (keyof BookingFields)[];

/**
 * The agency fields left out for a viewer: its confirmation number.
 *
 * @example
 * SENSITIVE_AGENCY_FIELDS // ['confirmationNumber']
 */
export const SENSITIVE_AGENCY_FIELDS = ['confirmationNumber'] as const satisfies readonly (keyof SupplierInfo)[];

// The plain text fields of a type (not literal unions such as `type`), its people lists and segments.
type TextKeys<T> = { [K in keyof T]-?: T[K] extends string ? (string extends T[K] ? K : never) : never }[keyof T];
type PeopleKeys<T> = { [K in keyof T]-?: T[K] extends readonly PlanTraveler[] ? K : never }[keyof T];
type SegmentOf<P> = P extends { readonly segments: readonly (infer S)[] } ? S : never;

/**
 * What one plan type hides from a viewer beyond the booking fields: text fields emptied (money
 * amounts, ticket and confirmation numbers), people lists emptied, and text fields emptied in
 * each segment.
 *
 * @example
 * const car: ViewerHiddenFields<CarPlan> = { text: ['mileageCharges'], people: ['drivers'], segmentText: [] };
 */
export interface ViewerHiddenFields<P> {
  readonly text: readonly TextKeys<P>[];
  readonly people: readonly PeopleKeys<P>[];
  readonly segmentText: readonly TextKeys<SegmentOf<P>>[];
}

const NOTHING_MORE = { text: [], people: [], segmentText: [] } as const;

/**
 * The sensitive fields of each plan type, beyond {@link SENSITIVE_BOOKING_FIELDS} and
 * {@link SENSITIVE_AGENCY_FIELDS} (part 2 section 6: only editors see costs, confirmation
 * numbers, documents and participants). Money: total cost and booking rate (booking), a car
 * rental's mileage charges. Confirmation numbers: the booking's, the agency's, each rail and
 * transport segment's, a parking's valet ticket. Participants: every traveler list (travelers,
 * guests, drivers, attendees, participants), which also carries ticket and frequent-traveler
 * numbers. A restaurant's price range describes the place, like its cuisine, and is shown.
 *
 * @example
 * VIEWER_HIDDEN_FIELDS.car.text // ['mileageCharges']
 */
export const VIEWER_HIDDEN_FIELDS: { readonly [T in Plan['type']]: ViewerHiddenFields<Extract<Plan, { type: T }>> } = {
  air: { ...NOTHING_MORE, people: ['travelers'] },
  rail: { ...NOTHING_MORE, people: ['travelers'], segmentText: ['confirmationNumber'] },
  transport: { ...NOTHING_MORE, people: ['travelers'], segmentText: ['confirmationNumber'] },
  cruise: { ...NOTHING_MORE, people: ['travelers'] },
  lodging: { ...NOTHING_MORE, people: ['guests'] },
  car: { ...NOTHING_MORE, text: ['mileageCharges'], people: ['drivers'] },
  restaurant: { ...NOTHING_MORE, people: ['attendees'] },
  activity: { ...NOTHING_MORE, people: ['participants'] },
  parking: { ...NOTHING_MORE, text: ['valetTicketNumber'] },
  note: NOTHING_MORE,
  map: NOTHING_MORE,
  directions: NOTHING_MORE,
};

type Loose = Readonly<Record<string, unknown>>;

// A copy of `value` with each of `keys` it has set to `empty()`.
function emptied<T extends object>(value: T, keys: readonly string[], empty: () => unknown): T {
  if (keys.length === 0) return value;
  const out: Record<string, unknown> = { ...(value as Loose) };
  for (const key of keys) if (key in out) out[key] = empty();
  return out as T;
}

/**
 * A plan as a read-only viewer and the public trip page see it: every field of
 * {@link SENSITIVE_BOOKING_FIELDS}, {@link SENSITIVE_AGENCY_FIELDS} and the type's row of
 * {@link VIEWER_HIDDEN_FIELDS} emptied ('' for text, [] for people lists). The caller decides who
 * gets this view (editors get the plan as it is). Documents are not part of a {@link Plan} (they
 * come in their own list): a caller showing them must leave them out too. Everything else, dates,
 * places, titles, counts and the display name, stays as it is. Idempotent.
 *
 * @example
 * redactPlanForViewer(lodging).booking.supplierConfirmationNumber // ''
 * redactPlanForViewer(lodging).guests                             // []
 * redactPlanForViewer(car).mileageCharges                         // ''
 * redactPlanForViewer(lodging).startDateTime === lodging.startDateTime // true
 */
export function redactPlanForViewer(plan: Plan): Plan {
  const hidden = VIEWER_HIDDEN_FIELDS[plan.type] as { readonly [K in keyof ViewerHiddenFields<Plan>]: readonly string[] };
  const booking = emptied(plan.booking, SENSITIVE_BOOKING_FIELDS, () => '');
  const shown = emptied(
    emptied(plan as object, hidden.text, () => ''),
    hidden.people,
    () => [],
  ) as Loose;
  const segments = shown['segments'];
  return {
    ...shown,
    booking: { ...booking, agency: emptied(booking.agency, SENSITIVE_AGENCY_FIELDS, () => '') },
    ...(Array.isArray(segments) && hidden.segmentText.length > 0 ? { segments: segments.map((s: object) => emptied(s, hidden.segmentText, () => '')) } : {}),
  } as unknown as Plan;
}
