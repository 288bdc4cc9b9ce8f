import fc from 'fast-check';
import { describe, it } from 'vitest';
import { SMS_CODE_LIMITS, smsCodeOutcome, verificationCodeFrom } from './sms-verification.js';

describe('SMS verification: properties', () => {
  it('every uuid gives exactly six digits', () => {
    fc.assert(fc.property(fc.uuid(), (u) => /^\d{6}$/.test(verificationCodeFrom(u))));
  });
  it('whatever is typed, at most five wrong tries ever pass before the code locks, and nothing verifies after expiry', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 20 }), fc.integer({ min: 0, max: 20 * 60_000 }), (typed, elapsed) => {
        const expiresAt = new Date(600_000);
        const now = new Date(elapsed);
        let pending = { expiresAt, tries: 0 };
        let wrongJudged = 0;
        for (const right of typed) {
          const o = smsCodeOutcome(pending, right, now);
          if (o.kind === 'verified' && now >= expiresAt) return false;
          if (o.kind === 'verified' && pending.tries >= SMS_CODE_LIMITS.maxTries) return false;
          if (o.kind === 'wrong' || o.kind === 'locked') {
            if (pending.tries < SMS_CODE_LIMITS.maxTries) pending = { expiresAt, tries: pending.tries + 1 };
          }
          if (o.kind === 'wrong') wrongJudged += 1;
          if (o.kind === 'verified') return true;
        }
        return wrongJudged < SMS_CODE_LIMITS.maxTries;
      }),
    );
  });
});
