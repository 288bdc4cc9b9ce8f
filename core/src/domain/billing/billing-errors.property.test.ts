import { describe, it } from 'vitest';
import fc from 'fast-check';
import { BILLING_ERROR_CODES, billingErrorMessage, toBillingErrorCode } from './billing-errors.js';
import { BILLING_MESSAGE_KEYS } from './message-keys.js';

describe('billing errors: properties', () => {
  it('any text reads as a listed code; a listed code reads as itself; every code has a listed message key', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...BILLING_ERROR_CODES)), (raw) => {
        const code = toBillingErrorCode(raw);
        const selfOk = !(BILLING_ERROR_CODES as readonly string[]).includes(raw) || code === raw;
        return selfOk && (BILLING_MESSAGE_KEYS as readonly string[]).includes(billingErrorMessage(code).key);
      }),
    );
  });
});
