/**
 * Every i18next key of the `billing` namespace that core can produce. The UI's seven `billing`
 * catalogues must hold each of them; the English texts are those of part 3 section 8.
 *
 * @example
 * BILLING_MESSAGE_KEYS.includes('billing:card.invalidZip') // true
 */
export const BILLING_MESSAGE_KEYS = [
  'billing:card.typeNotAccepted',
  'billing:card.invalidNumber',
  'billing:card.invalidSecurityCode',
  'billing:card.expirationRequired',
  'billing:card.expiryInPast',
  'billing:card.invalidZip',
  'billing:card.countryRequired',
  'billing:card.declined',
  'billing:card.invalid',
  'billing:card.paymentServiceError',
  'billing:card.voidPaymentError',
  'billing:card.serverError',
  'billing:promo.invalid',
  'billing:promo.notEligibleForTrial',
  'billing:promo.tooManyAttempts',
  'billing:error.loadFailed',
  'billing:error.cancelFailed',
  'billing:error.receiptLoadFailed',
  'billing:pill.active',
  'billing:pill.canceled',
  'billing:pill.canceledUndated',
  'billing:pill.suspended',
  'billing:pill.expired',
] as const;

/**
 * A key of the `billing` namespace, namespace prefix included.
 *
 * @example
 * const key: BillingMessageKey = 'billing:card.expiryInPast'; // "Expiry must be in the future"
 */
export type BillingMessageKey = (typeof BILLING_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a billing text: an i18next key and its interpolation values.
 * Dates among the values are internal dates (y-MM-dd); the UI formats them for the user.
 *
 * @example
 * const m: BillingMessage = { key: 'billing:pill.canceled', values: { date: '2026-03-01' } };
 */
export type BillingMessage = {
  readonly key: BillingMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link BillingMessage}, leaving `values` out when there are none.
 *
 * @example
 * billingMessage('billing:card.invalidZip') // { key: 'billing:card.invalidZip' }
 */
export function billingMessage(key: BillingMessageKey, values?: Readonly<Record<string, string | number>>): BillingMessage {
  return values === undefined ? { key } : { key, values };
}
