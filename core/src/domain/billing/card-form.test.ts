import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { validateCardForm, type CardForm } from './card-form.js';

const form: CardForm = { number: '4111 1111 1111 1111', securityCode: '123', expirationMonth: '09', expirationYear: '2027', countryCode: 'us', zip: '94105' };

describe('validateCardForm', () => {
  it('gives the normalised card when every field passes', () => {
    expect(validateCardForm(form, '2026-05-14')).toEqual(
      ok({ number: { digits: '4111111111111111', brand: 'visa' }, securityCode: '123', expiry: { month: 9, year: 2027 }, countryCode: 'US', zip: '94105' }),
    );
  });
  it('reports every refused field at once, the security code checked against the brand', () => {
    expect(validateCardForm({ ...form, number: '3782 822463 10005', zip: '' }, '2026-05-14')).toEqual(
      err({ securityCode: { kind: 'invalid' }, zip: { kind: 'required' } }),
    );
    expect(validateCardForm({ number: '', securityCode: '', expirationMonth: '', expirationYear: '', countryCode: '', zip: '#' }, '2026-05-14')).toEqual(
      err({
        number: { kind: 'required' },
        securityCode: { kind: 'required' },
        expiry: { kind: 'required' },
        countryCode: { kind: 'required' },
        zip: { kind: 'invalid' },
      }),
    );
  });
  it('"Expiry must be in the future"', () => {
    expect(validateCardForm({ ...form, expirationMonth: '04', expirationYear: '2026' }, '2026-05-14')).toEqual(err({ expiry: { kind: 'in-past' } }));
  });
});
