import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { connectedApplicationFromWire, connectedApplicationToWire, connectedApplicationWire } from './connected-application-wire.js';
import { internalDateArb, unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const appArb = fc.record({
  name: fc.string(),
  url: fc.string(),
  grantDate: fc.option(internalDateArb, { nil: null }),
  containerTypeCode: fc.string(),
  clientId: fc.string(),
  tokenKey: fc.string(),
});

describe('connected application wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the application back', () => {
    fc.assert(
      fc.property(appArb, (a) => {
        expect(connectedApplicationFromWire(connectedApplicationWire.parse(viaJson(connectedApplicationToWire(a))))).toEqual(a);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(appArb, unknownKeysArb(Object.keys(connectedApplicationWire.shape)), (a, extra) => {
        expect(connectedApplicationFromWire(connectedApplicationWire.parse(viaJson({ ...extra, ...connectedApplicationToWire(a) })))).toEqual(a);
      }),
    );
  });
});
