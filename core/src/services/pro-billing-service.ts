import {
  billingCountryOptionsEntry,
  billingReceiptEntry,
  isValidPromoEntry,
  purchasedProductInfoEntry,
  updateCancelPremiumEntry,
  updatePaymentInfoEntry,
  updateProUpgradeEntry,
} from '../contract/billing/billing-entries.js';
import { promoFromWire } from '../contract/billing/promo-wire.js';
import { purchasedProductInfoFromWire, type PurchasedProductInfoWire } from '../contract/billing/purchased-product-info-wire.js';
import { billingErrorMessage, billingLoadFailedMessage, receiptLoadFailedMessage, toBillingErrorCode } from '../domain/billing/billing-errors.js';
import { brandOfTypeCode, type CardBrand } from '../domain/billing/card-brand.js';
import type { CardExpiry } from '../domain/billing/card-expiry.js';
import type { ValidCardForm } from '../domain/billing/card-form.js';
import type { BillingMessage } from '../domain/billing/message-keys.js';
import { canUpgradeWithoutCard, type Promo } from '../domain/billing/promo.js';
import type { PurchasedProductInfo } from '../domain/billing/purchased-product-info.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * One receipt as the receipt page shows it (GET v2/billingReceipt). Dates are internal dates
 * (y-MM-dd), `displayDatetime` an ISO instant; `amountDisplay` is already in the user's locale.
 *
 * @example
 * const r: Receipt = { id: 3, receiptNumber: 'WB-2026-000003', transactionCode: 'S', amount: 49, amountDisplay: '$49.00', currency: 'USD', description: 'Waybook Pro, yearly', displayDate: '2026-11-21', displayDatetime: '2026-11-21T10:00:00.000Z', billingPeriodStart: '2026-11-21', billingPeriodEnd: '2027-11-21', cardBrand: 'visa', cardLastFour: '4242', isSandbox: true };
 */
export interface Receipt {
  readonly id: number;
  readonly receiptNumber: string;
  readonly transactionCode: string;
  readonly amount: number;
  readonly amountDisplay: string;
  readonly currency: string;
  readonly description: string;
  readonly displayDate: string;
  readonly displayDatetime: string;
  readonly billingPeriodStart: string;
  readonly billingPeriodEnd: string;
  readonly cardBrand: CardBrand | null;
  readonly cardLastFour: string;
  readonly isSandbox: boolean;
}

/**
 * A billing country: ISO code and its name in the user's language.
 *
 * @example
 * const c: BillingCountry = { code: 'FR', name: 'France' };
 */
export interface BillingCountry {
  readonly code: string;
  readonly name: string;
}

/**
 * The message of a failed billing call: the server's detailed code in the spec's wording (part 3
 * section 8), or the default card server error when there was no answer.
 *
 * @example
 * billingFailureMessage({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'card_declined', description: '' }) // { key: 'billing:card.declined' }
 * billingFailureMessage({ kind: 'network' }) // { key: 'billing:card.serverError' }
 */
export function billingFailureMessage(failure: ApiFailure): BillingMessage {
  return billingErrorMessage(toBillingErrorCode(failure.kind === 'http' ? failure.detailedErrorCode : null));
}

const expiryFields = (e: CardExpiry) => ({ cc_exp_month: String(e.month).padStart(2, '0'), cc_exp_year: String(e.year) });
const cardFields = (c: ValidCardForm) => ({
  ...expiryFields(c.expiry),
  cc_number: c.number.digits,
  security_code: c.securityCode,
  country_code: c.countryCode,
  zip: c.zip,
});

/**
 * The Pro subscription as the billing page, the upgrade modal and the receipt page use it. Every
 * change answers the whole billing state again, so a screen shows what the server now holds (the
 * screen then reloads the profile: isPro and the Pro badge follow the subscription).
 *
 * @example
 * const billing = new ProBillingService(api);
 * const info = await billing.info();
 */
export class ProBillingService {
  constructor(private readonly api: ApiTransport) {}

  private changed(r: Result<PurchasedProductInfoWire, ApiFailure>): Result<PurchasedProductInfo, BillingMessage> {
    return r.ok ? ok(purchasedProductInfoFromWire(r.value)) : err(billingFailureMessage(r.error));
  }

