import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aiImportFromWire, aiImportToWire, aiImportWire } from './ai-import-wire.js';
import { instantArb, unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const aiArb = fc.record({
  isOptInVisible: fc.boolean(),
  isOptInReadOnly: fc.boolean(),
  isOptedIn: fc.boolean(),
  optedInTs: fc.option(instantArb, { nil: null }),
  introducedFeatureWebappTs: fc.option(instantArb, { nil: null }),
});

describe('aiImport wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the settings back', () => {
    fc.assert(
      fc.property(aiArb, (a) => {
        expect(aiImportFromWire(aiImportWire.parse(viaJson(aiImportToWire(a))))).toEqual(a);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(aiArb, unknownKeysArb(Object.keys(aiImportWire.shape)), (a, extra) => {
        expect(aiImportFromWire(aiImportWire.parse(viaJson({ ...extra, ...aiImportToWire(a) })))).toEqual(a);
      }),
    );
  });
  it('a timestamp is sent exactly when it is set', () => {
    fc.assert(
      fc.property(aiArb, (a) => {
        const w = aiImportToWire(a);
        return 'opted_in_ts' in w === (a.optedInTs !== null) && 'introduced_feature_webapp_ts' in w === (a.introducedFeatureWebappTs !== null);
      }),
    );
  });
});
