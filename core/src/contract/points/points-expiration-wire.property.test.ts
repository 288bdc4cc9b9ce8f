import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsExpirationFromWire, pointsExpirationToWire, pointsExpirationWire } from './points-expiration-wire.js';
import { pointsExpirationArb, unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

describe('points expiration wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the expiration back', () => {
    fc.assert(
      fc.property(pointsExpirationArb, (e) => {
        expect(pointsExpirationFromWire(pointsExpirationWire.parse(viaJson(pointsExpirationToWire(e))))).toEqual(e);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(pointsExpirationArb, unknownKeysArb(Object.keys(pointsExpirationWire.shape)), (e, extra) => {
        expect(pointsExpirationFromWire(pointsExpirationWire.parse(viaJson({ ...extra, ...pointsExpirationToWire(e) })))).toEqual(e);
      }),
    );
  });
});
