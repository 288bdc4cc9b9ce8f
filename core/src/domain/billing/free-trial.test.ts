import { describe, expect, it } from 'vitest';
import { DEFAULT_TRIAL, DEFAULT_TRIAL_DAYS, freeTrialRefusal, isEligibleForFreeTrial, trialLength } from './free-trial.js';
import { FREE_ACCESS } from './pro-capabilities.js';

describe('free trial', () => {
  it('"One free trial per customer": the account, and the card once known', () => {
    expect(freeTrialRefusal({ hasHadTrial: false, access: FREE_ACCESS })).toBeNull();
    expect(isEligibleForFreeTrial({ hasHadTrial: false, access: FREE_ACCESS })).toBe(true);
    expect(freeTrialRefusal({ hasHadTrial: true, access: FREE_ACCESS })).toBe('already-trialled');
    expect(isEligibleForFreeTrial({ hasHadTrial: true, access: FREE_ACCESS })).toBe(false);
    expect(freeTrialRefusal({ hasHadTrial: false, cardHasHadTrial: true, access: FREE_ACCESS })).toBe('card-trialled');
    expect(freeTrialRefusal({ hasHadTrial: false, cardHasHadTrial: false, access: FREE_ACCESS })).toBeNull();
  });
  it('no trial while Pro', () => {
    expect(freeTrialRefusal({ hasHadTrial: false, access: { isPro: true, isTrial: false, isEnterprisePro: true, isInGracePeriod: false } })).toBe(
      'already-pro',
    );
  });
  it('trial length from the promotion, else the default (30 days)', () => {
    expect(DEFAULT_TRIAL_DAYS).toBe(30);
    expect(trialLength(null)).toEqual(DEFAULT_TRIAL);
    expect(trialLength({ unit: 'M', length: 2 })).toEqual({ unit: 'M', length: 2 });
  });
});
