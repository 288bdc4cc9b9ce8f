import { describe, expect, it } from 'vitest';
import { CARD_EXPIRING_SOON_DAYS, cardExpiryStatus, isCardExpiringSoon } from './card-expiring-soon.js';

describe('card expiring soon ("Credit card expiring soon: within 30 days")', () => {
  it('uses 30 days', () => {
    expect(CARD_EXPIRING_SOON_DAYS).toBe(30);
  });
  it('is expiring soon when the last valid day is 0 to 30 days away', () => {
    expect(isCardExpiringSoon({ month: 6, year: 2026 }, '2026-05-31')).toBe(true);
    expect(isCardExpiringSoon({ month: 6, year: 2026 }, '2026-05-30')).toBe(false);
    expect(isCardExpiringSoon({ month: 6, year: 2026 }, '2026-06-30')).toBe(true);
    expect(isCardExpiringSoon({ month: 6, year: 2026 }, '2026-07-01')).toBe(false);
  });
  it('tells valid, expiring soon and expired apart', () => {
    expect(cardExpiryStatus({ month: 12, year: 2026 }, '2026-06-01')).toBe('valid');
    expect(cardExpiryStatus({ month: 6, year: 2026 }, '2026-06-01')).toBe('expiring-soon');
    expect(cardExpiryStatus({ month: 5, year: 2026 }, '2026-06-01')).toBe('expired');
    expect(cardExpiryStatus({ month: 2, year: 2028 }, '2028-01-30')).toBe('expiring-soon');
  });
});
