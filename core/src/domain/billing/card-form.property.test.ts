import { describe, it } from 'vitest';
import fc from 'fast-check';
import { validateCardExpiry } from './card-expiry.js';
import { validateCardForm } from './card-form.js';
import { validateCardNumber } from './card-number.js';
import { validateBillingCountry, validatePostalCode } from './postal-code.js';
import { validateSecurityCode } from './security-code.js';

const field = (...samples: string[]) => fc.constantFrom(...samples);
const form = fc.record({
  number: field('4111 1111 1111 1111', '378282246310005', '3530111333300000', '4111111111111112', ''),
  securityCode: field('123', '1234', '', '12a'),
  expirationMonth: field('01', '09', '12', '', '13'),
  expirationYear: field('2025', '2026', '2030', '2037', ''),
  countryCode: field('US', 'fr', '', ' '),
  zip: field('94105', 'SW1A 1AA', '', '75008#'),
});

describe('card form: properties', () => {
  it("the form passes exactly when every field passes on its own, and each refusal is the field's own", () => {
    fc.assert(
      fc.property(form, (f) => {
        const today = '2026-05-14';
        const number = validateCardNumber(f.number);
        const parts = {
          number,
          securityCode: validateSecurityCode(f.securityCode, number.ok ? number.value.brand : null),
          expiry: validateCardExpiry({ month: f.expirationMonth, year: f.expirationYear }, today),
          countryCode: validateBillingCountry(f.countryCode),
          zip: validatePostalCode(f.zip),
        };
        const r = validateCardForm(f, today);
        if (r.ok) return Object.values(parts).every((p) => p.ok);
        return Object.entries(parts).every(([key, p]) =>
          p.ok ? !(key in r.error) : JSON.stringify(r.error[key as keyof typeof r.error]) === JSON.stringify(p.error),
        );
      }),
    );
  });
});
