import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from '../../domain/alerts/notification-settings.js';
import type { SmsErrorCode } from '../../domain/phone/sms-error-codes.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { apiError, type ApiError, type ErrorStatus } from '../error.js';
import { wireBoolean, wireBooleanOut } from '../wire.js';

/**
 * The Error object of each phone set-up refusal (part 3 section 8): detailed_error_code is the SMS
 * code, description its message. Statuses the app explains itself and never reports: 422 for a
 * refused number, code or reCAPTCHA and during a free trial (not 403, which signs a user out),
 * 409 already verified, 429 too many tries, 503 the text gateway.
 *
 * @example
 * SMS_API_ERRORS.SMS_TOO_MANY_TRIES.status // 429
 */
export const SMS_API_ERRORS: Readonly<Record<Exclude<SmsErrorCode, 'UNDEFINED'>, ApiError>> = {
  SMS_GATEWAY_ISSUE: smsError(503, 'service_unavailable', 'SMS_GATEWAY_ISSUE', 'We are having trouble sending text messages. Please try again later.'),
  SMS_BAD_PHONE_NUMBER: smsError(422, 'unprocessable_entity', 'SMS_BAD_PHONE_NUMBER', 'This phone number is invalid or not supported.'),
  SMS_ALREADY_VERIFIED: smsError(409, 'conflict', 'SMS_ALREADY_VERIFIED', 'This phone number has already been verified.'),
  SMS_BAD_VERIFICATION_CODE: smsError(422, 'unprocessable_entity', 'SMS_BAD_VERIFICATION_CODE', 'Incorrect verification code'),
  SMS_TOO_MANY_TRIES: smsError(429, 'too_many_requests', 'SMS_TOO_MANY_TRIES', 'Too many attempts. Please try again later.'),
  SMS_INVALID_FREE_TRIAL: smsError(422, 'unprocessable_entity', 'SMS_INVALID_FREE_TRIAL', 'Text message alerts are not available during a free trial.'),
  RECAPTCHA_FAILED: smsError(422, 'unprocessable_entity', 'RECAPTCHA_FAILED', 'reCAPTCHA verification failed'),
};

function smsError(status: ErrorStatus, code: string, detail: string, description: string): ApiError {
  return apiError(status, code, detail, description);
}

/**
 * The refusal of a free user turning on a Pro alert (422, so the app explains it with the upsell).
 *
 * @example
 * notificationProOnlyError('D').detailedErrorCode // 'notification_pro_only'
 */
export function notificationProOnlyError(code: string): ApiError {
  return apiError(422, 'unprocessable_entity', 'notification_pro_only', `Alert ${code} is a Pro alert: upgrade to Pro to turn it on.`);
}

/**
 * A notification setting as the server answers it (flags as "true"/"false"); read it back with
 * `notificationSettingFromWire(notificationSettingWire.parse(w))`.
 *
 * @example
 * notificationSettingOut.parse({ code: 'FP', name: 'Trip reminders', type: 'email', is_enabled: 'true', is_pro_only: 'false' })
 */
export const notificationSettingOut = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  is_enabled: wireBooleanOut,
  is_pro_only: wireBooleanOut,
});

const settingsAnswer = z.object({ NotificationSettings: z.array(notificationSettingOut) });

/**
 * POST v2/updateNotificationSettings (our design: the spec does not show the call): the choices to
 * save, each an alert code, a channel (`email` or `sms`) and on or off. Answers every setting as
 * the profile's notificationSettings does, named in the request language. A code not listed is a
 * 400 naming it; a free user turning on a Pro alert a 422 notification_pro_only; nothing is saved
 * then.
 *
 * @example
 * await api.call(updateNotificationSettingsEntry, { body: { NotificationSettings: [{ code: 'FP', type: 'email', is_enabled: false }] } })
 */
export const updateNotificationSettingsEntry = defineEntry({
  id: 'updateNotificationSettings',
  method: 'POST',
  path: 'v2/updateNotificationSettings',
  auth: 'session',
  summary:
    'Saves e-mail and SMS notification choices (code, type email|sms, is_enabled); answers all settings. ' +
    '400 invalid_field for an unlisted code; 422 notification_pro_only when a free user turns on a Pro alert.',
  params: nothing,
  query: nothing,
  body: {
    kind: 'json',
    schema: z.object({
      NotificationSettings: z
        .array(z.object({ code: z.string().trim().min(1).max(8), type: z.enum(NOTIFICATION_CHANNELS), is_enabled: wireBoolean }))
        .min(1)
        .max(50),
    }),
  },
  response: settingsAnswer,
});

const smsPhoneAnswer = z.object({ sms_country_code: z.string(), sms_phone_number: z.string(), is_verified: wireBooleanOut });

/**
 * GET v2/getCountryCodesForSmsSetting: every region that can receive texts, with its calling code
 * and its name in the request language, sorted by name; `is_sandbox` is true while texts go to the
 * server's sandbox outbox instead of a provider.
 *
 * @example
 * const r = await api.call(smsCountryCodesEntry, {}); r.ok && r.value.CountryCodes[0]?.calling_code
 */
