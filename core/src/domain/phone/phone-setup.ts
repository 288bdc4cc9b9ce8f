import { err, ok, type Result } from '../result.js';
import type { PhoneMessage } from './message-keys.js';
import type { SmsPhone } from './phone-input.js';
import { smsErrorMessage, type SmsErrorCode, type SmsFailureStage } from './sms-error-codes.js';

/**
 * The last failure of the set-up and the stage it happened in.
 *
 * @example
 * const f: SmsFailure = { code: 'SMS_BAD_VERIFICATION_CODE', stage: 'setup' };
 */
export type SmsFailure = { readonly code: SmsErrorCode; readonly stage: SmsFailureStage };

/**
 * The two-step phone set-up of /settings/notifications: entering the number (with the number
 * last tried, to edit), the code texted (how often it was resent), and verified.
 *
 * @example
 * const s: PhoneSetupState = { step: 'code-sent', phone: { countryCode: '1', number: '5550100199' }, resends: 0, failure: null };
 */
export type PhoneSetupState =
  | { readonly step: 'enter-number'; readonly draft: SmsPhone | null; readonly failure: SmsFailure | null }
  | { readonly step: 'code-sent'; readonly phone: SmsPhone; readonly resends: number; readonly failure: SmsFailure | null }
  | { readonly step: 'verified'; readonly phone: SmsPhone };

/**
 * What happens during set-up: the answers of POST v2/updateSmsPhoneNumber (`numberSent`,
 * `numberFailed`; again for a resend: `codeResent`, `resendFailed`), of POST
 * v2/updateVerifySmsCode (`codeVerified`, `codeFailed`) and of POST v2/deleteSmsPhoneNumber
 * (`numberRemoved`), plus the user's `changeNumber`. A failed reCAPTCHA check is a `numberFailed`
 * or `resendFailed` with RECAPTCHA_FAILED.
 *
 * @example
 * const e: PhoneSetupEvent = { type: 'codeFailed', code: 'SMS_BAD_VERIFICATION_CODE' };
 */
export type PhoneSetupEvent =
  | { readonly type: 'numberSent'; readonly phone: SmsPhone }
  | { readonly type: 'numberFailed'; readonly phone: SmsPhone; readonly code: SmsErrorCode }
  | { readonly type: 'codeResent' }
  | { readonly type: 'resendFailed'; readonly code: SmsErrorCode }
  | { readonly type: 'codeVerified' }
  | { readonly type: 'codeFailed'; readonly code: SmsErrorCode }
  | { readonly type: 'changeNumber' }
  | { readonly type: 'numberRemoved' };

/**
 * An event that does not apply in the current step.
 *
 * @example
 * const e: PhoneSetupError = { kind: 'invalid-transition', from: 'verified', event: 'codeResent' };
 */
export type PhoneSetupError = {
  readonly kind: 'invalid-transition';
  readonly from: PhoneSetupState['step'];
  readonly event: PhoneSetupEvent['type'];
};

const EMPTY: PhoneSetupState = { step: 'enter-number', draft: null, failure: null };

function fromEntering(event: PhoneSetupEvent): PhoneSetupState | undefined {
  if (event.type === 'numberSent') return { step: 'code-sent', phone: event.phone, resends: 0, failure: null };
  if (event.type !== 'numberFailed') return undefined;
  if (event.code === 'SMS_ALREADY_VERIFIED') return { step: 'verified', phone: event.phone };
  return { step: 'enter-number', draft: event.phone, failure: { code: event.code, stage: 'setup' } };
}

function fromCodeSent(state: Extract<PhoneSetupState, { step: 'code-sent' }>, event: PhoneSetupEvent): PhoneSetupState | undefined {
  const fail = (code: SmsErrorCode, stage: SmsFailureStage): PhoneSetupState =>
    code === 'SMS_ALREADY_VERIFIED' ? { step: 'verified', phone: state.phone } : { ...state, failure: { code, stage } };
  switch (event.type) {
    case 'codeResent':
      return { ...state, resends: state.resends + 1, failure: null };
    case 'resendFailed':
      return fail(event.code, 'resend');
    case 'codeVerified':
      return { step: 'verified', phone: state.phone };
    case 'codeFailed':
      return fail(event.code, 'setup');
    case 'changeNumber':
      return { step: 'enter-number', draft: state.phone, failure: null };
    case 'numberRemoved':
      return EMPTY;
    default:
      return undefined;
  }
}

