import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pointsProgramFromWire, pointsProgramToWire, pointsProgramWire } from './points-program-wire.js';
import { unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const programArb = fc.record({ programName: fc.string(), supplierCode: fc.string() });

describe('points program wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the program back', () => {
    fc.assert(
      fc.property(programArb, (p) => {
        expect(pointsProgramFromWire(pointsProgramWire.parse(viaJson(pointsProgramToWire(p))))).toEqual(p);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(programArb, unknownKeysArb(Object.keys(pointsProgramWire.shape)), (p, extra) => {
        expect(pointsProgramFromWire(pointsProgramWire.parse(viaJson({ ...extra, ...pointsProgramToWire(p) })))).toEqual(p);
      }),
    );
  });
});
