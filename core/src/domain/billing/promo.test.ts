import { describe, expect, it } from 'vitest';
import { canUpgradeWithoutCard } from './promo.js';

describe('canUpgradeWithoutCard', () => {
  it('"An upgrade without a card is possible only when payment info is explicitly not required"', () => {
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: false })).toBe(true);
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: true })).toBe(false);
    expect(canUpgradeWithoutCard({ isPaymentInfoRequired: null })).toBe(false);
    expect(canUpgradeWithoutCard(null)).toBe(false);
  });
});