function fromVerified(state: Extract<PhoneSetupState, { step: 'verified' }>, event: PhoneSetupEvent): PhoneSetupState | undefined {
  if (event.type === 'changeNumber') return { step: 'enter-number', draft: state.phone, failure: null };
  return event.type === 'numberRemoved' ? EMPTY : undefined;
}

/**
 * The set-up after an event. Entering: a sent number moves on to the code; a refused one stays
 * with the number to edit and the failure. Code sent: resend (failures counted as "on resend"),
 * verify, change number (back to entering, number kept) or remove. Verified: change number or
 * remove. SMS_ALREADY_VERIFIED at any step means the number is verified, so it moves to verified
 * (a choice: the spec lists the code without its effect). Anything else is refused.
 *
 * @example
 * const phone = { countryCode: '1', number: '5550100199' };
 * phoneSetupTransition({ step: 'enter-number', draft: null, failure: null }, { type: 'numberSent', phone })
 * // ok({ step: 'code-sent', phone, resends: 0, failure: null })
 * phoneSetupTransition({ step: 'verified', phone }, { type: 'codeResent' })
 * // err({ kind: 'invalid-transition', from: 'verified', event: 'codeResent' })
 */
export function phoneSetupTransition(state: PhoneSetupState, event: PhoneSetupEvent): Result<PhoneSetupState, PhoneSetupError> {
  let next: PhoneSetupState | undefined;
  switch (state.step) {
    case 'enter-number':
      next = fromEntering(event);
      break;
    case 'code-sent':
      next = fromCodeSent(state, event);
      break;
    case 'verified':
      next = fromVerified(state, event);
      break;
    default: {
      const unreachable: never = state;
      return unreachable;
    }
  }
  return next === undefined ? err({ kind: 'invalid-transition', from: state.step, event: event.type }) : ok(next);
}

/**
 * The set-up as the profile tells it: verified when it holds an SMS number (the profile keeps only
 * verified numbers, a choice), otherwise entering a number.
 *
 * @example
 * phoneSetupFromProfile({ smsCountryCode: '', smsPhoneNumber: '' }) // { step: 'enter-number', draft: null, failure: null }
 */
export function phoneSetupFromProfile(profile: { readonly smsCountryCode: string; readonly smsPhoneNumber: string }): PhoneSetupState {
  if (profile.smsPhoneNumber.trim() === '') return EMPTY;
  return { step: 'verified', phone: { countryCode: profile.smsCountryCode, number: profile.smsPhoneNumber } };
}

/**
 * Whether the code step still accepts "resend" and "verify": not after too many tries, nor when
 * set-up is unavailable during a free trial (the user can still change or remove the number).
 *
 * @example
 * canUseCodeStep({ step: 'code-sent', phone, resends: 3, failure: { code: 'SMS_TOO_MANY_TRIES', stage: 'resend' } }) // false
 */
export function canUseCodeStep(state: PhoneSetupState): boolean {
  if (state.step !== 'code-sent') return false;
  const code = state.failure?.code;
  return code !== 'SMS_TOO_MANY_TRIES' && code !== 'SMS_INVALID_FREE_TRIAL';
}

/**
 * The failure message to show in the current step, or null.
 *
 * @example
 * phoneSetupMessage({ step: 'code-sent', phone, resends: 1, failure: { code: 'SMS_TOO_MANY_TRIES', stage: 'resend' } })
 * // { key: 'notifications:sms.tooManyTriesResend' }
 */
export function phoneSetupMessage(state: PhoneSetupState): PhoneMessage | null {
  if (state.step === 'verified' || state.failure === null) return null;
  return smsErrorMessage(state.failure.code, state.failure.stage);
}
