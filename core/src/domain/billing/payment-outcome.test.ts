import { describe, expect, it } from 'vitest';
import { paymentErrorFor, paymentInfoOfCard, type CardToken } from './payment-outcome.js';

const card: CardToken = { token: 'tok_1', brand: 'amex', lastFour: '0005', expiry: { month: 9, year: 2027 }, countryCode: 'US', fingerprint: 'fp_1' };

describe('payment outcomes', () => {
  it('map to the card errors of part 3 section 8', () => {
    expect(paymentErrorFor({ kind: 'succeeded', reference: 'ch_1' })).toBeNull();
    expect(paymentErrorFor({ kind: 'tokenized', card })).toBeNull();
    expect(paymentErrorFor({ kind: 'declined' })).toBe('card_declined');
    expect(paymentErrorFor({ kind: 'bad_security_code' })).toBe('card_invalid_security_code');
    expect(paymentErrorFor({ kind: 'processor_error' })).toBe('payment_service_error');
    expect(paymentErrorFor({ kind: 'needs_void', reference: 'ch_1' })).toBe('void_payment_error');
    expect(paymentErrorFor({ kind: 'invalid_number' })).toBe('card_invalid_number');
  });
  it('"the store keeps brand, last four, expiry and country"', () => {
    expect(paymentInfoOfCard(card)).toEqual({
      typeCode: 'A',
      expirationMonth: 9,
      expirationYear: 2027,
      countryCode: 'US',
      ccSuffix: '0005',
      hasAuthorizationExpired: false,
    });
  });
});
