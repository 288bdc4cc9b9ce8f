import fc from 'fast-check';
import { describe, it } from 'vitest';
import { allowsStops, MAX_STOPS_CHOICE_ORDER, maxStopsChoiceOf, maxStopsQuery, parseMaxStopsChoice } from './alternate-flights.js';

const choice = fc.constantFrom(...MAX_STOPS_CHOICE_ORDER);
const stops = fc.integer({ min: 0, max: 6 });

describe('alternate flights: properties', () => {
  it('a choice survives the trip through its query value and its name', () => {
    fc.assert(fc.property(choice, (c) => maxStopsChoiceOf(maxStopsQuery(c)) === c));
    fc.assert(
      fc.property(choice, (c) => {
        const r = parseMaxStopsChoice(c.toLowerCase());
        return r.ok && r.value === c;
      }),
    );
  });
  it('a flight allowed with some stops is allowed with fewer', () => {
    fc.assert(fc.property(choice, stops, (c, s) => !allowsStops(c, s + 1) || allowsStops(c, s)));
  });
  it('a looser choice allows everything a stricter one allows', () => {
    fc.assert(
      fc.property(choice, choice, stops, (a, b, s) => {
        const stricter = MAX_STOPS_CHOICE_ORDER.indexOf(a) <= MAX_STOPS_CHOICE_ORDER.indexOf(b);
        return !stricter || !allowsStops(a, s) || allowsStops(b, s);
      }),
    );
  });
  it('the query value is the most stops allowed (none for ANY)', () => {
    fc.assert(fc.property(choice, stops, (c, s) => allowsStops(c, s) === (maxStopsQuery(c) === undefined || s <= (maxStopsQuery(c) ?? 0))));
  });
});
