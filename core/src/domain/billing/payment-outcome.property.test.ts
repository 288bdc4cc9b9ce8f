import { describe, it } from 'vitest';
import fc from 'fast-check';
import { BILLING_ERROR_CODES } from './billing-errors.js';
import { paymentErrorFor, type ChargeOutcome } from './payment-outcome.js';

const outcome: fc.Arbitrary<ChargeOutcome> = fc.oneof(
  fc.string().map((reference): ChargeOutcome => ({ kind: 'succeeded', reference })),
  fc.string().map((reference): ChargeOutcome => ({ kind: 'needs_void', reference })),
  fc.constantFrom<ChargeOutcome>({ kind: 'declined' }, { kind: 'bad_security_code' }, { kind: 'processor_error' }),
);

describe('payment outcomes: properties', () => {
  it('only a success has no error, and every failure maps to a listed billing code', () => {
    fc.assert(
      fc.property(outcome, (o) => {
        const code = paymentErrorFor(o);
        return o.kind === 'succeeded' ? code === null : code !== null && (BILLING_ERROR_CODES as readonly string[]).includes(code);
      }),
    );
  });
});
