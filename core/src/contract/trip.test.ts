import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeTrip, tripToWire } from './trips/trip-wire.js';
import { tripArb } from './trips/trip-wire.property.test.js';
import { tripFromAnswer, tripWireOut } from './trip.js';

describe('trip answers in the browser', () => {
  it('read once give the trip the lenient decoder gives (property)', () => {
    fc.assert(
      fc.property(tripArb, (trip) => {
        const json: unknown = JSON.parse(JSON.stringify(tripToWire(trip)));
        const answer = tripWireOut.parse(json);
        const decoded = decodeTrip(json);
        expect(decoded.ok).toBe(true);
        if (decoded.ok) expect(tripFromAnswer(answer)).toEqual(decoded.value);
      }),
    );
  });
});
