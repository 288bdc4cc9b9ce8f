import type { AccountAlert } from './account-alert.js';
import { isLocalAlert } from './ai-extractor-alert.js';
import { isProAlert } from './alert-codes.js';

/**
 * How an alert is dismissed: `profile` (the AI extractor alert: POST
 * v2/timestampIntroducedAiImportFeature, then removed locally), `server` (a premium alert: POST
 * v2/dismissAccountPremiumAlert with its uuid) or `none`.
 *
 * @example
 * const d: AlertDismissal = 'profile';
 */
export type AlertDismissal = 'profile' | 'server' | 'none';

/**
 * How an alert can be dismissed. The spec says both that "premium alerts can be dismissed" and that
 * the AI extractor alert "is the only type dismissible"; the reading taken is that the AI alert is
 * the only one dismissed through the profile, and that Pro (premium) alerts are dismissed on the
 * server. Free alerts cannot be dismissed.
 *
 * @example
 * alertDismissal({ uuid: 'local:ai-extractor', typeCode: 'WTDE' }) // 'profile'
 * alertDismissal({ uuid: 'a1', typeCode: 'L' })                    // 'server'
 * alertDismissal({ uuid: 'a2', typeCode: 'FT' })                   // 'none'
 */
export function alertDismissal(alert: Pick<AccountAlert, 'uuid' | 'typeCode'>): AlertDismissal {
  if (isLocalAlert(alert)) return 'profile';
  return isProAlert(alert.typeCode) ? 'server' : 'none';
}

/**
 * The list without the dismissed alerts (a dismissal removes the alert locally).
 *
 * @example
 * withoutDismissed([a1, a2], ['a1']) // [a2]
 */
export function withoutDismissed(alerts: readonly AccountAlert[], dismissedUuids: readonly string[]): readonly AccountAlert[] {
  const gone = new Set(dismissedUuids);
  return alerts.filter((a) => !gone.has(a.uuid));
}
