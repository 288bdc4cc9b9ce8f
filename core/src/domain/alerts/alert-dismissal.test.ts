import { describe, expect, it } from 'vitest';
import { aiExtractorAlert } from './ai-extractor-alert.js';
import { alertDismissal, withoutDismissed } from './alert-dismissal.js';

const now = new Date('2026-05-01T10:00:00Z');
const alert = (uuid: string, typeCode: string) => ({ ...aiExtractorAlert(now), uuid, typeCode });

describe('alert dismissal', () => {
  it('"The AI extractor alert ... is the only type dismissible (dismissal is via the profile and removes it)"', () => {
    expect(alertDismissal(aiExtractorAlert(now))).toBe('profile');
  });
  it('"Premium alerts can be dismissed." (POST v2/dismissAccountPremiumAlert); free ones cannot', () => {
    expect(alertDismissal(alert('a1', 'L'))).toBe('server');
    expect(alertDismissal(alert('a2', 'FT'))).toBe('none');
    expect(alertDismissal(alert('a3', '??'))).toBe('none');
  });
  it('removes dismissed alerts locally', () => {
    const list = [aiExtractorAlert(now), alert('a1', 'L'), alert('a2', 'FT')];
    expect(withoutDismissed(list, ['local:ai-extractor', 'a2']).map((a) => a.uuid)).toEqual(['a1']);
  });
});
