import { describe, expect, it } from 'vitest';
import {
  ALTERNATE_FLIGHTS_LIMIT,
  allowsStops,
  DEFAULT_MAX_STOPS_CHOICE,
  MAX_STOPS_CHOICE_ORDER,
  maxStopsChoiceOf,
  maxStopsLabelKey,
  maxStopsQuery,
  parseMaxStopsChoice,
} from './alternate-flights.js';

describe('alternate flights search (part 2 sections 4, 7 and 9)', () => {
  it('"max stops choice NONSTOP (0), ONE_OR_NONE (1) or ANY (none)"', () => {
    expect(MAX_STOPS_CHOICE_ORDER.map(maxStopsQuery)).toEqual([0, 1, undefined]);
    expect([0, 1, undefined].map(maxStopsChoiceOf)).toEqual(['NONSTOP', 'ONE_OR_NONE', 'ANY']);
    expect(maxStopsChoiceOf(2)).toBe('ANY');
    expect(DEFAULT_MAX_STOPS_CHOICE).toBe('ANY');
  });
  it('"Alternate flights limit 30"', () => {
    expect(ALTERNATE_FLIGHTS_LIMIT).toBe(30);
  });
  it('filters flights by their stops', () => {
    expect([0, 1, 2].map((s) => allowsStops('NONSTOP', s))).toEqual([true, false, false]);
    expect([0, 1, 2].map((s) => allowsStops('ONE_OR_NONE', s))).toEqual([true, true, false]);
    expect([0, 1, 5].map((s) => allowsStops('ANY', s))).toEqual([true, true, true]);
  });
  it('reads choice names and labels them', () => {
    expect(parseMaxStopsChoice('one_or_none')).toEqual({ ok: true, value: 'ONE_OR_NONE' });
    expect(parseMaxStopsChoice('TWO')).toEqual({ ok: false, error: { kind: 'unknown-max-stops', value: 'TWO' } });
    expect(MAX_STOPS_CHOICE_ORDER.map(maxStopsLabelKey)).toEqual([
      'flights:alternate.maxStops.nonstop',
      'flights:alternate.maxStops.oneOrNone',
      'flights:alternate.maxStops.any',
    ]);
  });
});
