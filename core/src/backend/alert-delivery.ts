import { primaryAlertAction } from '../domain/alerts/alert-actions.js';
import { isProAlert } from '../domain/alerts/alert-codes.js';
import { stripUrls } from '../domain/alerts/alert-text.js';
import { MAILED_BY_EVENT } from '../domain/alerts/notification-settings.js';
import { alertActionPath } from '../navigation/alert-link.js';
import type { AccountAlertStore } from '../ports/account-alert-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertRaiser, RaisedAlert } from '../ports/alert-raiser.port.js';
import type { AlertTexts, NotificationChannels, SmsSender } from '../ports/alert-texts.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { JobPayload, JobQueue } from '../ports/job-queue.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';

/**
 * The job kind that delivers one alert by e-mail and SMS (payload { alertUuid }).
 *
 * @example
 * ALERT_DELIVERY_JOB // 'deliver-alert'
 */
export const ALERT_DELIVERY_JOB = 'deliver-alert';

/**
 * Raises alerts for real: the alert is stored (once per dedupe key), then its delivery is a job,
 * so a crash between the two loses at most the e-mail, never the alert, and a restart loses nothing.
 *
 * @example
 * const alerts = new StoredAlertRaiser({ alerts: store, jobs, ids, clock });
 * await alerts.raise({ userId: 'u2', typeCode: 'FC', tripUuid: '', tripItemUuid: '', fromUserId: 'u1', facts: { name: 'Ada' } });
 */
export class StoredAlertRaiser implements AlertRaiser {
  constructor(private readonly deps: { readonly alerts: AccountAlertStore; readonly jobs: JobQueue; readonly ids: IdGenerator; readonly clock: Clock }) {}

  async raise(alert: RaisedAlert): Promise<void> {
    const now = this.deps.clock.now();
    const stored = await this.deps.alerts.add({ ...alert, uuid: this.deps.ids.uuid() }, now);
    if (!stored) return;
    await this.deps.jobs.enqueue({ kind: ALERT_DELIVERY_JOB, payload: { alertUuid: stored.uuid }, dedupeKey: `${ALERT_DELIVERY_JOB}:${stored.uuid}` }, now);
  }
}

/**
 * The channels until a user saves notification settings: e-mail for every alert, no SMS (a phone
 * is set up first).
 *
 * @example
 * await EMAIL_BY_DEFAULT.channels('u1', 'FC') // { email: true, sms: false }
 */
export const EMAIL_BY_DEFAULT: NotificationChannels = { channels: async () => ({ email: true, sms: false }) };

/**
 * What delivering an alert needs.
 *
 * @example
 * const deps: AlertDeliveryDeps = { alerts, accounts, texts, channels, mailer, templates, publicUrl };
 */
export interface AlertDeliveryDeps {
  readonly alerts: AccountAlertStore;
  readonly accounts: AccountStore;
  readonly texts: AlertTexts;
  readonly channels: NotificationChannels;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  readonly sms?: SmsSender;
}

/**
 * Delivers one alert (the ALERT_DELIVERY_JOB): by e-mail to the primary address and by SMS to a
 * verified phone, each only where the user's settings allow it, in the user's language. A Pro
 * alert goes out only to a Pro user. An alert that is gone (dismissed, account deleted) sends nothing.
 *
 * @example
 * await deliverAlert(deps, { alertUuid: 'a1' });
 */
export async function deliverAlert(deps: AlertDeliveryDeps, payload: JobPayload): Promise<void> {
  const uuid = payload['alertUuid'];
  const alert = typeof uuid === 'string' ? await deps.alerts.get(uuid) : undefined;
  if (!alert) return;
  const profile = await deps.accounts.profile(alert.userId);
  if (!profile) return;
  if (isProAlert(alert.typeCode) && !profile.isPro) return;
  const channels = await deps.channels.channels(alert.userId, alert.typeCode);
  const texts = deps.texts.write(alert, profile.languageTag);
  const title = stripUrls(texts.title);
  const message = stripUrls(texts.message);
  const to = profile.emailAddresses.find((e) => e.isPrimary)?.address;
  if (channels.email && to !== undefined && !MAILED_BY_EVENT.has(alert.typeCode)) {
    const action = primaryAlertAction(alert);
    const path = action === undefined ? null : alertActionPath(action);
    const link = `${deps.publicUrl}/app${path ?? '/messages'}`;
    const settingsLink = `${deps.publicUrl}/app/settings/notifications`;
    await deps.mailer.send({ to, ...deps.templates.render({ kind: 'alert', title, message, link, settingsLink }, profile.languageTag) });
  }
  if (channels.sms && deps.sms && profile.smsPhoneNumber !== '') {
    await deps.sms.send({ to: `${profile.smsCountryCode}${profile.smsPhoneNumber}`, text: `Waybook: ${title}. ${message}` });
  }
}
