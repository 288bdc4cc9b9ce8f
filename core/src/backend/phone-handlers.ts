import {
  deleteSmsPhoneNumberEntry,
  SMS_API_ERRORS,
  smsCountryCodesEntry,
  updateSmsPhoneNumberEntry,
  updateVerifySmsCodeEntry,
  validateRecaptchaEntry,
} from '../contract/account/notification-entries.js';
import type { ApiError } from '../contract/error.js';
import { toWireBoolean } from '../contract/wire.js';
import { validateVerificationCode } from '../domain/phone/phone-input.js';
import { checkSmsSetupAllowed } from '../domain/phone/sms-availability.js';
import { SMS_CODE_LIMITS, smsCodeErrorCode, smsCodeExpiry, smsCodeOutcome, verificationCodeFrom } from '../domain/phone/sms-verification.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { SmsSender } from '../ports/alert-texts.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { CountryLookup } from '../ports/country-lookup.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { NotificationNames, SmsPhoneStore } from '../ports/notification-store.port.js';
import type { ParsedPhone, PhoneNumbers } from '../ports/phone-numbers.port.js';
import { recaptchaPassFloor } from '../domain/phone/recaptcha-pass.js';
import type { RecaptchaPassStore, RecaptchaVerifier } from '../ports/recaptcha.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * What the phone calls need. `isOnFreeTrial` is billing's word on a free trial (BillingService
 * proAccess); `isSandbox` says texts go to the sandbox outbox. With
 * `recaptchaRequired` (a reCAPTCHA secret is configured) every text needs a fresh passed check:
 * validateRecaptcha records it in `recaptchaPasses`, updateSmsPhoneNumber uses it up.
 *
 * @example
 * const deps: PhoneDeps = { phones, numbers, sms, isSandbox: true, countries, throttle, recaptcha, recaptchaRequired: false, recaptchaPasses, ids, clock, isOnFreeTrial: async () => false, texts };
 */
export interface PhoneDeps {
  readonly phones: SmsPhoneStore;
  readonly numbers: PhoneNumbers;
  readonly sms: SmsSender;
  readonly isSandbox: boolean;
  readonly countries: Pick<CountryLookup, 'byCode'>;
  readonly throttle: Pick<ThrottleStore, 'take'>;
  readonly recaptcha: RecaptchaVerifier;
  readonly recaptchaRequired: boolean;
  readonly recaptchaPasses: RecaptchaPassStore;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly isOnFreeTrial: (userId: string) => Promise<boolean>;
  /** The texted message carrying a code, in the user's language. */
  readonly texts: Pick<NotificationNames, 'codeMessage'>;
}

/**
 * The throttle purpose of texted codes (one bucket per account).
 *
 * @example
 * SMS_SEND_PURPOSE // 'sms-code-send'
 */
export const SMS_SEND_PURPOSE = 'sms-code-send';

const answer = (phone: { readonly callingCode: string; readonly nationalNumber: string } | undefined, verified: boolean) => ({
  sms_country_code: phone?.callingCode ?? '',
  sms_phone_number: phone?.nationalNumber ?? '',
  is_verified: toWireBoolean(verified),
});

async function sendCode(deps: PhoneDeps, userId: string, phone: ParsedPhone, locale: LanguageTag): Promise<Result<null, ApiError>> {
  const now = deps.clock.now();
  const verified = await deps.phones.verified(userId);
  if (verified && `${verified.callingCode}${verified.nationalNumber}` === phone.e164) return err(SMS_API_ERRORS.SMS_ALREADY_VERIFIED);
  const bucket = await deps.throttle.take(SMS_SEND_PURPOSE, userId, SMS_CODE_LIMITS.sends, now);
  if (!bucket.allowed) return err(SMS_API_ERRORS.SMS_TOO_MANY_TRIES);
  const code = verificationCodeFrom(deps.ids.uuid());
  try {
    await deps.sms.send({ to: phone.e164, text: deps.texts.codeMessage(code, locale) });
  } catch {
    return err(SMS_API_ERRORS.SMS_GATEWAY_ISSUE);
  }
  await deps.phones.startCode(userId, { phone, expiresAt: smsCodeExpiry(now), tries: 0 }, code);
  return ok(null);
}

