import { describe, expect, it } from 'vitest';
import { phoneRemovalFailedMessage, SMS_ERROR_CODES, smsErrorMessage, toSmsErrorCode } from './sms-error-codes.js';

describe('SMS error codes (part 3 section 8, "Phone (SMS) errors")', () => {
  it('"Codes: SMS_GATEWAY_ISSUE, SMS_BAD_PHONE_NUMBER, SMS_ALREADY_VERIFIED, SMS_BAD_VERIFICATION_CODE, SMS_TOO_MANY_TRIES, SMS_INVALID_FREE_TRIAL ... Also: undefined error; reCAPTCHA verification failed."', () => {
    expect(SMS_ERROR_CODES).toEqual([
      'SMS_GATEWAY_ISSUE',
      'SMS_BAD_PHONE_NUMBER',
      'SMS_ALREADY_VERIFIED',
      'SMS_BAD_VERIFICATION_CODE',
      'SMS_TOO_MANY_TRIES',
      'SMS_INVALID_FREE_TRIAL',
      'RECAPTCHA_FAILED',
      'UNDEFINED',
    ]);
  });
  it('reads server codes, anything unknown being the undefined error', () => {
    expect(toSmsErrorCode('SMS_BAD_PHONE_NUMBER')).toBe('SMS_BAD_PHONE_NUMBER');
    expect(toSmsErrorCode(' SMS_GATEWAY_ISSUE ')).toBe('SMS_GATEWAY_ISSUE');
    expect(toSmsErrorCode('sms_gateway_issue')).toBe('UNDEFINED');
    expect(toSmsErrorCode(null)).toBe('UNDEFINED');
  });
  it('maps each code to its message', () => {
    expect(smsErrorMessage('SMS_GATEWAY_ISSUE')).toEqual({ key: 'notifications:sms.gatewayIssue' });
    expect(smsErrorMessage('SMS_BAD_PHONE_NUMBER')).toEqual({ key: 'notifications:sms.badPhoneNumber' });
    expect(smsErrorMessage('SMS_ALREADY_VERIFIED')).toEqual({ key: 'notifications:sms.alreadyVerified' });
    expect(smsErrorMessage('SMS_BAD_VERIFICATION_CODE')).toEqual({ key: 'notifications:sms.badVerificationCode' });
    expect(smsErrorMessage('SMS_INVALID_FREE_TRIAL')).toEqual({ key: 'notifications:sms.invalidFreeTrial' });
    expect(smsErrorMessage('RECAPTCHA_FAILED')).toEqual({ key: 'notifications:sms.recaptchaFailed' });
    expect(smsErrorMessage('UNDEFINED')).toEqual({ key: 'notifications:sms.undefinedError' });
  });
  it('"SMS_TOO_MANY_TRIES (too many attempts, on setup or resend)"', () => {
    expect(smsErrorMessage('SMS_TOO_MANY_TRIES')).toEqual({ key: 'notifications:sms.tooManyTriesSetup' });
    expect(smsErrorMessage('SMS_TOO_MANY_TRIES', 'resend')).toEqual({ key: 'notifications:sms.tooManyTriesResend' });
  });
  it('"Phone number removal failure has its own toast."', () => {
    expect(phoneRemovalFailedMessage()).toEqual({ key: 'notifications:sms.removeFailed' });
  });
});
