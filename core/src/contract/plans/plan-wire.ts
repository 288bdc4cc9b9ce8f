import { z } from 'zod';
import { toWireBoolean, wireBoolean } from '../wire.js';
import { wireCalendarDate, wireClockTime } from '../wire-calendar.js';
import type { PlanAddress, PlanDateTime, PlanTraveler } from '../../domain/plans/plan-fields.js';
import type { PlanType } from '../../domain/plans/plan-type.js';

/**
 * A text field of a plan object on the wire: a missing field reads as ''; a number is accepted and
 * read as its text (some senders send 2 for "2").
 *
 * @example
 * z.object({ room_type: planWireText }).parse({}) // { room_type: '' }
 */
export const planWireText = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v)));
const text = planWireText;
const flag = wireBoolean.optional();
const wireDate = wireCalendarDate.optional();
const wireTime = wireClockTime.optional();
const coordinate = (limit: number) =>
  z
    .union([
      z.number(),
      z.literal(''),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, 'expected a decimal number'),
    ])
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : Number(v)))
    .refine((v) => v === null || (Number.isFinite(v) && Math.abs(v) <= limit), `expected a number within ±${limit}`);

/**
 * Drops the fields that are '' or undefined, so the wire carries only what is known.
 *
 * @example
 * omitEmptyWireFields({ city: 'Oslo', zip: '', state: undefined }) // { city: 'Oslo' }
 */
export function omitEmptyWireFields<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== '' && v !== undefined)) as Partial<T>;
}

/**
 * A DateTime object on the wire (StartDateTime, EndDateTime, DateTime...). Every field is optional;
 * the timezone string 'null' means none; times may omit seconds; booleans are "true"/"false" (JSON
 * booleans accepted). When a known-flag is missing it is derived: the time (or timezone) is known
 * when present.
 *
 * @example
 * planDateTimeWire.parse({ date: '2026-05-01', time: '09:30', timezone: 'null' })
 */
export const planDateTimeWire = z.object({
  date: wireDate,
  time: wireTime,
  timezone: text,
  utc_offset: text,
  preferred_timezone: text,
  is_timezone_manual: flag,
  is_time_known: flag,
  is_timezone_known: flag,
});

/**
 * Wire date-time to domain.
 *
 * @example
 * planDateTimeFromWire(planDateTimeWire.parse({ date: '2026-05-01', time: '09:30', timezone: 'null' }))
 * // { date: '2026-05-01', time: '09:30:00', timezone: '', ..., isTimeKnown: true, isTimezoneKnown: false }
 */
export function planDateTimeFromWire(w: z.output<typeof planDateTimeWire>): PlanDateTime {
  const time = w.time === undefined || w.time === '' ? '' : w.time.length === 5 ? `${w.time}:00` : w.time;
  const timezone = w.timezone === 'null' ? '' : w.timezone;
  return {
    date: w.date ?? '',
    time,
    timezone,
    utcOffset: w.utc_offset,
    preferredTimezone: w.preferred_timezone,
    isTimezoneManual: w.is_timezone_manual ?? false,
    isTimeKnown: w.is_time_known ?? time !== '',
    isTimezoneKnown: w.is_timezone_known ?? timezone !== '',
  };
}

/**
 * Domain date-time to wire: empty text fields are left out, booleans always sent as "true"/"false".
 *
 * @example
 * planDateTimeToWire({ ...EMPTY_PLAN_DATE_TIME, date: '2026-05-01' })
 * // { date: '2026-05-01', is_timezone_manual: 'false', is_time_known: 'false', is_timezone_known: 'false' }
 */
export function planDateTimeToWire(dt: PlanDateTime): z.input<typeof planDateTimeWire> {
  return {
    ...omitEmptyWireFields({
      date: dt.date,
      time: dt.time,
      timezone: dt.timezone,
      utc_offset: dt.utcOffset,
      preferred_timezone: dt.preferredTimezone,
    }),
    is_timezone_manual: toWireBoolean(dt.isTimezoneManual),
    is_time_known: toWireBoolean(dt.isTimeKnown),
    is_timezone_known: toWireBoolean(dt.isTimezoneKnown),
  };
}

/**
 * An Address object on the wire. Coordinates may be numbers or numeric strings; '' or missing is
 * none; latitude must lie within ±90 and longitude within ±180.
 *
 * @example
 * planAddressWire.parse({ address: '1 Main St', city: 'Springfield', latitude: '39.78' })
 */
export const planAddressWire = z.object({
  address: text,
  addr1: text,
  addr2: text,
  city: text,
  state: text,
  zip: text,
  country: text,
  latitude: coordinate(90),
  longitude: coordinate(180),
});

