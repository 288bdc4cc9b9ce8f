import {
  checkStartNotAfterEnd,
  checkTimeOrder,
  isDigitsOnly,
  isValidEmail,
  parseUtcOffset,
  planDateTimeInstant,
  planDateTimeZone,
  rangeOrderErrorMessage,
  type PlanAddress,
  type PlanDateTime,
} from '@waybook/core';
import type { PlanFieldErrors } from '../plan-form-types.js';

/** One field error (message key and values). */
export type PlanFieldError = PlanFieldErrors[string];

const REQUIRED: PlanFieldError = { key: 'validation:required' };

/**
 * Builds a PlanFieldErrors from path → error entries, leaving out the paths without an error.
 * Earlier entries for a path win over later ones, so list "required" before order checks.
 *
 * @example
 * errorsOf({ 'booking.supplierName': requiredText(''), roomType: null }) // { 'booking.supplierName': { key: 'validation:required' } }
 */
export function errorsOf(...groups: readonly Readonly<Record<string, PlanFieldError | null | undefined>>[]): PlanFieldErrors {
  const out: Record<string, PlanFieldError> = {};
  for (const group of groups) {
    for (const [path, error] of Object.entries(group)) {
      if (error !== null && error !== undefined && !Object.hasOwn(out, path)) out[path] = error;
    }
  }
  return out;
}

/**
 * "This field is required." for blank text.
 *
 * @example
 * requiredText('  ') // { key: 'validation:required' }
 */
export function requiredText(value: string): PlanFieldError | null {
  return value.trim() === '' ? REQUIRED : null;
}

/**
 * "This field is required." for a date-time without a date.
 *
 * @example
 * requiredDate(EMPTY_PLAN_DATE_TIME) // { key: 'validation:required' }
 */
export function requiredDate(value: PlanDateTime): PlanFieldError | null {
  return value.date === '' ? REQUIRED : null;
}

/**
 * "This field is required." for an address with no text.
 *
 * @example
 * requiredAddress(EMPTY_PLAN_ADDRESS) // { key: 'validation:required' }
 */
export function requiredAddress(value: PlanAddress): PlanFieldError | null {
  return value.address.trim() === '' ? REQUIRED : null;
}

/**
 * "Please enter numbers only." for text that is set and not all digits (counts of rooms, guests).
 *
 * @example
 * digitsOnly('2')   // null
 * digitsOnly('two') // { key: 'validation:numbersOnly' }
 */
export function digitsOnly(value: string): PlanFieldError | null {
  const text = value.trim();
  return text !== '' && !isDigitsOnly(text) ? { key: 'validation:numbersOnly' } : null;
}

/**
 * "Please use a valid email address." for an address that is set and malformed.
 *
 * @example
 * optionalEmail('desk@hotel.example') // null
 */
export function optionalEmail(value: string): PlanFieldError | null {
  const text = value.trim();
  return text !== '' && !isValidEmail(text) ? { key: 'validation:email.invalid' } : null;
}

// Whether a date-time says where its wall clock is: a valid IANA zone or a UTC offset.
function hasZone(dt: PlanDateTime): boolean {
  return (dt.timezone !== '' && planDateTimeZone(dt).name === dt.timezone) || parseUtcOffset(dt.utcOffset) !== null;
}

/**
 * Checks that an end is not before its start (part 1 section 5): dates with core
 * `checkStartNotAfterEnd`, then, on the same day, times with core `checkTimeOrder`. When both ends
 * carry a zone and a time (a one-way car rental across zones), the two instants are compared
 * instead. The error sits at `<endPath>.date` or `<endPath>.time`; nothing is checked while either
 * date is missing.
 *
 * @example
 * rangeErrors({ ...d, date: '2026-05-02' }, { ...d, date: '2026-05-01' }, 'endDateTime')
 * // { 'endDateTime.date': { key: 'validation:date.endBeforeStart' } }
 */
export function rangeErrors(start: PlanDateTime, end: PlanDateTime, endPath: string): PlanFieldErrors {
  if (start.date === '' || end.date === '') return {};
  const dates = checkStartNotAfterEnd(start.date, end.date);
  if (!dates.ok) return { [`${endPath}.date`]: rangeOrderErrorMessage(dates.error) };
  if (hasZone(start) && hasZone(end) && start.time !== '' && end.time !== '') {
    const from = planDateTimeInstant(start);
    const to = planDateTimeInstant(end);
    if (from === null || to === null || from <= to) return {};
    return start.date === end.date
      ? { [`${endPath}.time`]: { key: 'validation:time.endBeforeStart' } }
      : { [`${endPath}.date`]: { key: 'validation:date.endBeforeStart' } };
  }
  if (start.date !== end.date) return {};
  const times = checkTimeOrder(start.time === '' ? null : start.time, end.time === '' ? null : end.time);
  return times.ok ? {} : { [`${endPath}.time`]: rangeOrderErrorMessage(times.error) };
}
