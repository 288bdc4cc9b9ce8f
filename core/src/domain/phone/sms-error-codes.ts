import { phoneMessage, type PhoneMessage } from './message-keys.js';

/**
 * The phone set-up failures: the six SMS codes of the server (part 3 section 8), a failed
 * reCAPTCHA check (POST v2/validateRecaptcha) and UNDEFINED for anything else.
 *
 * @example
 * SMS_ERROR_CODES.includes('SMS_TOO_MANY_TRIES') // true
 */
export const SMS_ERROR_CODES = [
  'SMS_GATEWAY_ISSUE',
  'SMS_BAD_PHONE_NUMBER',
  'SMS_ALREADY_VERIFIED',
  'SMS_BAD_VERIFICATION_CODE',
  'SMS_TOO_MANY_TRIES',
  'SMS_INVALID_FREE_TRIAL',
  'RECAPTCHA_FAILED',
  'UNDEFINED',
] as const;

/**
 * One phone set-up failure code.
 *
 * @example
 * const c: SmsErrorCode = 'SMS_BAD_VERIFICATION_CODE';
 */
export type SmsErrorCode = (typeof SMS_ERROR_CODES)[number];

/**
 * Reads a server error code (detailed_error_code, or code) into an {@link SmsErrorCode}; unknown,
 * empty or missing codes are UNDEFINED (the "undefined error").
 *
 * @example
 * toSmsErrorCode('SMS_GATEWAY_ISSUE') // 'SMS_GATEWAY_ISSUE'
 * toSmsErrorCode('E42')               // 'UNDEFINED'
 * toSmsErrorCode(undefined)           // 'UNDEFINED'
 */
export function toSmsErrorCode(raw: string | null | undefined): SmsErrorCode {
  const code = (raw ?? '').trim();
  return (SMS_ERROR_CODES as readonly string[]).includes(code) ? (code as SmsErrorCode) : 'UNDEFINED';
}

/**
 * When a failure happened: while setting up (sending the number or checking the code) or while
 * asking for the code again. Only SMS_TOO_MANY_TRIES reads differently ("too many setup attempts"
 * or "too many attempts on resend").
 *
 * @example
 * const d: SmsFailureStage = 'resend';
 */
export type SmsFailureStage = 'setup' | 'resend';

const KEYS: Readonly<Record<Exclude<SmsErrorCode, 'SMS_TOO_MANY_TRIES'>, PhoneMessage['key']>> = {
  SMS_GATEWAY_ISSUE: 'notifications:sms.gatewayIssue',
  SMS_BAD_PHONE_NUMBER: 'notifications:sms.badPhoneNumber',
  SMS_ALREADY_VERIFIED: 'notifications:sms.alreadyVerified',
  SMS_BAD_VERIFICATION_CODE: 'notifications:sms.badVerificationCode',
  SMS_INVALID_FREE_TRIAL: 'notifications:sms.invalidFreeTrial',
  RECAPTCHA_FAILED: 'notifications:sms.recaptchaFailed',
  UNDEFINED: 'notifications:sms.undefinedError',
};

/**
 * The message of a phone set-up failure.
 *
 * @example
 * smsErrorMessage('SMS_BAD_VERIFICATION_CODE')     // { key: 'notifications:sms.badVerificationCode' } ("Incorrect verification code")
 * smsErrorMessage('SMS_TOO_MANY_TRIES', 'resend')  // { key: 'notifications:sms.tooManyTriesResend' }
 * smsErrorMessage('RECAPTCHA_FAILED')              // { key: 'notifications:sms.recaptchaFailed' }
 */
export function smsErrorMessage(code: SmsErrorCode, stage: SmsFailureStage = 'setup'): PhoneMessage {
  if (code === 'SMS_TOO_MANY_TRIES') {
    return phoneMessage(stage === 'resend' ? 'notifications:sms.tooManyTriesResend' : 'notifications:sms.tooManyTriesSetup');
  }
  return phoneMessage(KEYS[code]);
}

/**
 * The toast of a failed phone number removal (POST v2/deleteSmsPhoneNumber).
 *
 * @example
 * phoneRemovalFailedMessage() // { key: 'notifications:sms.removeFailed' }
 */
export function phoneRemovalFailedMessage(): PhoneMessage {
  return phoneMessage('notifications:sms.removeFailed');
}
