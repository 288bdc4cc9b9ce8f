import { describe, it } from 'vitest';
import fc from 'fast-check';
import { freeTrialRefusal, isEligibleForFreeTrial } from './free-trial.js';

const customer = fc.record({
  hasHadTrial: fc.boolean(),
  cardHasHadTrial: fc.option(fc.boolean(), { nil: undefined }),
  access: fc.record({ isPro: fc.boolean(), isTrial: fc.boolean(), isEnterprisePro: fc.boolean(), isInGracePeriod: fc.boolean() }),
});

describe('free trial: properties', () => {
  it('eligible exactly when never trialled (account and card) and not Pro; so a second trial is always refused', () => {
    fc.assert(
      fc.property(customer, (c) => {
        const eligible = isEligibleForFreeTrial(c);
        const second = freeTrialRefusal({ ...c, hasHadTrial: true });
        return eligible === (!c.hasHadTrial && c.cardHasHadTrial !== true && !c.access.isPro) && second !== null;
      }),
    );
  });
});