export const smsCountryCodesEntry = defineEntry({
  id: 'getCountryCodesForSmsSetting',
  method: 'GET',
  path: 'v2/getCountryCodesForSmsSetting',
  auth: 'session',
  summary: 'Regions for SMS set-up: country_code (ISO 3166 alpha-2), calling_code (+33), name in the request language; is_sandbox.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({
    CountryCodes: z.array(z.object({ country_code: z.string(), calling_code: z.string(), name: z.string() })),
    is_sandbox: wireBooleanOut,
  }),
});

/**
 * POST v2/updateSmsPhoneNumber (form): sets up a number (country_code: a region such as FR, or a
 * calling code such as 33), validated and normalised by the phone library, and texts it a
 * six-digit code valid 10 minutes. Called again it resends a new code (same number) or starts over
 * with another number; at most 5 codes, then one every 12 minutes. The verified number, if any,
 * stays until the new one is verified.
 *
 * @example
 * await api.call(updateSmsPhoneNumberEntry, { body: { country_code: 'FR', sms_phone_number: '06 12 34 56 78' } })
 */
export const updateSmsPhoneNumberEntry = defineEntry({
  id: 'updateSmsPhoneNumber',
  method: 'POST',
  path: 'v2/updateSmsPhoneNumber',
  auth: 'session',
  summary:
    'Texts a verification code to a number (or resends it). Errors: SMS_BAD_PHONE_NUMBER, SMS_ALREADY_VERIFIED, ' +
    'SMS_TOO_MANY_TRIES, SMS_INVALID_FREE_TRIAL, SMS_GATEWAY_ISSUE, and RECAPTCHA_FAILED while reCAPTCHA is configured and ' +
    'no validateRecaptcha passed in the last 10 minutes (one pass, one text). Answers the number waiting for its code.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ country_code: z.string().trim().min(1).max(4), sms_phone_number: z.string().trim().min(1).max(30) }) },
  response: smsPhoneAnswer,
});

/**
 * POST v2/updateVerifySmsCode (form): the code texted; the right one makes the number the
 * profile's verified SMS number. A wrong, expired or missing code is SMS_BAD_VERIFICATION_CODE;
 * the fifth wrong try locks the code (SMS_TOO_MANY_TRIES, also for the right code afterwards).
 *
 * @example
 * await api.call(updateVerifySmsCodeEntry, { body: { sms_verification_code: '123456' } })
 */
export const updateVerifySmsCodeEntry = defineEntry({
  id: 'updateVerifySmsCode',
  method: 'POST',
  path: 'v2/updateVerifySmsCode',
  auth: 'session',
  summary: 'Verifies the texted code. Errors: SMS_BAD_VERIFICATION_CODE, SMS_TOO_MANY_TRIES, SMS_ALREADY_VERIFIED. Answers the verified number.',
  params: nothing,
  query: nothing,
  body: { kind: 'form', schema: z.object({ sms_verification_code: z.string().trim().min(1).max(20) }) },
  response: smsPhoneAnswer,
});

/**
 * POST v2/deleteSmsPhoneNumber: forgets the verified number and any pending code; no more texts.
 *
 * @example
 * await api.call(deleteSmsPhoneNumberEntry, {})
 */
export const deleteSmsPhoneNumberEntry = defineEntry({
  id: 'deleteSmsPhoneNumber',
  method: 'POST',
  path: 'v2/deleteSmsPhoneNumber',
  auth: 'session',
  summary: 'Removes the SMS number (verified or pending). Answers the empty number.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: smsPhoneAnswer,
});

/**
 * POST v2/validateRecaptcha: checks a reCAPTCHA token during phone set-up; a pass allows one
 * text within 10 minutes. Off unless a site key and a secret are configured: then every token passes. A refused token is 422 RECAPTCHA_FAILED.
 *
 * @example
 * await api.call(validateRecaptchaEntry, { body: { token: 't', action: 'sms_setup' } })
 */
export const validateRecaptchaEntry = defineEntry({
  id: 'validateRecaptcha',
  method: 'POST',
  path: 'v2/validateRecaptcha',
  auth: 'session',
  summary:
    'Checks a reCAPTCHA token with the provider; a pass allows one updateSmsPhoneNumber within 10 minutes. Off unless ' +
    'RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are set: then every token passes. 422 RECAPTCHA_FAILED when refused.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ token: z.string().max(4000), action: z.string().max(100).default('') }) },
  response: z.object({ success: wireBooleanOut }),
});

/**
 * The notification and phone calls, in the order of part 3 section 7.
 *
 * @example
 * NOTIFICATION_ENTRIES.length // 6
 */
export const NOTIFICATION_ENTRIES = [
  smsCountryCodesEntry,
  updateSmsPhoneNumberEntry,
  updateVerifySmsCodeEntry,
  deleteSmsPhoneNumberEntry,
  updateNotificationSettingsEntry,
  validateRecaptchaEntry,
] as const;
