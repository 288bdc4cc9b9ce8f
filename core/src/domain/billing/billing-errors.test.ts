import { describe, expect, it } from 'vitest';
import {
  BILLING_ERROR_CODES,
  billingErrorMessage,
  billingLoadFailedMessage,
  promoRefusalError,
  receiptLoadFailedMessage,
  toBillingErrorCode,
} from './billing-errors.js';

describe('billing errors (part 3 section 8, "Billing and card")', () => {
  it('"Invalid Promo Code Provided"; "Sorry, you are not eligible for a free trial."; "Too many promo codes attempted."', () => {
    expect(billingErrorMessage('invalid_promo')).toEqual({ key: 'billing:promo.invalid' });
    expect(billingErrorMessage('not_eligible_for_free_trial')).toEqual({ key: 'billing:promo.notEligibleForTrial' });
    expect(billingErrorMessage('too_many_promo_attempts')).toEqual({ key: 'billing:promo.tooManyAttempts' });
  });
  it('"Card errors: default server error; void payment error; payment service error; invalid security code; card declined; invalid number; generic invalid"', () => {
    expect(billingErrorMessage('billing_error')).toEqual({ key: 'billing:card.serverError' });
    expect(billingErrorMessage('void_payment_error')).toEqual({ key: 'billing:card.voidPaymentError' });
    expect(billingErrorMessage('payment_service_error')).toEqual({ key: 'billing:card.paymentServiceError' });
    expect(billingErrorMessage('card_invalid_security_code')).toEqual({ key: 'billing:card.invalidSecurityCode' });
    expect(billingErrorMessage('card_declined')).toEqual({ key: 'billing:card.declined' });
    expect(billingErrorMessage('card_invalid_number')).toEqual({ key: 'billing:card.invalidNumber' });
    expect(billingErrorMessage('card_invalid')).toEqual({ key: 'billing:card.invalid' });
  });
  it('"Error attempting to cancel pro subscription"; "Unable to load billing information"; "Unable to load receipt"', () => {
    expect(billingErrorMessage('cancel_failed')).toEqual({ key: 'billing:error.cancelFailed' });
    expect(billingLoadFailedMessage()).toEqual({ key: 'billing:error.loadFailed' });
    expect(receiptLoadFailedMessage()).toEqual({ key: 'billing:error.receiptLoadFailed' });
  });
  it('reads server codes, anything unknown being the default server error', () => {
    expect(toBillingErrorCode(' card_declined ')).toBe('card_declined');
    expect(toBillingErrorCode('CARD_DECLINED')).toBe('billing_error');
    expect(toBillingErrorCode(null)).toBe('billing_error');
    expect(new Set(BILLING_ERROR_CODES).size).toBe(BILLING_ERROR_CODES.length);
  });
  it('a refused promotion is an invalid code, or a trial the customer may not take', () => {
    expect(promoRefusalError({ kind: 'not-started' })).toBe('invalid_promo');
    expect(promoRefusalError({ kind: 'ended' })).toBe('invalid_promo');
    expect(promoRefusalError({ kind: 'used-up' })).toBe('invalid_promo');
    expect(promoRefusalError({ kind: 'trial', reason: 'card-trialled' })).toBe('not_eligible_for_free_trial');
  });
});
