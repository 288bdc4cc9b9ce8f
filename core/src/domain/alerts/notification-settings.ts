import { err, ok, type Result } from '../result.js';
import { isProAlert, type AlertCode } from './alert-codes.js';

/**
 * The channels an alert can go out on besides the message list.
 *
 * @example
 * NOTIFICATION_CHANNELS // ['email', 'sms']
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;

/**
 * One notification channel (the wire's `type`).
 *
 * @example
 * const c: NotificationChannel = 'sms';
 */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The alert kinds listed on /settings/notifications: the ones Waybook raises today (trip and Inner
 * Circle invitations, acceptances, the pre-trip reminder, and the Pro check-in and departure
 * alerts). A later issue that raises a new code adds it here; until then a code not listed is
 * delivered with the defaults.
 *
 * @example
 * NOTIFICATION_SETTING_CODES.includes('FP') // true
 */
export const NOTIFICATION_SETTING_CODES = ['FT', 'FC', 'FA', 'FP', 'H', 'D'] as const satisfies readonly AlertCode[];

/**
 * Alert codes whose e-mail is the event's own mail, always sent: a trip invitation to an account
 * (FT) carries the link that joins the trip, so it has no e-mail setting and its alert's delivery
 * does not mail it again.
 *
 * @example
 * MAILED_BY_EVENT.has('FT') // true
 */
export const MAILED_BY_EVENT: ReadonlySet<string> = new Set(['FT']);

const hasSetting = (code: string, channel: NotificationChannel) => !(channel === 'email' && MAILED_BY_EVENT.has(code));

/**
 * A stored choice: one alert code on one channel, on or off.
 *
 * @example
 * const c: NotificationChoice = { code: 'FP', channel: 'email', isEnabled: false };
 */
export interface NotificationChoice {
  readonly code: string;
  readonly channel: NotificationChannel;
  readonly isEnabled: boolean;
}

/**
 * The default of a code on a channel until the user saves a choice: every alert by e-mail, none by
 * SMS (a phone is set up and SMS turned on deliberately; texts can cost the user money).
 *
 * @example
 * defaultNotification('FC', 'email') // true
 * defaultNotification('D', 'sms')    // false
 */
export function defaultNotification(_code: string, channel: NotificationChannel): boolean {
  return channel === 'email';
}

/**
 * Whether an alert code may go out on a channel: the user's saved choice, else the default.
 *
 * @example
 * isNotificationEnabled([{ code: 'FP', channel: 'email', isEnabled: false }], 'FP', 'email') // false
 * isNotificationEnabled([], 'FP', 'email') // true
 */
export function isNotificationEnabled(saved: readonly NotificationChoice[], code: string, channel: NotificationChannel): boolean {
  return saved.find((c) => c.code === code && c.channel === channel)?.isEnabled ?? defaultNotification(code, channel);
}

/**
 * One row of the settings screen before it is named: code, channel, whether it is on for this
 * user, and whether it is a Pro alert. For a free user a Pro alert is shown off (it is never sent
 * to them) and locked behind the upsell; the saved choice comes back when they go Pro.
 *
 * @example
 * const r: NotificationRow = { code: 'D', channel: 'email', isEnabled: false, isProOnly: true };
 */
export interface NotificationRow {
  readonly code: string;
  readonly channel: NotificationChannel;
  readonly isEnabled: boolean;
  readonly isProOnly: boolean;
}

/**
 * The settings rows of a user: every listed code on every channel, e-mail first.
 *
 * @example
 * notificationRows([], { isPro: false }).find((r) => r.code === 'D' && r.channel === 'email')
 * // { code: 'D', channel: 'email', isEnabled: false, isProOnly: true }
 * notificationRows([], { isPro: false }).some((r) => r.code === 'FT' && r.channel === 'email') // false (MAILED_BY_EVENT)
 */
export function notificationRows(saved: readonly NotificationChoice[], user: { readonly isPro: boolean }): readonly NotificationRow[] {
  return NOTIFICATION_CHANNELS.flatMap((channel) =>
    NOTIFICATION_SETTING_CODES.filter((code) => hasSetting(code, channel)).map((code) => {
      const isProOnly = isProAlert(code);
      const isEnabled = (user.isPro || !isProOnly) && isNotificationEnabled(saved, code, channel);
      return { code, channel, isEnabled, isProOnly };
    }),
  );
}

/**
 * Why a change of settings is refused: a code (or a code's channel, as FT by e-mail) that is not listed, or a free user turning on a Pro
 * alert (turning one off is allowed: it changes nothing they receive).
 *
 * @example
 * const e: NotificationChangeError = { kind: 'pro-only', code: 'D' };
 */
export type NotificationChangeError = { readonly kind: 'unknown-code'; readonly code: string } | { readonly kind: 'pro-only'; readonly code: string };

/**
 * Checks the choices a user saves; all or nothing.
 *
 * @example
 * checkNotificationChanges([{ code: 'D', channel: 'sms', isEnabled: true }], { isPro: false }) // err({ kind: 'pro-only', code: 'D' })
 * checkNotificationChanges([{ code: 'FP', channel: 'sms', isEnabled: true }], { isPro: false }) // ok(null)
 */
export function checkNotificationChanges(changes: readonly NotificationChoice[], user: { readonly isPro: boolean }): Result<null, NotificationChangeError> {
  for (const change of changes) {
    const listed = (NOTIFICATION_SETTING_CODES as readonly string[]).includes(change.code) && hasSetting(change.code, change.channel);
    if (!listed) return err({ kind: 'unknown-code', code: change.code });
    if (change.isEnabled && !user.isPro && isProAlert(change.code)) return err({ kind: 'pro-only', code: change.code });
  }
  return ok(null);
}
