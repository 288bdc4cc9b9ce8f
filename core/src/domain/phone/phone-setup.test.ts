import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { canUseCodeStep, phoneSetupFromProfile, phoneSetupMessage, phoneSetupTransition, type PhoneSetupState } from './phone-setup.js';
import { checkSmsSetupAllowed } from './sms-availability.js';

const phone = { countryCode: '1', number: '5550100199' };
const entering: PhoneSetupState = { step: 'enter-number', draft: null, failure: null };
const codeSent: PhoneSetupState = { step: 'code-sent', phone, resends: 0, failure: null };

describe('phone set-up ("enter number, then enter verification code; resend and change number are available")', () => {
  it('goes from the number to the code to verified', () => {
    expect(phoneSetupTransition(entering, { type: 'numberSent', phone })).toEqual(ok(codeSent));
    expect(phoneSetupTransition(codeSent, { type: 'codeVerified' })).toEqual(ok({ step: 'verified', phone }));
  });
  it('resends the code and changes the number', () => {
    expect(phoneSetupTransition(codeSent, { type: 'codeResent' })).toEqual(ok({ ...codeSent, resends: 1 }));
    expect(phoneSetupTransition(codeSent, { type: 'changeNumber' })).toEqual(ok({ step: 'enter-number', draft: phone, failure: null }));
  });
  it('"Outcomes map to the SMS error codes": keeps the step and the failure', () => {
    const bad = phoneSetupTransition(entering, { type: 'numberFailed', phone, code: 'SMS_BAD_PHONE_NUMBER' });
    expect(bad).toEqual(ok({ step: 'enter-number', draft: phone, failure: { code: 'SMS_BAD_PHONE_NUMBER', stage: 'setup' } }));
    const wrongCode = phoneSetupTransition(codeSent, { type: 'codeFailed', code: 'SMS_BAD_VERIFICATION_CODE' });
    expect(wrongCode).toEqual(ok({ ...codeSent, failure: { code: 'SMS_BAD_VERIFICATION_CODE', stage: 'setup' } }));
    if (wrongCode.ok) expect(phoneSetupMessage(wrongCode.value)).toEqual({ key: 'notifications:sms.badVerificationCode' });
    const tooMany = phoneSetupTransition(codeSent, { type: 'resendFailed', code: 'SMS_TOO_MANY_TRIES' });
    expect(tooMany.ok && phoneSetupMessage(tooMany.value)).toEqual({ key: 'notifications:sms.tooManyTriesResend' });
    expect(tooMany.ok && canUseCodeStep(tooMany.value)).toBe(false);
    const recaptcha = phoneSetupTransition(entering, { type: 'numberFailed', phone, code: 'RECAPTCHA_FAILED' });
    expect(recaptcha.ok && phoneSetupMessage(recaptcha.value)).toEqual({ key: 'notifications:sms.recaptchaFailed' });
  });
  it('treats SMS_ALREADY_VERIFIED as verified', () => {
    expect(phoneSetupTransition(entering, { type: 'numberFailed', phone, code: 'SMS_ALREADY_VERIFIED' })).toEqual(ok({ step: 'verified', phone }));
    expect(phoneSetupTransition(codeSent, { type: 'codeFailed', code: 'SMS_ALREADY_VERIFIED' })).toEqual(ok({ step: 'verified', phone }));
  });
  it('removes a number (deleteSmsPhoneNumber)', () => {
    expect(phoneSetupTransition({ step: 'verified', phone }, { type: 'numberRemoved' })).toEqual(ok(entering));
    expect(phoneSetupTransition({ step: 'verified', phone }, { type: 'changeNumber' })).toEqual(ok({ step: 'enter-number', draft: phone, failure: null }));
  });
  it('refuses events out of step', () => {
    expect(phoneSetupTransition({ step: 'verified', phone }, { type: 'codeResent' })).toEqual(
      err({ kind: 'invalid-transition', from: 'verified', event: 'codeResent' }),
    );
    expect(phoneSetupTransition(entering, { type: 'codeVerified' })).toEqual(err({ kind: 'invalid-transition', from: 'enter-number', event: 'codeVerified' }));
    expect(phoneSetupTransition(entering, { type: 'changeNumber' }).ok).toBe(false);
    expect(phoneSetupTransition(codeSent, { type: 'numberSent', phone }).ok).toBe(false);
  });
  it('starts from the profile number', () => {
    expect(phoneSetupFromProfile({ smsCountryCode: '', smsPhoneNumber: '' })).toEqual(entering);
    expect(phoneSetupFromProfile({ smsCountryCode: '1', smsPhoneNumber: '5550100199' })).toEqual({ step: 'verified', phone });
    expect(canUseCodeStep(codeSent)).toBe(true);
    expect(canUseCodeStep(entering)).toBe(false);
    expect(phoneSetupMessage(codeSent)).toBeNull();
  });
  it('"Phone SMS setup is not available during a free trial."', () => {
    expect(checkSmsSetupAllowed({ isTrial: true })).toEqual(err('SMS_INVALID_FREE_TRIAL'));
    expect(checkSmsSetupAllowed({ isTrial: false })).toEqual(ok(null));
  });
});
