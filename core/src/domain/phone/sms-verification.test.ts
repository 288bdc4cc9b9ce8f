import { describe, expect, it } from 'vitest';
import { isOnFreeTrial, SMS_CODE_LIMITS, smsCodeErrorCode, smsCodeExpiry, smsCodeOutcome, verificationCodeFrom } from './sms-verification.js';

const at = (iso: string) => new Date(`2026-01-01T${iso}Z`);

describe('SMS verification codes', () => {
  it('makes six digits from a random uuid (the docs examples)', () => {
    expect(verificationCodeFrom('00000000-0001-4000-8000-000000000000')).toBe('000001');
    expect(verificationCodeFrom('ffffffff-ffff-4fff-bfff-ffffffffffff')).toBe('710655');
  });
  it('expires ten minutes after sending', () => {
    expect(smsCodeExpiry(at('10:00:00'))).toEqual(at('10:10:00'));
    expect(SMS_CODE_LIMITS).toMatchObject({ ttlMinutes: 10, maxTries: 5 });
  });
  it('verifies the right code, counts wrong ones and locks at the fifth, also for the right code afterwards', () => {
    const p = { expiresAt: at('10:10:00'), tries: 0 };
    expect(smsCodeOutcome(p, true, at('10:01:00'))).toEqual({ kind: 'verified' });
    expect(smsCodeOutcome(p, false, at('10:01:00'))).toEqual({ kind: 'wrong', triesLeft: 4 });
    expect(smsCodeOutcome({ ...p, tries: 4 }, false, at('10:01:00'))).toEqual({ kind: 'locked' });
    expect(smsCodeOutcome({ ...p, tries: 5 }, true, at('10:01:00'))).toEqual({ kind: 'locked' });
  });
  it('refuses an expired code and a missing one', () => {
    expect(smsCodeOutcome({ expiresAt: at('10:10:00'), tries: 0 }, true, at('10:10:00'))).toEqual({ kind: 'expired' });
    expect(smsCodeOutcome(undefined, true, at('10:00:00'))).toEqual({ kind: 'none' });
  });
  it('answers the SMS codes of part 3 section 8', () => {
    expect(smsCodeErrorCode({ kind: 'locked' })).toBe('SMS_TOO_MANY_TRIES');
    expect(smsCodeErrorCode({ kind: 'wrong', triesLeft: 2 })).toBe('SMS_BAD_VERIFICATION_CODE');
    expect(smsCodeErrorCode({ kind: 'expired' })).toBe('SMS_BAD_VERIFICATION_CODE');
    expect(smsCodeErrorCode({ kind: 'none' })).toBe('SMS_BAD_VERIFICATION_CODE');
  });
  it('has no free trials until the profile says so', () => {
    expect(isOnFreeTrial({})).toBe(false);
    expect(isOnFreeTrial({ isTrial: true })).toBe(true);
  });
});