  /** GET v2/purchasedProductInfo; a failure is "Unable to load billing information". */
  async info(): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    const r = await this.api.call(purchasedProductInfoEntry, {});
    return r.ok ? ok(purchasedProductInfoFromWire(r.value)) : err(billingLoadFailedMessage());
  }

  /** GET v2/billingCountryOptions, named in the user's language. */
  async countries(): Promise<Result<readonly BillingCountry[], BillingMessage>> {
    const r = await this.api.call(billingCountryOptionsEntry, {});
    return r.ok ? ok(r.value.countries.map((c) => ({ code: c.country_code, name: c.name }))) : err(billingLoadFailedMessage());
  }

  /** GET v2/isValidPromo: what a code gives (each check counts against the attempt limit). */
  async checkPromo(code: string): Promise<Result<Promo, BillingMessage>> {
    const r = await this.api.call(isValidPromoEntry, { query: { promo_code: code.trim() } });
    return r.ok ? ok(promoFromWire(r.value)) : err(billingFailureMessage(r.error));
  }

  /**
   * POST v2/updateProUpgrade with a checked card, a promo code, or both. Without a card the promo
   * must explicitly need no payment info, else "Invalid card number." is said before any call.
   */
  async upgrade(input: {
    readonly card: ValidCardForm | null;
    readonly promoCode: string;
    readonly promo: Pick<Promo, 'isPaymentInfoRequired'> | null;
  }): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    const promoCode = input.promoCode.trim();
    if (input.card === null && (promoCode === '' || !canUpgradeWithoutCard(input.promo))) return err(billingErrorMessage('card_invalid_number'));
    const card = input.card === null ? {} : cardFields(input.card);
    return this.changed(await this.api.call(updateProUpgradeEntry, { body: { ...card, promo_code: promoCode } }));
  }

  /**
   * Resumes a cancelled subscription that still runs (POST v2/updateProUpgrade with no card: the
   * server renews it at the period's end with the card on file; nothing is charged now).
   */
  async resume(): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    return this.changed(await this.api.call(updateProUpgradeEntry, { body: {} }));
  }

  /** POST v2/updatePaymentInfo: a new card (a suspended subscription is charged with it at once). */
  async replaceCard(card: ValidCardForm): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    return this.changed(await this.api.call(updatePaymentInfoEntry, { query: {}, body: cardFields(card) }));
  }

  /** POST v2/updatePaymentInfo?is_expiration_only=true: only the current card's expiry. */
  async updateExpiry(expiry: CardExpiry): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    return this.changed(await this.api.call(updatePaymentInfoEntry, { query: { is_expiration_only: true }, body: expiryFields(expiry) }));
  }

  /** POST v2/updateCancelPremium; a failure is "Error attempting to cancel pro subscription, please contact support". */
  async cancel(input: {
    readonly productTypeCode: string;
    readonly reason: string;
    readonly feedback: string;
  }): Promise<Result<PurchasedProductInfo, BillingMessage>> {
    const r = await this.api.call(updateCancelPremiumEntry, {
      body: { product_type_code: input.productTypeCode, cancellation_reason: input.reason, cancellation_feedback: input.feedback },
    });
    return r.ok ? this.changed(r) : err(billingErrorMessage('cancel_failed'));
  }

  /** GET v2/billingReceipt; a failure is "Unable to load receipt". */
  async receipt(id: number): Promise<Result<Receipt, BillingMessage>> {
    const r = await this.api.call(billingReceiptEntry, { query: { transaction_id: id } });
    if (!r.ok) return err(receiptLoadFailedMessage());
    const w = r.value.Receipt;
    return ok({
      id: w.id,
      receiptNumber: w.receipt_number,
      transactionCode: w.transaction_code,
      amount: w.amount,
      amountDisplay: w.amount_display,
      currency: w.currency,
      description: w.description,
      displayDate: w.display_date,
      displayDatetime: w.display_datetime,
      billingPeriodStart: w.billing_period_start,
      billingPeriodEnd: w.billing_period_end,
      cardBrand: brandOfTypeCode(w.card_type_code),
      cardLastFour: w.cc_suffix,
      isSandbox: w.is_sandbox === 'true',
    });
  }
}
