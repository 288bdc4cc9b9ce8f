import { createHmac } from 'node:crypto';
import {
  detectCardBrand,
  moneyToWire,
  type CardBrand,
  type CardExpiry,
  type ChargeOutcome,
  type Money,
  type PaymentGateway,
  type TokenizeOutcome,
  type ValidCardForm,
  type VoidOutcome,
} from '@waybook/core';

/**
 * What a sandbox test card does when charged.
 *
 * @example
 * const b: SandboxCardBehaviour = 'needs_void';
 */
export type SandboxCardBehaviour = 'succeeds' | 'declined' | 'bad_security_code' | 'processor_error' | 'needs_void';

/**
 * A documented test card of the sandbox: its number (digits only), brand (as core's card-brand
 * rule detects it) and what a charge on it does.
 *
 * @example
 * const card: SandboxTestCard = { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds' };
 */
export interface SandboxTestCard {
  readonly number: string;
  readonly brand: CardBrand;
  readonly behaviour: SandboxCardBehaviour;
}

const card = (number: string, behaviour: SandboxCardBehaviour): SandboxTestCard => {
  const brand = detectCardBrand(number);
  if (brand === null) throw new Error(`Sandbox test card of no accepted brand: ${number}`);
  return { number, brand, behaviour };
};

/**
 * The sandbox's test cards, any expiry in the future, any security code of the brand's length,
 * any country and postal code:
 *
 * | Number | Brand | Charge |
 * |---|---|---|
 * | 4242 4242 4242 4242 | Visa | succeeds |
 * | 4111 1111 1111 1111 | Visa | succeeds |
 * | 5555 5555 5555 4444 | Mastercard | succeeds |
 * | 2223 0031 2200 3222 | Mastercard | succeeds |
 * | 3782 822463 10005 | American Express | succeeds |
 * | 6011 1111 1111 1117 | Discover | succeeds |
 * | 4000 0000 0000 0002 | Visa | declined (card_declined) |
 * | 4000 0000 0000 0127 | Visa | bad security code (card_invalid_security_code) |
 * | 4000 0000 0000 0119 | Visa | processor error (payment_service_error) |
 * | 4000 0000 0000 0259 | Visa | taken but needs a void (void_payment_error) |
 *
 * Every other number is unknown to the sandbox (invalid_number), so no real card is ever used
 * in test mode. The cards tokenize alike; only charges differ. To see a renewal fail, replace the
 * card on file with 4000 0000 0000 0002 before the renewal runs, and with 4242... to recover.
 *
 * @example
 * SANDBOX_TEST_CARDS.find((c) => c.behaviour === 'declined')?.number // '4000000000000002'
 */
export const SANDBOX_TEST_CARDS: readonly SandboxTestCard[] = [
  card('4242424242424242', 'succeeds'),
  card('4111111111111111', 'succeeds'),
  card('5555555555554444', 'succeeds'),
  card('2223003122003222', 'succeeds'),
  card('378282246310005', 'succeeds'),
  card('6011111111111117', 'succeeds'),
  card('4000000000000002', 'declined'),
  card('4000000000000127', 'bad_security_code'),
  card('4000000000000119', 'processor_error'),
  card('4000000000000259', 'needs_void'),
];

/**
 * The key of the sandbox's keyed hashes when none is given. Public on purpose: the sandbox only
 * knows public test numbers, and a fixed key keeps tokens the same from one run to the next.
 *
 * @example
 * new SandboxPayments({ secret: SANDBOX_PAYMENTS_DEFAULT_SECRET })
 */
export const SANDBOX_PAYMENTS_DEFAULT_SECRET = 'waybook-sandbox-payments';

/**
 * A charge the sandbox took (succeeded, or taken but needing a void), as tests read it: never a
 * card number.
 *
 * @example
 * const c: SandboxCharge = { reference: 'ch_sandbox_…', token: 'tok_sandbox_…', amount: { minor: 4900, currency: 'USD' }, idempotencyKey: 'k1', voided: false };
 */
export interface SandboxCharge {
  readonly reference: string;
  readonly token: string;
  readonly amount: Money;
  readonly idempotencyKey: string;
  readonly voided: boolean;
}

/**
 * Options of the sandbox: the key of its hashes, and where its log lines go (none by default).
 *
 * @example
 * const o: SandboxPaymentsOptions = { secret: 'test', log: console.log };
 */
export interface SandboxPaymentsOptions {
  readonly secret?: string;
  readonly log?: (line: string) => void;
}

interface Attempt {
  readonly token: string;
  readonly amount: Money;
  readonly outcome: ChargeOutcome;
}

