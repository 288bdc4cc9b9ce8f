import { describe, it } from 'vitest';
import fc from 'fast-check';
import { BILLING_MESSAGE_KEYS } from './message-keys.js';
import { proPill, proPillMessage } from './pro-pill.js';

const period = fc.record({
  isExpired: fc.boolean(),
  cancellationCode: fc.constantFrom('', 'C', 'c', 'X'),
  cancellationDate: fc.constantFrom('', '2026-03-01', '2026-02-30', 'soon'),
  didLastTransactionFail: fc.boolean(),
});

describe('pro pill: properties', () => {
  it('expired wins, then canceled (code C), then suspended, else active', () => {
    fc.assert(
      fc.property(period, (p) => {
        const expected = p.isExpired ? 'expired' : p.cancellationCode === 'C' ? 'canceled' : p.didLastTransactionFail ? 'suspended' : 'active';
        return proPill(p).state === expected;
      }),
    );
  });
  it('a canceled pill carries the cancellation date only when it is a real date, and every pill has a listed key', () => {
    fc.assert(
      fc.property(period, (p) => {
        const pill = proPill(p);
        const dateOk = pill.state !== 'canceled' || pill.on === (p.cancellationDate === '2026-03-01' ? '2026-03-01' : null);
        return dateOk && (BILLING_MESSAGE_KEYS as readonly string[]).includes(proPillMessage(pill).key);
      }),
    );
  });
});
