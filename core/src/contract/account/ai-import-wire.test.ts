import { describe, expect, it } from 'vitest';
import { aiImportFromWire, aiImportToWire, aiImportWire } from './ai-import-wire.js';

// Spec part 1 section 3.4: "aiImport (isOptInVisible, isOptInReadOnly, isOptedIn, optedInTs,
// introducedFeatureWebappTs)"; part 3 section 7: "POST v2/updateUserSettings?user_feature=AiImport (JSON: is_opted_in)".
const wire = {
  is_opt_in_visible: 'true',
  is_opt_in_read_only: 'false',
  is_opted_in: 'true',
  opted_in_ts: '2026-05-01T10:00:00.000Z',
  introduced_feature_webapp_ts: '2026-04-20T09:30:00.000Z',
};
const ai = {
  isOptInVisible: true,
  isOptInReadOnly: false,
  isOptedIn: true,
  optedInTs: new Date('2026-05-01T10:00:00Z'),
  introducedFeatureWebappTs: new Date('2026-04-20T09:30:00Z'),
};

describe('aiImport wire codec', () => {
  it('reads and writes an opted-in user', () => {
    expect(aiImportFromWire(aiImportWire.parse(wire))).toEqual(ai);
    expect(aiImportToWire(ai)).toEqual(wire);
  });
  it('sends no timestamps before opt-in and introduction, and reads "" as unset', () => {
    const fresh = { ...ai, isOptedIn: false, optedInTs: null, introducedFeatureWebappTs: null };
    expect(aiImportToWire(fresh)).toEqual({ is_opt_in_visible: 'true', is_opt_in_read_only: 'false', is_opted_in: 'false' });
    expect(aiImportFromWire(aiImportWire.parse({ ...wire, is_opted_in: false, opted_in_ts: '', introduced_feature_webapp_ts: null }))).toEqual(fresh);
  });
  it('refuses a timestamp that is not an ISO date-time', () => {
    expect(aiImportWire.safeParse({ ...wire, opted_in_ts: 'yesterday' }).success).toBe(false);
  });
});
