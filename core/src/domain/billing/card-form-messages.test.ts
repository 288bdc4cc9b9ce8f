import { describe, expect, it } from 'vitest';
import {
  cardExpiryErrorMessage,
  cardFormErrorMessages,
  cardNumberErrorMessage,
  countryErrorMessage,
  postalCodeErrorMessage,
  securityCodeErrorMessage,
} from './card-form-messages.js';
import { BILLING_MESSAGE_KEYS, billingMessage } from './message-keys.js';

describe('card form messages (part 3 section 8, "Form messages")', () => {
  it('"card type must be Visa, MasterCard, Discover or American Express"', () => {
    expect(cardNumberErrorMessage({ kind: 'unsupported-brand' })).toEqual({ key: 'billing:card.typeNotAccepted' });
    expect(cardNumberErrorMessage({ kind: 'invalid-number' })).toEqual({ key: 'billing:card.invalidNumber' });
    expect(cardNumberErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
  });
  it('"Invalid security code."', () => {
    expect(securityCodeErrorMessage({ kind: 'invalid' })).toEqual({ key: 'billing:card.invalidSecurityCode' });
    expect(securityCodeErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
  });
  it('"Expiration required"; "Expiry must be in the future"', () => {
    expect(cardExpiryErrorMessage({ kind: 'required' })).toEqual({ key: 'billing:card.expirationRequired' });
    expect(cardExpiryErrorMessage({ kind: 'in-past' })).toEqual({ key: 'billing:card.expiryInPast' });
  });
  it('"Invalid Zip/Postal code."; "country required"', () => {
    expect(postalCodeErrorMessage({ kind: 'invalid' })).toEqual({ key: 'billing:card.invalidZip' });
    expect(postalCodeErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
    expect(countryErrorMessage({ kind: 'required' })).toEqual({ key: 'billing:card.countryRequired' });
  });
  it('maps only the refused fields', () => {
    expect(cardFormErrorMessages({ zip: { kind: 'invalid' }, expiry: { kind: 'in-past' } })).toEqual({
      zip: { key: 'billing:card.invalidZip' },
      expiry: { key: 'billing:card.expiryInPast' },
    });
    expect(cardFormErrorMessages({})).toEqual({});
  });
  it('lists every key once and builds messages without empty values', () => {
    expect(new Set(BILLING_MESSAGE_KEYS).size).toBe(BILLING_MESSAGE_KEYS.length);
    expect(BILLING_MESSAGE_KEYS.every((k) => k.startsWith('billing:'))).toBe(true);
    expect(billingMessage('billing:pill.canceled', { date: '2026-03-01' })).toEqual({ key: 'billing:pill.canceled', values: { date: '2026-03-01' } });
  });
});
