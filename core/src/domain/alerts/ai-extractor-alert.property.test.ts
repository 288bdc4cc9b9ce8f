import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isLocalAlert, showAiExtractorAlert, withAiExtractorAlert, aiExtractorAlert } from './ai-extractor-alert.js';

const stamp = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000_000 }));
const aiImport = fc.record({
  isOptInVisible: fc.boolean(),
  isOptInReadOnly: fc.boolean(),
  isOptedIn: fc.boolean(),
  optedInTs: stamp,
  introducedFeatureWebappTs: stamp,
});
const visibility = fc.record({
  fullProfileLoaded: fc.boolean(),
  aiImport: fc.option(aiImport, { nil: undefined }),
  isGenaiAlertEnabled: fc.option(fc.boolean(), { nil: undefined }),
});
const now = new Date('2026-05-01T10:00:00Z');

describe('AI extractor alert: properties', () => {
  it('shows exactly when all conditions hold', () => {
    fc.assert(
      fc.property(visibility, (v) => {
        const a = v.aiImport;
        const expected =
          v.fullProfileLoaded &&
          v.isGenaiAlertEnabled !== false &&
          a !== undefined &&
          a.isOptInVisible &&
          !a.isOptedIn &&
          a.optedInTs === 0 &&
          a.introducedFeatureWebappTs === 0;
        return showAiExtractorAlert(v) === expected;
      }),
    );
  });
  it('the list holds the local alert at most once, first, and keeps every server alert in order', () => {
    fc.assert(
      fc.property(visibility, fc.array(fc.uuid(), { maxLength: 5 }), fc.boolean(), (v, uuids, alreadyThere) => {
        const server = uuids.map((uuid) => ({ ...aiExtractorAlert(now), uuid, typeCode: 'S' }));
        const input = alreadyThere ? [aiExtractorAlert(now), ...server] : server;
        const out = withAiExtractorAlert(input, v, now);
        const locals = out.filter(isLocalAlert).length;
        const rest = out.filter((a) => !isLocalAlert(a)).map((a) => a.uuid);
        return locals === (showAiExtractorAlert(v) ? 1 : 0) && (locals === 0 || (out[0] !== undefined && isLocalAlert(out[0]))) && rest.join() === uuids.join();
      }),
    );
  });
});
