/**
 * A promotion as isValidPromo describes it (Promo, part 3 section 3). `isPaymentInfoRequired` is
 * null when the server did not say; rates and the period length are null when absent.
 *
 * @example
 * const promo: Promo = { isTrial: true, discountRate: 0, nextRate: 49, periodTypeCode: 'M', periodLength: 1, willDowngradeAfterExpiration: true, isPaymentInfoRequired: false, promoCode: 'TRYPRO', campaignCompanyName: '', externalDescription: 'One month free', imageUrl: '', imageAltText: '' };
 */
export interface Promo {
  readonly isTrial: boolean;
  readonly discountRate: number | null;
  readonly nextRate: number | null;
  readonly periodTypeCode: string;
  readonly periodLength: number | null;
  readonly willDowngradeAfterExpiration: boolean;
  readonly isPaymentInfoRequired: boolean | null;
  readonly promoCode: string;
  readonly campaignCompanyName: string;
  readonly externalDescription: string;
  readonly imageUrl: string;
  readonly imageAltText: string;
}

/**
 * Whether Pro can be bought without a card: only with a promotion whose payment info is
 * explicitly not required (is_payment_info_required false). No promotion, or one that does not
 * say, needs a card.
 *
 * @example
 * canUpgradeWithoutCard({ isPaymentInfoRequired: false }) // true
 * canUpgradeWithoutCard({ isPaymentInfoRequired: null })  // false
 * canUpgradeWithoutCard(null)                             // false
 */
export function canUpgradeWithoutCard(promo: Pick<Promo, 'isPaymentInfoRequired'> | null): boolean {
  return promo !== null && promo.isPaymentInfoRequired === false;
}
