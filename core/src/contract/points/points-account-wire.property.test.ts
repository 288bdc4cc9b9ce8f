import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsAccountFromWire, pointsAccountToWire, pointsAccountWire } from './points-account-wire.js';
import { pointsAccountArb, unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const roundTrip = (w: unknown) => pointsAccountFromWire(pointsAccountWire.parse(viaJson(w)));

describe('points account wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the account back', () => {
    fc.assert(
      fc.property(pointsAccountArb, (a) => {
        expect(roundTrip(pointsAccountToWire(a))).toEqual(a);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(pointsAccountArb, unknownKeysArb(Object.keys(pointsAccountWire.shape)), (a, extra) => {
        expect(roundTrip({ ...extra, ...pointsAccountToWire(a) })).toEqual(a);
      }),
    );
  });
  it('booleans travel as "true"/"false" and unset values are not sent', () => {
    fc.assert(
      fc.property(pointsAccountArb, (a) => {
        const w = pointsAccountToWire(a);
        return (
          [w.is_dm_supported, w.is_editable, w.is_user_tracked, w.is_supported].every((b) => b === 'true' || b === 'false') &&
          'balance' in w === (a.balance !== null) &&
          'last_fetched' in w === (a.lastFetched !== null)
        );
      }),
    );
  });
});
