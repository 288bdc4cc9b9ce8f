import { describe, it } from 'vitest';
import fc from 'fast-check';
import { canUpgradeWithoutCard } from './promo.js';

describe('promo: properties', () => {
  it('a card can be skipped only for a promotion that says false, never for true or silence', () => {
    fc.assert(
      fc.property(
        fc.option(fc.record({ isPaymentInfoRequired: fc.constantFrom(true, false, null) })),
        (promo) => canUpgradeWithoutCard(promo) === (promo !== null && promo.isPaymentInfoRequired === false),
      ),
    );
  });
});
