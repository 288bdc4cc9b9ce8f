import { describe, expect, it } from 'vitest';
import {
  AI_EXTRACTOR_ALERT_UUID,
  aiExtractorAlert,
  alertTimeMessage,
  isLocalAlert,
  showAiExtractorAlert,
  withAiExtractorAlert,
  type AiImportSettings,
} from './ai-extractor-alert.js';
import { alertActions } from './alert-actions.js';

const fresh: AiImportSettings = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 };
const now = new Date('2026-05-01T10:00:00Z');
const serverAlert = { ...aiExtractorAlert(now), uuid: 'a1', typeCode: 'L', isNew: true };

describe('AI extractor alert', () => {
  it('"An alert is shown in the message list when the full profile is loaded, the opt-in is visible, and the user has never opted in nor seen the feature."', () => {
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: fresh })).toBe(true);
    expect(showAiExtractorAlert({ fullProfileLoaded: false, aiImport: fresh })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: undefined })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: { ...fresh, isOptInVisible: false } })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: { ...fresh, isOptedIn: true, optedInTs: 1767225600 } })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: { ...fresh, optedInTs: 1767225600 } })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: { ...fresh, introducedFeatureWebappTs: 1767225600 } })).toBe(false);
  });
  it('follows the is_genai_alert_enabled flag', () => {
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: fresh, isGenaiAlertEnabled: false })).toBe(false);
    expect(showAiExtractorAlert({ fullProfileLoaded: true, aiImport: fresh, isGenaiAlertEnabled: true })).toBe(true);
  });
  it('"is injected locally ... and shows \\"just now\\""', () => {
    const alert = aiExtractorAlert(now);
    expect(alert).toMatchObject({ uuid: AI_EXTRACTOR_ALERT_UUID, typeCode: 'WTDE', createdAt: now, isNew: false });
    expect(isLocalAlert(alert)).toBe(true);
    expect(isLocalAlert(serverAlert)).toBe(false);
    expect(alertTimeMessage(alert)).toEqual({ key: 'alerts:time.justNow' });
    expect(alertTimeMessage(serverAlert)).toBeNull();
    expect(alertActions(alert)).toEqual([{ name: 'settings-artificial-intelligence', params: {} }]);
  });
  it('is put first in the list, once', () => {
    const once = withAiExtractorAlert([serverAlert], { fullProfileLoaded: true, aiImport: fresh }, now);
    expect(once.map((a) => a.uuid)).toEqual([AI_EXTRACTOR_ALERT_UUID, 'a1']);
    expect(withAiExtractorAlert(once, { fullProfileLoaded: true, aiImport: fresh }, now).map((a) => a.uuid)).toEqual([AI_EXTRACTOR_ALERT_UUID, 'a1']);
    expect(withAiExtractorAlert(once, { fullProfileLoaded: true, aiImport: { ...fresh, introducedFeatureWebappTs: 1 } }, now).map((a) => a.uuid)).toEqual([
      'a1',
    ]);
  });
});