/**
 * The default PaymentGateway, a SANDBOX that behaves like a card processor's test mode: no money
 * moves and nothing leaves the machine; the documented {@link SANDBOX_TEST_CARDS} give each
 * outcome; it is deterministic. It keeps no card number: a token is `tok_sandbox_` and the first
 * 32 hex digits of an HMAC-SHA256 of the number under the sandbox's key (a fingerprint likewise,
 * `fp_sandbox_`), so the same card always gets the same token, a restart included, and charges
 * find a test card's behaviour by recomputing its token, never by keeping the number. A charge's
 * reference is `ch_sandbox_` and an HMAC of its idempotency key; a repeated key answers the first
 * outcome without charging again (with another token or amount it is a processor error, as real
 * processors refuse a reused key). Only the charges taken live in memory, for tests to read.
 *
 * @example
 * const payments = new SandboxPayments({ log: console.log });
 * const t = await payments.tokenize(card); // card.number.digits '4242424242424242'
 * if (t.kind === 'tokenized') await payments.charge(t.card.token, { minor: 4900, currency: 'USD' }, 'upgrade:u1') // { kind: 'succeeded', reference: 'ch_sandbox_…' }
 */
export class SandboxPayments implements PaymentGateway {
  readonly isSandbox = true;
  private readonly secret: string;
  private readonly log: (line: string) => void;
  private readonly behaviours = new Map<string, SandboxCardBehaviour>();
  private readonly attempts = new Map<string, Attempt>();
  private readonly taken: SandboxCharge[] = [];

  constructor(options: SandboxPaymentsOptions = {}) {
    this.secret = options.secret ?? SANDBOX_PAYMENTS_DEFAULT_SECRET;
    this.log = options.log ?? (() => undefined);
    for (const test of SANDBOX_TEST_CARDS) this.behaviours.set(this.tokenOf(test.number), test.behaviour);
  }

  /** The charges taken so far, oldest first (succeeded or needing a void; declined ones moved nothing). */
  get charges(): readonly SandboxCharge[] {
    return [...this.taken];
  }

  async tokenize(form: ValidCardForm): Promise<TokenizeOutcome> {
    const test = SANDBOX_TEST_CARDS.find((c) => c.number === form.number.digits);
    if (test === undefined) {
      this.log('SANDBOX payments: tokenize refused an unknown card number (only the sandbox test cards work)');
      return { kind: 'invalid_number' };
    }
    const token = this.tokenOf(test.number);
    this.log(`SANDBOX payments: tokenized a ${test.brand} card ending ${test.number.slice(-4)} as ${token}`);
    return {
      kind: 'tokenized',
      card: {
        token,
        brand: test.brand,
        lastFour: test.number.slice(-4),
        expiry: form.expiry,
        countryCode: form.countryCode,
        fingerprint: `fp_sandbox_${this.hash('fingerprint', test.number)}`,
      },
    };
  }

  async charge(token: string, amount: Money, idempotencyKey: string): Promise<ChargeOutcome> {
    if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0 || !/^[A-Z]{3}$/.test(amount.currency)) {
      throw new RangeError(`Not a chargeable amount: ${JSON.stringify(amount)}`);
    }
    if (idempotencyKey === '') throw new RangeError('An idempotency key is required');
    const previous = this.attempts.get(idempotencyKey);
    if (previous !== undefined) {
      const same = previous.token === token && previous.amount.minor === amount.minor && previous.amount.currency === amount.currency;
      return same ? previous.outcome : { kind: 'processor_error' };
    }
    const outcome = this.outcomeOf(this.behaviours.get(token), idempotencyKey);
    this.attempts.set(idempotencyKey, { token, amount, outcome });
    if (outcome.kind === 'succeeded' || outcome.kind === 'needs_void') {
      this.taken.push({ reference: outcome.reference, token, amount, idempotencyKey, voided: false });
    }
    this.log(`SANDBOX payments: charge ${moneyToWire(amount)} on ${token}: ${outcome.kind}`);
    return outcome;
  }

  async void(reference: string): Promise<VoidOutcome> {
    if (!/^ch_sandbox_[0-9a-f]{24}$/.test(reference)) return { kind: 'processor_error' };
    const index = this.taken.findIndex((c) => c.reference === reference);
    const taken = this.taken[index];
    if (taken !== undefined) this.taken[index] = { ...taken, voided: true };
    this.log(`SANDBOX payments: voided ${reference}`);
    return { kind: 'voided' };
  }

  async updateExpiry(token: string, expiry: CardExpiry): Promise<{ readonly kind: 'updated' } | { readonly kind: 'processor_error' }> {
    if (!this.behaviours.has(token)) return { kind: 'processor_error' };
    this.log(`SANDBOX payments: expiry of ${token} set to ${String(expiry.month).padStart(2, '0')}/${expiry.year}`);
    return { kind: 'updated' };
  }

  private outcomeOf(behaviour: SandboxCardBehaviour | undefined, idempotencyKey: string): ChargeOutcome {
    const reference = `ch_sandbox_${this.hash('charge', idempotencyKey).slice(0, 24)}`;
    switch (behaviour) {
      case 'succeeds':
        return { kind: 'succeeded', reference };
      case 'needs_void':
        return { kind: 'needs_void', reference };
      case 'declined':
        return { kind: 'declined' };
      case 'bad_security_code':
        return { kind: 'bad_security_code' };
      case 'processor_error':
      case undefined:
        // A token the sandbox never issued (another key, a damaged record) cannot be charged.
        return { kind: 'processor_error' };
    }
  }

  private tokenOf(number: string): string {
    return `tok_sandbox_${this.hash('token', number)}`;
  }

  private hash(purpose: string, value: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}\0${value}`).digest('hex').slice(0, 32);
  }
}
