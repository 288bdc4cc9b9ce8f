import { brandOfTypeCode, type CardBrand, type CardTypeCode } from './card-brand.js';
import type { CardExpiry } from './card-expiry.js';

/**
 * The card on file (PaymentInfo, part 3 section 3): its brand code, expiry, billing country,
 * last four digits, and whether the payment authorization has expired.
 *
 * @example
 * const info: PaymentInfo = { typeCode: 'V', expirationMonth: 9, expirationYear: 2027, countryCode: 'US', ccSuffix: '1111', hasAuthorizationExpired: false };
 */
export interface PaymentInfo {
  readonly typeCode: CardTypeCode;
  /** 1-12. */
  readonly expirationMonth: number;
  /** Four digits. */
  readonly expirationYear: number;
  readonly countryCode: string;
  readonly ccSuffix: string;
  readonly hasAuthorizationExpired: boolean;
}

/**
 * The expiry of the card on file, for {@link cardExpiryStatus} and friends.
 *
 * @example
 * paymentInfoExpiry({ expirationMonth: 9, expirationYear: 2027 }) // { month: 9, year: 2027 }
 */
export function paymentInfoExpiry(info: Pick<PaymentInfo, 'expirationMonth' | 'expirationYear'>): CardExpiry {
  return { month: info.expirationMonth, year: info.expirationYear };
}

/**
 * The brand of the card on file.
 *
 * @example
 * paymentInfoBrand({ typeCode: 'A' }) // 'amex'
 */
export function paymentInfoBrand(info: Pick<PaymentInfo, 'typeCode'>): CardBrand {
  // Every CardTypeCode names a brand, so the fallback is never taken.
  return brandOfTypeCode(info.typeCode) ?? 'visa';
}
