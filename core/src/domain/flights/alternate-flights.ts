import { err, ok, type Result } from '../result.js';
import type { FlightMessageKey } from './message-keys.js';

/**
 * The max-stops choices of the alternate flights search, and the max_stops value each sends:
 * NONSTOP 0, ONE_OR_NONE 1, ANY none (the parameter is left out).
 *
 * @example
 * MAX_STOPS_CHOICES.ONE_OR_NONE // 1
 */
export const MAX_STOPS_CHOICES = { NONSTOP: 0, ONE_OR_NONE: 1, ANY: null } as const;

/**
 * One max-stops choice.
 *
 * @example
 * const choice: MaxStopsChoice = 'NONSTOP';
 */
export type MaxStopsChoice = keyof typeof MAX_STOPS_CHOICES;

/**
 * The choices in the order a picker lists them, fewest stops first.
 *
 * @example
 * MAX_STOPS_CHOICE_ORDER[0] // 'NONSTOP'
 */
export const MAX_STOPS_CHOICE_ORDER: readonly MaxStopsChoice[] = ['NONSTOP', 'ONE_OR_NONE', 'ANY'];

/**
 * The choice a search starts with when the user has picked none: ANY, which filters nothing.
 *
 * @example
 * maxStopsQuery(DEFAULT_MAX_STOPS_CHOICE) // undefined
 */
export const DEFAULT_MAX_STOPS_CHOICE: MaxStopsChoice = 'ANY';

/**
 * How many alternate flights one search asks for (limit 30).
 *
 * @example
 * ALTERNATE_FLIGHTS_LIMIT // 30
 */
export const ALTERNATE_FLIGHTS_LIMIT = 30;

/**
 * An unknown max-stops choice.
 *
 * @example
 * const e: MaxStopsError = { kind: 'unknown-max-stops', value: 'TWO' };
 */
export type MaxStopsError = { readonly kind: 'unknown-max-stops'; readonly value: string };

const LABEL_KEYS = {
  NONSTOP: 'flights:alternate.maxStops.nonstop',
  ONE_OR_NONE: 'flights:alternate.maxStops.oneOrNone',
  ANY: 'flights:alternate.maxStops.any',
} as const satisfies Record<MaxStopsChoice, FlightMessageKey>;

/**
 * The max_stops query value of a choice, or undefined for ANY (no limit, parameter omitted).
 *
 * @example
 * maxStopsQuery('NONSTOP') // 0
 * maxStopsQuery('ANY')     // undefined
 */
export function maxStopsQuery(choice: MaxStopsChoice): number | undefined {
  return MAX_STOPS_CHOICES[choice] ?? undefined;
}

/**
 * The choice a max_stops query value stands for: 0 NONSTOP, 1 ONE_OR_NONE, absent ANY. Other
 * numbers have no choice; they are read as the nearest looser one (2 or more is ANY), since the
 * spec offers nothing between one stop and any.
 *
 * @example
 * maxStopsChoiceOf(1)         // 'ONE_OR_NONE'
 * maxStopsChoiceOf(undefined) // 'ANY'
 */
export function maxStopsChoiceOf(maxStops: number | undefined): MaxStopsChoice {
  if (maxStops === 0) return 'NONSTOP';
  if (maxStops === 1) return 'ONE_OR_NONE';
  return 'ANY';
}

/**
 * Reads a choice by its name (case-insensitive).
 *
 * @example
 * parseMaxStopsChoice('one_or_none') // ok('ONE_OR_NONE')
 * parseMaxStopsChoice('TWO')         // err({ kind: 'unknown-max-stops', value: 'TWO' })
 */
export function parseMaxStopsChoice(value: string): Result<MaxStopsChoice, MaxStopsError> {
  const choice = MAX_STOPS_CHOICE_ORDER.find((c) => c === value.trim().toUpperCase());
  return choice === undefined ? err({ kind: 'unknown-max-stops', value }) : ok(choice);
}

/**
 * Whether a flight with this many stops fits the choice.
 *
 * @example
 * allowsStops('ONE_OR_NONE', 1) // true
 * allowsStops('NONSTOP', 1)     // false
 * allowsStops('ANY', 3)         // true
 */
export function allowsStops(choice: MaxStopsChoice, stops: number): boolean {
  const max = MAX_STOPS_CHOICES[choice];
  return max === null || stops <= max;
}

/**
 * The i18next key of a choice's label.
 *
 * @example
 * maxStopsLabelKey('ANY') // 'flights:alternate.maxStops.any'
 */
export function maxStopsLabelKey(choice: MaxStopsChoice): FlightMessageKey {
  return LABEL_KEYS[choice];
}
