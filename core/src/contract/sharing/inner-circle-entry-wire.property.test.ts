import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  innerCircleEntryFromWire,
  innerCircleEntryToWire,
  innerCircleEntryWire,
  innerCirclesFromWire,
  innerCirclesToWire,
  innerCirclesWire,
} from './inner-circle-entry-wire.js';
import { unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const entryArb = fc.record({
  profileRef: fc.string(),
  isPending: fc.boolean(),
  isReadOnly: fc.boolean(),
  photoUrl: fc.string(),
  primaryEmailAddress: fc.string(),
  publicDisplayName: fc.string(),
  screenName: fc.string(),
});
const circlesArb = fc.record({ members: fc.array(entryArb, { maxLength: 3 }), sharers: fc.array(entryArb, { maxLength: 3 }) });

describe('Inner Circle entry wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the entry back', () => {
    fc.assert(
      fc.property(entryArb, (e) => {
        expect(innerCircleEntryFromWire(innerCircleEntryWire.parse(viaJson(innerCircleEntryToWire(e))))).toEqual(e);
      }),
    );
  });
  it('the members and sharers answer round-trips the same way', () => {
    fc.assert(
      fc.property(circlesArb, (c) => {
        expect(innerCirclesFromWire(innerCirclesWire.parse(viaJson(innerCirclesToWire(c))))).toEqual(c);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(entryArb, unknownKeysArb(Object.keys(innerCircleEntryWire.shape)), (e, extra) => {
        expect(innerCircleEntryFromWire(innerCircleEntryWire.parse(viaJson({ ...extra, ...innerCircleEntryToWire(e) })))).toEqual(e);
      }),
    );
  });
});