/**
 * Wire address to domain.
 *
 * @example
 * planAddressFromWire(planAddressWire.parse({ city: 'Oslo', latitude: '59.91' })).latitude // 59.91
 */
export function planAddressFromWire(w: z.output<typeof planAddressWire>): PlanAddress {
  return {
    address: w.address,
    addr1: w.addr1,
    addr2: w.addr2,
    city: w.city,
    state: w.state,
    zip: w.zip,
    country: w.country,
    latitude: w.latitude,
    longitude: w.longitude,
  };
}

/**
 * Domain address to wire: empty text fields and missing coordinates are left out; coordinates
 * are sent as JSON numbers.
 *
 * @example
 * planAddressToWire({ ...EMPTY_PLAN_ADDRESS, city: 'Oslo', latitude: 59.91 }) // { city: 'Oslo', latitude: 59.91 }
 */
export function planAddressToWire(a: PlanAddress): z.input<typeof planAddressWire> {
  const { latitude, longitude, ...texts } = a;
  return {
    ...omitEmptyWireFields(texts),
    ...(latitude === null ? {} : { latitude }),
    ...(longitude === null ? {} : { longitude }),
  };
}

/**
 * A traveler (Traveler, Guest, Attendee, Driver or Participant item) on the wire.
 *
 * @example
 * planTravelerWire.parse({ first_name: 'Ada', last_name: 'Lovelace', ticket_num: '0161234567890' })
 */
export const planTravelerWire = z.object({
  first_name: text,
  middle_name: text,
  last_name: text,
  frequent_traveler_num: text,
  frequent_traveler_supplier: text,
  meal_preference: text,
  seat_preference: text,
  ticket_num: text,
});

/**
 * A traveler list on the wire: an array, or a lone object for a single traveler (accepted on read,
 * never written), or missing for none.
 *
 * @example
 * planTravelerListWire.parse({ first_name: 'Ada' }) // one traveler, as a list
 */
export const planTravelerListWire = z
  .union([z.array(planTravelerWire), planTravelerWire])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

/**
 * Wire traveler to domain.
 *
 * @example
 * planTravelerFromWire(planTravelerWire.parse({ ticket_num: '016' })).ticketNumber // '016'
 */
export function planTravelerFromWire(w: z.output<typeof planTravelerWire>): PlanTraveler {
  return {
    firstName: w.first_name,
    middleName: w.middle_name,
    lastName: w.last_name,
    frequentTravelerNumber: w.frequent_traveler_num,
    frequentTravelerSupplier: w.frequent_traveler_supplier,
    mealPreference: w.meal_preference,
    seatPreference: w.seat_preference,
    ticketNumber: w.ticket_num,
  };
}

/**
 * Domain traveler to wire, empty fields left out.
 *
 * @example
 * planTravelerToWire({ ...EMPTY_PLAN_TRAVELER, firstName: 'Ada' }) // { first_name: 'Ada' }
 */
export function planTravelerToWire(t: PlanTraveler): z.input<typeof planTravelerWire> {
  return omitEmptyWireFields({
    first_name: t.firstName,
    middle_name: t.middleName,
    last_name: t.lastName,
    frequent_traveler_num: t.frequentTravelerNumber,
    frequent_traveler_supplier: t.frequentTravelerSupplier,
    meal_preference: t.mealPreference,
    seat_preference: t.seatPreference,
    ticket_num: t.ticketNumber,
  });
}

/**
 * Domain travelers to the wire list: an array, or undefined (the key is omitted) when empty.
 *
 * @example
 * planTravelersToWire([]) // undefined
 */
export function planTravelersToWire(list: readonly PlanTraveler[]): z.input<typeof planTravelerWire>[] | undefined {
  return list.length === 0 ? undefined : list.map(planTravelerToWire);
}

/**
 * The key a plan type nests its travelers under; null for types without travelers.
 *
 * @example
 * TRAVELER_LIST_KEYS.lodging // 'Guest'
 * TRAVELER_LIST_KEYS.note    // null
 */
export const TRAVELER_LIST_KEYS: Readonly<Record<PlanType, 'Traveler' | 'Guest' | 'Attendee' | 'Driver' | 'Participant' | null>> = {
  air: 'Traveler',
  rail: 'Traveler',
  cruise: 'Traveler',
  transport: 'Traveler',
  lodging: 'Guest',
  restaurant: 'Attendee',
  car: 'Driver',
  activity: 'Participant',
  note: null,
  map: null,
  directions: null,
  parking: null,
};
