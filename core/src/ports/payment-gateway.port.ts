import type { CardExpiry } from '../domain/billing/card-expiry.js';
import type { ValidCardForm } from '../domain/billing/card-form.js';
import type { ChargeOutcome, TokenizeOutcome, VoidOutcome } from '../domain/billing/payment-outcome.js';
import type { Money } from '../domain/money/money.js';

/**
 * The card processor. Card numbers and security codes go to `tokenize` only and are never kept
 * or logged by Waybook: the store keeps the token with the brand, last four, expiry and country
 * it answers (see CardToken). `charge` takes an idempotency key: the same key charges once, and a
 * repeat answers the first outcome (a renewal job that runs twice, a retried request).
 * `needs_void` means the processor took a charge that must not stand: the caller voids it.
 * `updateExpiry` records a new expiry for the card of a token (the "update only the expiry" form).
 * `isSandbox` is true for a test-mode processor, so the billing page and docs can say so. The
 * default adapter is the deterministic `SandboxPayments` (adapters/providers), whose documented
 * test card numbers give each outcome.
 *
 * @example
 * const t = await payments.tokenize(card);
 * if (t.kind === 'tokenized') {
 *   const c = await payments.charge(t.card.token, { minor: 4900, currency: 'USD' }, 'upgrade:u1:2026-03-01');
 *   if (c.kind === 'needs_void') await payments.void(c.reference);
 * }
 */
export interface PaymentGateway {
  readonly isSandbox: boolean;
  tokenize(card: ValidCardForm): Promise<TokenizeOutcome>;
  charge(token: string, amount: Money, idempotencyKey: string): Promise<ChargeOutcome>;
  void(reference: string): Promise<VoidOutcome>;
  updateExpiry(token: string, expiry: CardExpiry): Promise<{ readonly kind: 'updated' } | { readonly kind: 'processor_error' }>;
}
