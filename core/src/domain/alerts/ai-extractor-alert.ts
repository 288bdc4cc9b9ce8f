import type { AccountAlert } from './account-alert.js';
import { alertMessage, type AlertMessage } from './message-keys.js';

/**
 * The AI extractor settings of the profile (aiImport). Timestamps are seconds since the epoch,
 * 0 meaning never (the spec does not give their form; this follows the privacy acknowledgement).
 *
 * @example
 * const s: AiImportSettings = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 };
 */
export interface AiImportSettings {
  readonly isOptInVisible: boolean;
  readonly isOptInReadOnly: boolean;
  readonly isOptedIn: boolean;
  readonly optedInTs: number;
  readonly introducedFeatureWebappTs: number;
}

/**
 * The uuid of the locally injected AI extractor alert; no server alert has it.
 *
 * @example
 * AI_EXTRACTOR_ALERT_UUID // 'local:ai-extractor'
 */
export const AI_EXTRACTOR_ALERT_UUID = 'local:ai-extractor';

/**
 * Whether the AI extractor alert is shown: the full profile is loaded, the opt-in is visible, and
 * the user has never opted in (not opted in now and no opt-in stamp) nor seen the feature (no
 * introduced stamp). `isGenaiAlertEnabled` is the appConfig flag is_genai_alert_enabled; the spec
 * names it without its effect, so it is taken as a master switch (absent means on).
 *
 * @example
 * const aiImport = { isOptInVisible: true, isOptInReadOnly: false, isOptedIn: false, optedInTs: 0, introducedFeatureWebappTs: 0 };
 * showAiExtractorAlert({ fullProfileLoaded: true, aiImport }) // true
 * showAiExtractorAlert({ fullProfileLoaded: true, aiImport: { ...aiImport, introducedFeatureWebappTs: 1767225600 } }) // false
 */
export function showAiExtractorAlert(input: {
  readonly fullProfileLoaded: boolean;
  readonly aiImport: AiImportSettings | undefined;
  readonly isGenaiAlertEnabled?: boolean;
}): boolean {
  const ai = input.aiImport;
  if (!input.fullProfileLoaded || ai === undefined || input.isGenaiAlertEnabled === false) return false;
  const neverOptedIn = !ai.isOptedIn && ai.optedInTs <= 0;
  const neverSeen = ai.introducedFeatureWebappTs <= 0;
  return ai.isOptInVisible && neverOptedIn && neverSeen;
}

/**
 * The AI extractor alert as injected into the list at `now` (so it reads "just now"). Its title
 * and message are message keys; it leads to the AI settings (type WTDE). It is not marked new:
 * marking alerts viewed cannot clear it (only dismissal does), so a red dot for it would never go.
 *
 * @example
 * aiExtractorAlert(new Date('2026-05-01T10:00:00Z')).typeCode // 'WTDE'
 */
export function aiExtractorAlert(now: Date): AccountAlert {
  return {
    uuid: AI_EXTRACTOR_ALERT_UUID,
    typeCode: 'WTDE',
    tripUuid: '',
    tripItemUuid: '',
    title: 'alerts:aiExtractor.title',
    message: 'alerts:aiExtractor.message',
    createdAt: now,
    isNew: false,
    fromAccountProfileRef: '',
  };
}

/**
 * Whether an alert is the locally injected one (texts are keys, shown "just now").
 *
 * @example
 * isLocalAlert(aiExtractorAlert(new Date(0))) // true
 */
export function isLocalAlert(alert: Pick<AccountAlert, 'uuid'>): boolean {
  return alert.uuid === AI_EXTRACTOR_ALERT_UUID;
}

/**
 * The server alerts with the AI extractor alert first when it is to be shown, at most once.
 *
 * @example
 * withAiExtractorAlert([], { fullProfileLoaded: true, aiImport }, now).length // 1
 */
export function withAiExtractorAlert(
  alerts: readonly AccountAlert[],
  visibility: Parameters<typeof showAiExtractorAlert>[0],
  now: Date,
): readonly AccountAlert[] {
  const others = alerts.filter((a) => !isLocalAlert(a));
  return showAiExtractorAlert(visibility) ? [aiExtractorAlert(now), ...others] : others;
}

/**
 * The time label of the local alert ("just now"); server alerts get null and the UI formats
 * their createdAt.
 *
 * @example
 * alertTimeMessage(aiExtractorAlert(new Date(0))) // { key: 'alerts:time.justNow' }
 */
export function alertTimeMessage(alert: Pick<AccountAlert, 'uuid'>): AlertMessage | null {
  return isLocalAlert(alert) ? alertMessage('alerts:time.justNow') : null;
}
