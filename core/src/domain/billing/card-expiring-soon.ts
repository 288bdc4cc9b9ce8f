import { daysUntilCardExpires, type CardExpiry } from './card-expiry.js';

/**
 * A card is expiring soon when its last valid day is at most this many days away (part 3
 * section 9: "within 30 days").
 *
 * @example
 * cardExpiryStatus({ month: 6, year: 2026 }, '2026-06-01') // 'expiring-soon' (29 days left)
 */
export const CARD_EXPIRING_SOON_DAYS = 30;

/**
 * Where a card on file stands on a day: still valid, expiring soon, or expired.
 *
 * @example
 * const s: CardExpiryStatus = 'expiring-soon';
 */
export type CardExpiryStatus = 'valid' | 'expiring-soon' | 'expired';

/**
 * The status of a card on file on `today` (y-MM-dd). The card works through the last day of its
 * expiry month; it is expiring soon from {@link CARD_EXPIRING_SOON_DAYS} days before that day
 * through that day, and expired from the next day on. Throws RangeError if `today` is not an
 * internal date or the expiry is not a real month.
 *
 * @example
 * cardExpiryStatus({ month: 12, year: 2026 }, '2026-06-01') // 'valid'
 * cardExpiryStatus({ month: 6, year: 2026 }, '2026-06-30')  // 'expiring-soon'
 * cardExpiryStatus({ month: 5, year: 2026 }, '2026-06-01')  // 'expired'
 */
export function cardExpiryStatus(expiry: CardExpiry, today: string): CardExpiryStatus {
  const days = daysUntilCardExpires(expiry, today);
  if (days < 0) return 'expired';
  return days <= CARD_EXPIRING_SOON_DAYS ? 'expiring-soon' : 'valid';
}

/**
 * Whether a card on file is expiring soon: its last valid day is 0 to 30 days from `today`.
 * An expired card is not "expiring soon" (see {@link cardExpiryStatus}).
 *
 * @example
 * isCardExpiringSoon({ month: 6, year: 2026 }, '2026-05-31') // true (30 days left)
 * isCardExpiringSoon({ month: 6, year: 2026 }, '2026-05-30') // false (31 days left)
 */
export function isCardExpiringSoon(expiry: CardExpiry, today: string): boolean {
  return cardExpiryStatus(expiry, today) === 'expiring-soon';
}
