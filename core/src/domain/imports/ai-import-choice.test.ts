import { describe, expect, it } from 'vitest';
import { aiImportRefusal, isAiImportActive, NO_AI_IMPORT_CHOICE, withIntroduced, withOptIn } from './ai-import-choice.js';

// Spec part 1 section 4: "AI extractor alert shows when ... the user has never opted in or seen the
// feature"; part 3 section 7: POST v2/updateUserSettings?user_feature=AiImport, POST v2/timestampIntroducedAiImportFeature.
const may = new Date('2026-05-01T10:00:00Z');
const june = new Date('2026-06-01T10:00:00Z');
const offered = { offered: true, readOnly: false };

describe('the AI extractor choice', () => {
  it('opting in stamps the time; opting out keeps the stamp, so the user has opted in before', () => {
    const on = withOptIn(NO_AI_IMPORT_CHOICE, true, may);
    expect(on).toEqual({ isOptedIn: true, optedInAt: may, introducedAt: null });
    expect(withOptIn(on, false, june)).toEqual({ isOptedIn: false, optedInAt: may, introducedAt: null });
    expect(withOptIn(withOptIn(on, false, june), true, june).optedInAt).toEqual(june);
  });

  it('the first introduction is kept', () => {
    const seen = withIntroduced(NO_AI_IMPORT_CHOICE, may);
    expect(seen.introducedAt).toEqual(may);
    expect(withIntroduced(seen, june)).toBe(seen);
  });

  it('nobody opts in without an endpoint; anyone opts out; a frozen choice changes neither way', () => {
    expect(aiImportRefusal({ offered: false, readOnly: false }, true)).toBe('not-offered');
    expect(aiImportRefusal({ offered: false, readOnly: false }, false)).toBeNull();
    expect(aiImportRefusal(offered, true)).toBeNull();
    expect(aiImportRefusal({ offered: true, readOnly: true }, true)).toBe('read-only');
    expect(aiImportRefusal({ offered: true, readOnly: true }, false)).toBe('read-only');
  });

  it('messages go to the LLM only for users who opted in, and only while an endpoint is configured', () => {
    const on = withOptIn(NO_AI_IMPORT_CHOICE, true, may);
    expect(isAiImportActive(on, offered)).toBe(true);
    expect(isAiImportActive(on, { offered: false, readOnly: false })).toBe(false);
    expect(isAiImportActive(NO_AI_IMPORT_CHOICE, offered)).toBe(false);
    expect(isAiImportActive(withOptIn(on, false, june), offered)).toBe(false);
  });
});
