import type { CardToken } from '../domain/billing/payment-outcome.js';
import type { PromoCampaign } from '../domain/billing/promo.js';
import type { MoneyMovement, MoneyMovementKind } from '../domain/billing/receipt.js';
import type { Subscription } from '../domain/billing/subscription.js';
import type { Money } from '../domain/money/money.js';

/**
 * A user's card as kept: the processor's token with what it answered (brand, last four, expiry,
 * country, fingerprint) and the billing zip. Never the number nor the security code.
 *
 * @example
 * const m: StoredPaymentMethod = { userId: 'u1', card, zip: '94107', updatedAt: now };
 */
export interface StoredPaymentMethod {
  readonly userId: string;
  readonly card: CardToken;
  readonly zip: string;
  readonly updatedAt: Date;
}

/**
 * One kept money movement with its numeric id (the receipt page's id) and its owner.
 *
 * @example
 * const t: StoredTransaction = { id: 1, userId: 'u1', movement, description: 'Waybook Pro, yearly', createdAt: now };
 */
export interface StoredTransaction {
  readonly id: number;
  readonly userId: string;
  readonly movement: MoneyMovement;
  readonly description: string;
  readonly createdAt: Date;
}

/**
 * A money movement to keep: the store draws the receipt sequence and numbers it (receiptNumber).
 *
 * @example
 * const t: NewTransaction = { userId: 'u1', kind: 'purchase', amount, on: '2026-11-21', periodStart, periodEnd, processorReference: 'ch_1', cardBrand: 'visa', cardLastFour: '4242', description: 'Waybook Pro, yearly' };
 */
export interface NewTransaction {
  readonly userId: string;
  readonly kind: MoneyMovementKind;
  readonly amount: Money;
  readonly on: string;
  readonly periodStart: string;
  readonly periodEnd: string;
  readonly processorReference: string;
  readonly cardBrand: string;
  readonly cardLastFour: string;
  readonly description: string;
}

/**
 * A cancellation's reason and feedback, kept for the product team.
 *
 * @example
 * const c: Cancellation = { reason: 'price', feedback: '', productTypeCode: 'P' };
 */
export interface Cancellation {
  readonly reason: string;
  readonly feedback: string;
  readonly productTypeCode: string;
}

/**
 * Where billing keeps its state: one current subscription per user, the user's card (a token),
 * transactions numbered from one receipt sequence, promo campaigns with their redemptions, and the
 * free trials taken per user and per card fingerprint. The SQL adapter is SqlBillingStore.
 *
 * @example
 * const current = await store.subscription('u1');
 */
export interface BillingStore {
  subscription(userId: string): Promise<Subscription | null>;
  /** Keeps the user's current subscription (replacing the previous one). */
  saveSubscription(userId: string, subscription: Subscription, now: Date): Promise<void>;
  /** Records a cancellation's reason and feedback. */
  recordCancellation(userId: string, cancellation: Cancellation, now: Date): Promise<void>;
  paymentMethod(userId: string): Promise<StoredPaymentMethod | null>;
  savePaymentMethod(method: StoredPaymentMethod): Promise<void>;
  /** Keeps a transaction, drawing its receipt number from the installation's sequence. */
  addTransaction(transaction: NewTransaction, now: Date): Promise<StoredTransaction>;
  transactions(userId: string): Promise<readonly StoredTransaction[]>;
  /** One transaction of the user's; null when none of theirs has the id. */
  transaction(userId: string, id: number): Promise<StoredTransaction | null>;
  /** Whether the user, or (when given) a card with this fingerprint, has had a free trial. */
  trialsTaken(userId: string, fingerprint: string | null): Promise<{ readonly byUser: boolean; readonly byCard: boolean }>;
  /** Records a free trial for the user and, when known, the card's fingerprint. */
  recordTrial(userId: string, fingerprint: string | null, now: Date): Promise<void>;
  /** A campaign by its normalised code, with its redemptions counted. */
  promo(code: string): Promise<PromoCampaign | null>;
  /** Adds a campaign; false when its code is taken. */
  addPromo(campaign: PromoCampaign, currency: string, now: Date): Promise<boolean>;
  recordRedemption(code: string, userId: string, now: Date): Promise<void>;
  /** Users whose subscription's state or dates may need the renewal job (for re-scheduling after a restore). */
  userIdsWithSubscription(): Promise<readonly string[]>;
}