async function verifyCode(deps: PhoneDeps, userId: string, typed: string): Promise<Result<null, ApiError>> {
  const pending = await deps.phones.pending(userId);
  if (pending === undefined && (await deps.phones.verified(userId))) return err(SMS_API_ERRORS.SMS_ALREADY_VERIFIED);
  const code = validateVerificationCode(typed);
  const matches = code.ok && pending !== undefined && (await deps.phones.matches(userId, code.value));
  const outcome = smsCodeOutcome(pending, matches, deps.clock.now());
  if (outcome.kind === 'verified') {
    await deps.phones.verify(userId);
    return ok(null);
  }
  if (outcome.kind === 'wrong' || outcome.kind === 'locked') {
    if (pending !== undefined && pending.tries < SMS_CODE_LIMITS.maxTries) await deps.phones.countTry(userId);
  }
  return err(SMS_API_ERRORS[smsCodeErrorCode(outcome)]);
}

/**
 * GET v2/getCountryCodesForSmsSetting, POST v2/updateSmsPhoneNumber, v2/updateVerifySmsCode,
 * v2/deleteSmsPhoneNumber and v2/validateRecaptcha.
 *
 * @example
 * const handlers = phoneHandlers(deps);
 */
export function phoneHandlers(deps: PhoneDeps): BoundHandler[] {
  return [
    bind(smsCountryCodesEntry, async (_input, ctx) => {
      const named = await Promise.all(
        deps.numbers.regions().map(async (r) => {
          const country = await deps.countries.byCode(r.region, ctx.locale);
          return country === undefined ? undefined : { country_code: r.region, calling_code: r.callingCode, name: country.label };
        }),
      );
      const list = named.filter((c) => c !== undefined).sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
      return ok({ CountryCodes: list, is_sandbox: toWireBoolean(deps.isSandbox) });
    }),
    bind(updateSmsPhoneNumberEntry, async ({ body }, ctx) => {
      if (!checkSmsSetupAllowed({ isTrial: await deps.isOnFreeTrial(ctx.userId) }).ok) return err(SMS_API_ERRORS.SMS_INVALID_FREE_TRIAL);
      const parsed = deps.numbers.parse(body.country_code, body.sms_phone_number);
      if (!parsed.ok) return err(SMS_API_ERRORS.SMS_BAD_PHONE_NUMBER);
      if (deps.recaptchaRequired && !(await deps.recaptchaPasses.take(ctx.userId, recaptchaPassFloor(deps.clock.now())))) {
        return err(SMS_API_ERRORS.RECAPTCHA_FAILED);
      }
      const sent = await sendCode(deps, ctx.userId, parsed.value, ctx.locale);
      return sent.ok ? ok(answer(parsed.value, false)) : sent;
    }),
    bind(updateVerifySmsCodeEntry, async ({ body }, ctx) => {
      const verified = await verifyCode(deps, ctx.userId, body.sms_verification_code);
      return verified.ok ? ok(answer(await deps.phones.verified(ctx.userId), true)) : verified;
    }),
    bind(deleteSmsPhoneNumberEntry, async (_input, ctx) => {
      await deps.phones.remove(ctx.userId);
      return ok(answer(undefined, false));
    }),
    bind(validateRecaptchaEntry, async ({ body }, ctx) => {
      const passed = await deps.recaptcha.verify({ token: body.token, action: body.action });
      if (!passed) return err(SMS_API_ERRORS.RECAPTCHA_FAILED);
      if (deps.recaptchaRequired) await deps.recaptchaPasses.record(ctx.userId, deps.clock.now());
      return ok({ success: toWireBoolean(true) });
    }),
  ];
}
