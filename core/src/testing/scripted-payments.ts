import type { CardExpiry } from '../domain/billing/card-expiry.js';
import type { ValidCardForm } from '../domain/billing/card-form.js';
import type { ChargeOutcome, TokenizeOutcome, VoidOutcome } from '../domain/billing/payment-outcome.js';
import type { Money } from '../domain/money/money.js';
import type { PaymentGateway } from '../ports/payment-gateway.port.js';

/**
 * What a charge on a card does in {@link ScriptedPayments}.
 *
 * @example
 * const b: ScriptedBehaviour = 'needs_void';
 */
export type ScriptedBehaviour = 'succeeded' | 'declined' | 'bad_security_code' | 'processor_error' | 'needs_void';

/**
 * One charge attempt as ScriptedPayments recorded it (never a card number): the token, amount,
 * idempotency key, what was answered, and whether the charge was voided since.
 *
 * @example
 * const c: ScriptedCharge = { token: 'tok_visa_4242_1', amount: usd(4900), idempotencyKey: 'upgrade:u1:1', outcome: { kind: 'succeeded', reference: 'ch_scripted_1' }, voided: false };
 */
export interface ScriptedCharge {
  readonly token: string;
  readonly amount: Money;
  readonly idempotencyKey: string;
  readonly outcome: ChargeOutcome;
  readonly voided: boolean;
}

/**
 * The behaviour of a card number by its last four digits, as the sandbox's test cards:
 * 0002 declined, 0127 bad security code, 0119 processor error, 0259 taken but needing a void,
 * any other number succeeds.
 *
 * @example
 * scriptedBehaviourOf('4000000000000002') // 'declined'
 * scriptedBehaviourOf('4242424242424242') // 'succeeded'
 */
export function scriptedBehaviourOf(digits: string): ScriptedBehaviour {
  switch (digits.slice(-4)) {
    case '0002':
      return 'declined';
    case '0127':
      return 'bad_security_code';
    case '0119':
      return 'processor_error';
    case '0259':
      return 'needs_void';
    default:
      return 'succeeded';
  }
}

// FNV-1a, 32 bits: a stable digest of a number that does not contain it.
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * A deterministic PaymentGateway for use-case tests (core's stand-in for the adapters'
 * SandboxPayments). Every valid card tokenizes; a charge's outcome is chosen by the card's number
 * ({@link scriptedBehaviourOf}), decided at tokenize time and kept by token, so the number is never
 * kept: a token is `tok_{brand}_{last four}_{n}` and a fingerprint `fp_` and a digest of the number
 * (the same for the same number). `failNextCharges` makes the next charges fail whatever the card
 * (a renewal that does not go through). A charge with an idempotency key already used answers the
 * first outcome without charging again (another token or amount: a processor error). It records
 * every charge attempt and every void; `succeededCharges` are the ones that moved money.
 *
 * @example
 * const payments = new ScriptedPayments();
 * payments.failNextCharges(1);
 * await payments.charge(token, usd(4900), 'renewal:u1:2027-11-21:0') // { kind: 'declined' }
 */
export class ScriptedPayments implements PaymentGateway {
  readonly charges: ScriptedCharge[] = [];
  readonly voids: string[] = [];
  readonly expiryUpdates: { readonly token: string; readonly expiry: CardExpiry }[] = [];
  /** When set, tokenize answers it instead of a token (a processor that refuses the number or is down). */
  tokenizeFailure: 'invalid_number' | 'processor_error' | null = null;
  private readonly behaviours = new Map<string, ScriptedBehaviour>();
  private forcedFailures = 0;
  private forcedKind: Exclude<ScriptedBehaviour, 'succeeded'> = 'declined';
  private tokens = 0;
  private references = 0;

  constructor(readonly isSandbox = true) {}

  /** The charges that moved money (succeeded), oldest first. */
  get succeededCharges(): readonly ScriptedCharge[] {
    return this.charges.filter((c) => c.outcome.kind === 'succeeded');
  }

  /** The next `count` new charges fail with `kind` (declined by default), whatever the card. */
  failNextCharges(count = Number.POSITIVE_INFINITY, kind: Exclude<ScriptedBehaviour, 'succeeded'> = 'declined'): void {
    this.forcedFailures = count;
    this.forcedKind = kind;
  }

  /** Charges follow their cards again. */
  stopFailing(): void {
    this.forcedFailures = 0;
  }

  async tokenize(card: ValidCardForm): Promise<TokenizeOutcome> {
    if (this.tokenizeFailure !== null) return { kind: this.tokenizeFailure };
    const { digits, brand } = card.number;
    this.tokens += 1;
    const lastFour = digits.slice(-4);
    const token = `tok_${brand}_${lastFour}_${this.tokens}`;
    this.behaviours.set(token, scriptedBehaviourOf(digits));
    return {
      kind: 'tokenized',
      card: { token, brand, lastFour, expiry: card.expiry, countryCode: card.countryCode, fingerprint: `fp_${digest(`fingerprint:${digits}`)}` },
    };
  }

  async charge(token: string, amount: Money, idempotencyKey: string): Promise<ChargeOutcome> {
    if (!Number.isSafeInteger(amount.minor) || amount.minor <= 0 || !/^[A-Z]{3}$/.test(amount.currency)) {
      throw new RangeError(`Not a chargeable amount: ${JSON.stringify(amount)}`);
    }
    if (idempotencyKey === '') throw new RangeError('An idempotency key is required');
    const previous = this.charges.find((c) => c.idempotencyKey === idempotencyKey);
    if (previous !== undefined) {
      const same = previous.token === token && previous.amount.minor === amount.minor && previous.amount.currency === amount.currency;
      return same ? previous.outcome : { kind: 'processor_error' };
    }
    let behaviour = this.behaviours.get(token) ?? 'processor_error';
    if (this.forcedFailures > 0) {
      this.forcedFailures -= 1;
      behaviour = this.forcedKind;
    }
    const outcome = this.outcomeOf(behaviour);
    this.charges.push({ token, amount, idempotencyKey, outcome, voided: false });
    return outcome;
  }

  async void(reference: string): Promise<VoidOutcome> {
    const index = this.charges.findIndex((c) => 'reference' in c.outcome && c.outcome.reference === reference);
    const taken = this.charges[index];
    if (taken === undefined) return { kind: 'processor_error' };
    this.charges[index] = { ...taken, voided: true };
    this.voids.push(reference);
    return { kind: 'voided' };
  }

  async updateExpiry(token: string, expiry: CardExpiry): Promise<{ readonly kind: 'updated' } | { readonly kind: 'processor_error' }> {
    if (!this.behaviours.has(token)) return { kind: 'processor_error' };
    this.expiryUpdates.push({ token, expiry });
    return { kind: 'updated' };
  }

  private outcomeOf(behaviour: ScriptedBehaviour): ChargeOutcome {
    switch (behaviour) {
      case 'succeeded':
      case 'needs_void':
        this.references += 1;
        return { kind: behaviour, reference: `ch_scripted_${this.references}` };
      case 'declined':
      case 'bad_security_code':
      case 'processor_error':
        return { kind: behaviour };
    }
  }
}
