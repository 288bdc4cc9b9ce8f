import { err, ok, type Result } from '../result.js';

/**
 * The four accepted card brands.
 *
 * @example
 * const brand: CardBrand = 'amex';
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover';

/**
 * The one-letter card type code of the wire (PaymentInfo.type_code, CreditCard.typeCode):
 * V Visa, M Mastercard, A American Express, D Discover.
 *
 * @example
 * const code: CardTypeCode = 'V';
 */
export type CardTypeCode = 'V' | 'M' | 'A' | 'D';

/**
 * The type code of each brand.
 *
 * @example
 * CARD_TYPE_CODES.amex // 'A'
 */
export const CARD_TYPE_CODES: Readonly<Record<CardBrand, CardTypeCode>> = {
  visa: 'V',
  mastercard: 'M',
  amex: 'A',
  discover: 'D',
};

const BRAND_BY_CODE: Readonly<Record<CardTypeCode, CardBrand>> = { V: 'visa', M: 'mastercard', A: 'amex', D: 'discover' };

/**
 * The brand of a wire type code, or null for any other code.
 *
 * @example
 * brandOfTypeCode('M') // 'mastercard'
 * brandOfTypeCode('X') // null
 */
export function brandOfTypeCode(code: string): CardBrand | null {
  return Object.hasOwn(BRAND_BY_CODE, code) ? BRAND_BY_CODE[code as CardTypeCode] : null;
}

/**
 * Removes the spaces and dashes people type inside card numbers; nothing else is removed.
 *
 * @example
 * normalizeCardNumber(' 4111-1111 1111-1111 ') // '4111111111111111'
 */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

// Prefix rules of part 3 section 5, checked in this order (no prefix of one brand starts another).
const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ['amex', /^3[47]/],
  ['mastercard', /^(5[1-5]|2[2-7])/],
  ['visa', /^4/],
  ['discover', /^(6011|65)/],
];

/**
 * The brand a card number belongs to by its leading digits (spaces and dashes ignored), or null
 * when the number is not all digits or starts like no accepted brand.
 * Rules (part 3 section 5): 34 or 37 American Express; 51-55 or 22-27 Mastercard; 4 Visa;
 * 6011 or 65 Discover. Choice: the spec's broad 22-27 is followed as written, although the
 * networks assign Mastercard only 2221-2720; so 2200-2220 and 2721-2799 also read as Mastercard
 * here and are left for the payment service to refuse. Only the prefix is looked at, so a
 * partly typed number is recognised as soon as its prefix is.
 *
 * @example
 * detectCardBrand('4111 1111 1111 1111') // 'visa'
 * detectCardBrand('3782-822463-10005')   // 'amex'
 * detectCardBrand('2221000000000009')    // 'mastercard'
 * detectCardBrand('6011111111111117')    // 'discover'
 * detectCardBrand('3530111333300000')    // null (JCB is not accepted)
 */
export function detectCardBrand(input: string): CardBrand | null {
  const digits = normalizeCardNumber(input);
  if (!/^\d+$/.test(digits)) return null;
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/**
 * Why a card brand was refused: the number starts like no accepted brand ("card type must be
 * Visa, MasterCard, Discover or American Express").
 *
 * @example
 * const e: CardBrandError = { kind: 'unsupported-brand' };
 */
export type CardBrandError = { readonly kind: 'unsupported-brand' };

/**
 * The brand of a card number, or an error when it is not one of the four accepted brands.
 *
 * @example
 * cardBrand('5555 5555 5555 4444') // ok('mastercard')
 * cardBrand('3530111333300000')    // err({ kind: 'unsupported-brand' })
 */
export function cardBrand(input: string): Result<CardBrand, CardBrandError> {
  const brand = detectCardBrand(input);
  return brand === null ? err({ kind: 'unsupported-brand' }) : ok(brand);
}
