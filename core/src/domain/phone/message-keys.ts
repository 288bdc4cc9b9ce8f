/**
 * Every i18next key of the `notifications` namespace that the phone (SMS) rules of core can
 * produce. The UI's seven `notifications` catalogues must hold each of them; the English texts are
 * those of part 3 section 8 and part 1 section 8 ("Incorrect verification code", "reCAPTCHA
 * verification failed", ...).
 *
 * @example
 * PHONE_MESSAGE_KEYS.includes('notifications:sms.badVerificationCode') // true
 */
export const PHONE_MESSAGE_KEYS = [
  'notifications:sms.gatewayIssue',
  'notifications:sms.badPhoneNumber',
  'notifications:sms.alreadyVerified',
  'notifications:sms.badVerificationCode',
  'notifications:sms.tooManyTriesSetup',
  'notifications:sms.tooManyTriesResend',
  'notifications:sms.invalidFreeTrial',
  'notifications:sms.recaptchaFailed',
  'notifications:sms.undefinedError',
  'notifications:sms.removeFailed',
  'notifications:sms.codeLength',
] as const;

/**
 * A key of the phone texts, namespace prefix included.
 *
 * @example
 * const key: PhoneMessageKey = 'notifications:sms.recaptchaFailed'; // "reCAPTCHA verification failed"
 */
export type PhoneMessageKey = (typeof PHONE_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a phone text: an i18next key and its interpolation values.
 *
 * @example
 * const m: PhoneMessage = { key: 'notifications:sms.codeLength', values: { digits: 6 } };
 */
export type PhoneMessage = {
  readonly key: PhoneMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link PhoneMessage}, leaving `values` out when there are none.
 *
 * @example
 * phoneMessage('notifications:sms.undefinedError') // { key: 'notifications:sms.undefinedError' }
 */
export function phoneMessage(key: PhoneMessageKey, values?: Readonly<Record<string, string | number>>): PhoneMessage {
  return values === undefined ? { key } : { key, values };
}
