import { isValidEmail } from '../../account/email.js';
import { isDigitsOnly } from '../../account/message-keys.js';
import { MONEY_MESSAGE_KEYS } from '../../money/money-messages.js';
import { parseInternalDate, internalTimeSeconds } from '../../dates/internal-date.js';
import type { PlanAddress, PlanDateTime } from '../plan-fields.js';
import { planWirePath, type PlanPathStep } from './plan-wire-path.js';

/**
 * Every message key plan validation can return: the general messages of part 2 section 5 (namespace
 * `validation`) and the plan form's own (namespace `planSegments`). The UI catalogues hold each.
 *
 * @example
 * PLAN_VALIDATION_MESSAGE_KEYS.includes('planSegments:air.errors.airportCode') // true
 */
export const PLAN_VALIDATION_MESSAGE_KEYS = [
  'validation:required',
  'validation:numbersOnly',
  'validation:characterLimitOf',
  'validation:email.invalid',
  'validation:date.invalidFormatPlain',
  'validation:time.invalidFormat',
  'validation:date.endBeforeStart',
  'validation:time.endBeforeStart',
  'planSegments:segment.atLeastOne',
  'planSegments:segment.outOfOrder',
  'planSegments:air.errors.airlineCode',
  'planSegments:air.errors.airportCode',
  ...MONEY_MESSAGE_KEYS,
] as const;

/**
 * A message key of plan validation, namespace included.
 *
 * @example
 * const key: PlanValidationKey = 'validation:required';
 */
export type PlanValidationKey = (typeof PLAN_VALIDATION_MESSAGE_KEYS)[number];

/**
 * One field of a plan that breaks a rule: the wire path of the field (`AirObject.Segment.0.start_airport_code`,
 * or relative to the typed object where a function says so), the message key and its values.
 *
 * @example
 * const i: PlanIssue = { path: 'LodgingObject.EndDateTime.date', key: 'validation:date.endBeforeStart' };
 */
export interface PlanIssue {
  readonly path: string;
  readonly key: PlanValidationKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/**
 * A check's answer before it has a path: a key (and values), or null when the value is fine.
 *
 * @example
 * const f: PlanFault = { key: 'validation:characterLimitOf', values: { number: 4 } };
 */
export type PlanFault = { readonly key: PlanValidationKey; readonly values?: Readonly<Record<string, string | number>> } | null;

/**
 * An issue at a domain path (turned into its wire path), or null when there is no fault.
 *
 * @example
 * issueAt(['segments', 0, 'startAirportCode'], { key: 'validation:required' })
 * // { path: 'Segment.0.start_airport_code', key: 'validation:required' }
 */
export function issueAt(path: readonly PlanPathStep[], fault: PlanFault): PlanIssue | null {
  return fault === null ? null : { path: planWirePath(path), ...fault };
}

/**
 * The issues kept, first one per path (list a field's "required" before its other checks).
 *
 * @example
 * firstPerPath([null, { path: 'a', key: 'validation:required' }, { path: 'a', key: 'validation:numbersOnly' }])
 * // [{ path: 'a', key: 'validation:required' }]
 */
export function firstPerPath(issues: readonly (PlanIssue | null)[]): PlanIssue[] {
  const seen = new Set<string>();
  const out: PlanIssue[] = [];
  for (const issue of issues) {
    if (issue === null || seen.has(issue.path)) continue;
    seen.add(issue.path);
    out.push(issue);
  }
  return out;
}

const REQUIRED: PlanFault = { key: 'validation:required' };

/**
 * "This field is required." for blank text.
 *
 * @example
 * requiredText('  ') // { key: 'validation:required' }
 */
export function requiredText(value: string): PlanFault {
  return value.trim() === '' ? REQUIRED : null;
}

/**
 * "This field is required." for a date-time without a date.
 *
 * @example
 * requiredDate(EMPTY_PLAN_DATE_TIME) // { key: 'validation:required' }
 */
export function requiredDate(value: PlanDateTime): PlanFault {
  return value.date === '' ? REQUIRED : null;
}

/**
 * "This field is required." for an address with no text.
 *
 * @example
 * requiredAddress(EMPTY_PLAN_ADDRESS) // { key: 'validation:required' }
 */
export function requiredAddress(value: PlanAddress): PlanFault {
  return value.address.trim() === '' ? REQUIRED : null;
}

/**
 * "Please enter numbers only." for text that is set and not all digits (rooms, guests, passengers).
 *
 * @example
 * digitsOnly('2')   // null
 * digitsOnly('two') // { key: 'validation:numbersOnly' }
 */
export function digitsOnly(value: string): PlanFault {
  const text = value.trim();
  return text !== '' && !isDigitsOnly(text) ? { key: 'validation:numbersOnly' } : null;
}

/**
 * "Please use a valid email address." for an address that is set and malformed.
 *
 * @example
 * optionalEmail('desk@hotel.example') // null
 * optionalEmail('desk@')              // { key: 'validation:email.invalid' }
 */
export function optionalEmail(value: string): PlanFault {
  const text = value.trim();
  return text !== '' && !isValidEmail(text) ? { key: 'validation:email.invalid' } : null;
}

/**
 * "Invalid date format." for a date that is set and not a real y-MM-dd day.
 *
 * @example
 * dateFormat('2026-02-30') // { key: 'validation:date.invalidFormatPlain' }
 */
export function dateFormat(value: string): PlanFault {
  return value !== '' && parseInternalDate(value) === null ? { key: 'validation:date.invalidFormatPlain' } : null;
}

/**
 * "Invalid time format." for a time that is set and not HH:mm:ss (or HH:mm).
 *
 * @example
 * timeFormat('25:00:00') // { key: 'validation:time.invalidFormat' }
 */
export function timeFormat(value: string): PlanFault {
  return value !== '' && internalTimeSeconds(value) === null ? { key: 'validation:time.invalidFormat' } : null;
}
