import type { LanguageTag } from '../domain/profile/profile.js';
import type { NotificationChoice } from '../domain/alerts/notification-settings.js';
import type { PendingSmsCode } from '../domain/phone/sms-verification.js';
import type { ParsedPhone } from './phone-numbers.port.js';

/**
 * The notification choices users saved (codes and channels they never touched are absent).
 *
 * @example
 * await settings.save('u1', [{ code: 'FP', channel: 'email', isEnabled: false }]);
 */
export interface NotificationSettingStore {
  saved(userId: string): Promise<readonly NotificationChoice[]>;
  /** Writes the choices (insert or replace), all at once. */
  save(userId: string, choices: readonly NotificationChoice[]): Promise<void>;
}

/**
 * A code waiting for the number it was sent to.
 *
 * @example
 * const p: PendingSmsVerification = { phone, expiresAt, tries: 0 };
 */
export interface PendingSmsVerification extends PendingSmsCode {
  readonly phone: ParsedPhone;
}

/**
 * The phone set-up as stored: one pending code per user, kept only as a keyed hash, and the
 * verified number the profile shows (smsCountryCode, smsPhoneNumber) and alerts are texted to.
 *
 * @example
 * await phones.startCode('u1', { phone, expiresAt, tries: 0 }, '123456');
 */
export interface SmsPhoneStore {
  pending(userId: string): Promise<PendingSmsVerification | undefined>;
  /** Replaces the user's pending code (the code is stored hashed only). */
  startCode(userId: string, pending: PendingSmsVerification, code: string): Promise<void>;
  /** Whether the code typed is the pending one. */
  matches(userId: string, code: string): Promise<boolean>;
  /** Counts one wrong try; answers the tries now counted. */
  countTry(userId: string): Promise<number>;
  /** Makes the pending number the verified one and forgets the code, in one step. */
  verify(userId: string): Promise<void>;
  /** Forgets the verified number and any pending code. */
  remove(userId: string): Promise<void>;
  /** The verified number, as the profile holds it ('' when none). */
  verified(userId: string): Promise<{ readonly callingCode: string; readonly nationalNumber: string } | undefined>;
}

/**
 * The server's texts of notifications in a language: the names of alert kinds on the settings
 * screen and the text message carrying a verification code.
 *
 * @example
 * names.name('FP', 'fr-FR') // 'Rappels avant un voyage'
 * names.codeMessage('123456', 'en-US') // 'Your Waybook verification code is 123456. It expires in 10 minutes.'
 */
export interface NotificationNames {
  name(code: string, locale: LanguageTag): string;
  codeMessage(code: string, locale: LanguageTag): string;
}
