import { z } from 'zod';
import { err, ok, type Result } from '../../../domain/result.js';
import { bookingFieldsFromWire, bookingFieldsToWire, bookingFieldsWire } from '../booking-wire.js';
import { EMPTY_PLAN_ADDRESS, EMPTY_PLAN_DATE_TIME, type PlanAddress, type PlanDateTime } from '../../../domain/plans/plan-fields.js';
import { planAddressFromWire, planAddressToWire, planAddressWire, planDateTimeFromWire, planDateTimeToWire, planDateTimeWire } from '../plan-wire.js';
import { reservationMetaFromWire, reservationMetaToWire, reservationMetaWire } from '../reservation-meta-wire.js';
import type { PlanCommon } from '../../../domain/plans/types/plan-common.js';

/**
 * The wire shape shared by every typed object: metadata plus booking fields.
 *
 * @example
 * planCommonWire.parse({ uuid: 'r1', supplier_name: 'Hertz' })
 */
export const planCommonWire = z.object({ ...reservationMetaWire.shape, ...bookingFieldsWire.shape });

/**
 * Wire common fields to domain.
 *
 * @example
 * planCommonFromWire(planCommonWire.parse({ uuid: 'r1' })).meta.uuid // 'r1'
 */
export function planCommonFromWire(w: z.output<typeof planCommonWire>): PlanCommon {
  return { meta: reservationMetaFromWire(w), booking: bookingFieldsFromWire(w) };
}

/**
 * Domain common fields to wire.
 *
 * @example
 * planCommonToWire({ meta: EMPTY_RESERVATION_META, booking: EMPTY_BOOKING_FIELDS }).is_purchased // 'false'
 */
export function planCommonToWire(c: PlanCommon): z.input<typeof planCommonWire> {
  return { ...reservationMetaToWire(c.meta), ...bookingFieldsToWire(c.booking) };
}

/**
 * An optional DateTime field (StartDateTime, DateTime...).
 *
 * @example
 * z.object({ DateTime: dateTimeField }).parse({}) // { DateTime: undefined }
 */
export const dateTimeField = planDateTimeWire.optional();

/**
 * A DateTime field read to domain: missing is the empty date-time.
 *
 * @example
 * dateTimeFieldFromWire(undefined) // EMPTY_PLAN_DATE_TIME
 */
export function dateTimeFieldFromWire(w: z.output<typeof dateTimeField>): PlanDateTime {
  return w === undefined ? EMPTY_PLAN_DATE_TIME : planDateTimeFromWire(w);
}

/**
 * A DateTime field written: always sent (its flags say what is known).
 *
 * @example
 * dateTimeFieldToWire(EMPTY_PLAN_DATE_TIME).is_time_known // 'false'
 */
export function dateTimeFieldToWire(dt: PlanDateTime): z.input<typeof planDateTimeWire> {
  return planDateTimeToWire(dt);
}

/**
 * An optional Address field (Address, StartLocationAddress...).
 *
 * @example
 * z.object({ Address: addressField }).parse({ Address: { city: 'Oslo' } })
 */
export const addressField = planAddressWire.optional();

/**
 * An Address field read to domain: missing is the empty address.
 *
 * @example
 * addressFieldFromWire(undefined) // EMPTY_PLAN_ADDRESS
 */
export function addressFieldFromWire(w: z.output<typeof addressField>): PlanAddress {
  return w === undefined ? EMPTY_PLAN_ADDRESS : planAddressFromWire(w);
}

/**
 * An Address field written: left out (undefined) when nothing is known.
 *
 * @example
 * addressFieldToWire(EMPTY_PLAN_ADDRESS) // undefined
 */
export function addressFieldToWire(a: PlanAddress): z.input<typeof planAddressWire> | undefined {
  const w = planAddressToWire(a);
  return Object.keys(w).length === 0 ? undefined : w;
}

/**
 * A segment list on the wire (key `Segment`): an array, a lone object (read only), or missing.
 *
 * @example
 * segmentListWire(z.object({ uuid: z.string() })).parse({ uuid: 's1' }) // [{ uuid: 's1' }]
 */
export function segmentListWire<S extends z.ZodType>(segment: S) {
  // A lone object is wrapped into a list before parsing, so a bad field is named by its full path
  // ('Segment.0.seats') rather than collapsing into one union issue at 'Segment'.
  return z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) || typeof v !== 'object' || v === null ? v : [v]),
    z.array(segment),
  ) as unknown as z.ZodType<z.output<S>[], z.input<S>[] | z.input<S> | undefined>;
}

/**
 * One wire field that failed: its dotted path ('StartDateTime.date', 'Segment.0.seats') and the
 * zod issue code (for choosing a message key in the UI).
 *
 * @example
 * const i: PlanFieldIssue = { field: 'number_rooms', code: 'invalid_union' };
 */
export interface PlanFieldIssue {
  readonly field: string;
  readonly code: string;
}

/**
 * A typed object whose fields do not match the wire schema of its type.
 *
 * @example
 * const e: PlanObjectError = { kind: 'invalid-fields', issues: [{ field: 'room_type', code: 'invalid_union' }] };
 */
export interface PlanObjectError {
  readonly kind: 'invalid-fields';
  readonly issues: readonly PlanFieldIssue[];
}

/**
 * Builds the decoder of one typed object: schema check, then its fromWire codec.
 *
 * @example
 * const decode = planObjectDecoder(planCommonWire, planCommonFromWire);
 * decode({ is_purchased: 'maybe' }) // err({ kind: 'invalid-fields', issues: [{ field: 'is_purchased', ... }] })
 */
export function planObjectDecoder<S extends z.ZodType, T>(schema: S, fromWire: (w: z.output<S>) => T): (object: unknown) => Result<T, PlanObjectError> {
  return (object) => {
    const parsed = schema.safeParse(object);
    if (parsed.success) return ok(fromWire(parsed.data));
    const issues = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), code: i.code }));
    return err({ kind: 'invalid-fields', issues });
  };
}

/**
 * Reads the text fields named by a domain-to-wire map.
 *
 * @example
 * textsFromWire({ roomType: 'room_type' }, { room_type: 'Suite' }) // { roomType: 'Suite' }
 */
export function textsFromWire<M extends Readonly<Record<string, string>>>(
  map: M,
  w: Readonly<Record<M[keyof M], string>>,
): { readonly [K in keyof M]: string } {
  return Object.fromEntries(Object.entries(map).map(([d, key]) => [d, w[key as M[keyof M]]])) as { [K in keyof M]: string };
}

/**
 * Writes the text fields named by a domain-to-wire map, empty ones left out.
 *
 * @example
 * textsToWire({ roomType: 'room_type' }, { roomType: '' }) // {}
 */
export function textsToWire<M extends Readonly<Record<string, string>>>(map: M, d: Readonly<Record<keyof M, string>>): Partial<Record<M[keyof M], string>> {
  const entries = Object.entries(map).map(([domainKey, key]) => [key, d[domainKey as keyof M]] as const);
  return Object.fromEntries(entries.filter(([, v]) => v !== '')) as Partial<Record<M[keyof M], string>>;
}
