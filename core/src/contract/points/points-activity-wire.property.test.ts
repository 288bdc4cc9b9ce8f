import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsActivityFromWire, pointsActivityToWire, pointsActivityWire } from './points-activity-wire.js';
import { pointsActivityArb, unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

describe('points activity wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the activity back', () => {
    fc.assert(
      fc.property(pointsActivityArb, (a) => {
        expect(pointsActivityFromWire(pointsActivityWire.parse(viaJson(pointsActivityToWire(a))))).toEqual(a);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(pointsActivityArb, unknownKeysArb(Object.keys(pointsActivityWire.shape)), (a, extra) => {
        expect(pointsActivityFromWire(pointsActivityWire.parse(viaJson({ ...extra, ...pointsActivityToWire(a) })))).toEqual(a);
      }),
    );
  });
});
