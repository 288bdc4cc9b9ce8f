import type { LanguageTag } from '../domain/profile/profile.js';
import type { StoredAlert } from './account-alert-store.port.js';

/**
 * Writes an alert's title and message in a language from its code and facts (the server's
 * catalogues). Unknown codes get a general title and message, never an empty one.
 *
 * @example
 * texts.write({ typeCode: 'FC', facts: { name: 'Ada Lovelace' } }, 'fr-FR').title // 'Invitation à un Inner Circle'
 */
export interface AlertTexts {
  write(alert: Pick<StoredAlert, 'typeCode' | 'facts'>, locale: LanguageTag): { readonly title: string; readonly message: string };
}

/**
 * Where an alert may go besides the message list, per the user's notification settings.
 *
 * @example
 * const c: AlertChannels = { email: true, sms: false };
 */
export interface AlertChannels {
  readonly email: boolean;
  readonly sms: boolean;
}

/**
 * The user's notification settings as delivery reads them: which channels an alert code may use.
 *
 * @example
 * await settings.channels('u1', 'FT'); // { email: true, sms: false }
 */
export interface NotificationChannels {
  channels(userId: string, typeCode: string): Promise<AlertChannels>;
}

/**
 * Sends text messages (a provider behind the port; the default adapter is a sandbox).
 *
 * @example
 * await sms.send({ to: '+33612345678', text: 'Waybook: UA 90 departs at 10:30' });
 */
export interface SmsSender {
  send(message: { readonly to: string; readonly text: string }): Promise<void>;
}
