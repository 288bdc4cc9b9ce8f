import type { PromoCampaign } from '../domain/billing/promo.js';
import { moneyMovementOf } from '../domain/billing/receipt.js';
import type { Subscription } from '../domain/billing/subscription.js';
import type { BillingStore, Cancellation, NewTransaction, StoredPaymentMethod, StoredTransaction } from '../ports/billing-store.port.js';

/**
 * A free trial as kept: the user and, when known, the card's fingerprint.
 *
 * @example
 * const t: MemoryTrial = { userId: 'u1', fingerprint: 'fp_1a2b3c4d', takenAt: now };
 */
export interface MemoryTrial {
  readonly userId: string;
  readonly fingerprint: string | null;
  readonly takenAt: Date;
}

/**
 * Billing's state in memory, behaving like `SqlBillingStore`: one current subscription and one
 * card (a token) per user, replaced on save; transactions numbered from one receipt sequence for
 * the whole store (starting at 1, never reset; receipt numbers by `moneyMovementOf`, which refuses
 * an amount that moves no money as the SQL store does), listed newest first and found only by
 * their owner; free trials by user and by card fingerprint; promo campaigns keyed by code with
 * their redemptions counted on each read. `snapshot()` gives everything kept, for tests that check
 * what is stored (no card number, no security code).
 *
 * @example
 * const store = new InMemoryBillingStore();
 * const t = await store.addTransaction({ userId: 'u1', kind: 'purchase', amount: usd(4900), on: '2026-11-21', periodStart: '2026-11-21', periodEnd: '2027-11-21', processorReference: 'ch_1', cardBrand: 'visa', cardLastFour: '4242', description: 'Waybook Pro, yearly' }, now);
 * t.movement.receiptNumber // 'WB-2026-00000001'
 */
export class InMemoryBillingStore implements BillingStore {
  readonly subscriptions = new Map<string, Subscription>();
  readonly paymentMethods = new Map<string, StoredPaymentMethod>();
  readonly rows: StoredTransaction[] = [];
  readonly trials: MemoryTrial[] = [];
  readonly campaigns = new Map<string, Omit<PromoCampaign, 'redemptions'>>();
  readonly redemptions: { readonly code: string; readonly userId: string; readonly redeemedAt: Date }[] = [];
  readonly cancellations: (Cancellation & { readonly userId: string; readonly createdAt: Date })[] = [];
  private sequence = 0;
  private nextId = 1;

  async subscription(userId: string): Promise<Subscription | null> {
    return this.subscriptions.get(userId) ?? null;
  }

  async saveSubscription(userId: string, subscription: Subscription, _now: Date): Promise<void> {
    this.subscriptions.set(userId, { ...subscription });
  }

  async recordCancellation(userId: string, cancellation: Cancellation, now: Date): Promise<void> {
    this.cancellations.push({ ...cancellation, userId, createdAt: now });
  }

  async paymentMethod(userId: string): Promise<StoredPaymentMethod | null> {
    return this.paymentMethods.get(userId) ?? null;
  }

  async savePaymentMethod(method: StoredPaymentMethod): Promise<void> {
    // Only the columns the SQL table has: the token and what the processor answered, the zip.
    const { token, brand, lastFour, expiry, countryCode, fingerprint } = method.card;
    this.paymentMethods.set(method.userId, {
      userId: method.userId,
      zip: method.zip,
      updatedAt: method.updatedAt,
      card: { token, brand, lastFour, expiry: { month: expiry.month, year: expiry.year }, countryCode, fingerprint },
    });
  }

  async addTransaction(t: NewTransaction, now: Date): Promise<StoredTransaction> {
    // The sequence is drawn first, as nextval() is: a refused movement still uses up its number.
    this.sequence += 1;
    const movement = moneyMovementOf({
      sequence: this.sequence,
      kind: t.kind,
      amount: t.amount,
      on: t.on,
      periodStart: t.periodStart,
      periodEnd: t.periodEnd,
      processorReference: t.processorReference,
      cardBrand: t.cardBrand,
      cardLastFour: t.cardLastFour,
    });
    const stored: StoredTransaction = { id: this.nextId++, userId: t.userId, movement, description: t.description, createdAt: now };
    this.rows.push(stored);
    return stored;
  }

  async transactions(userId: string): Promise<readonly StoredTransaction[]> {
    return this.rows.filter((t) => t.userId === userId).sort((a, b) => b.id - a.id);
  }

  async transaction(userId: string, id: number): Promise<StoredTransaction | null> {
    return this.rows.find((t) => t.userId === userId && t.id === id) ?? null;
  }

  async trialsTaken(userId: string, fingerprint: string | null): Promise<{ readonly byUser: boolean; readonly byCard: boolean }> {
    return {
      byUser: this.trials.some((t) => t.userId === userId),
      byCard: fingerprint !== null && this.trials.some((t) => t.fingerprint === fingerprint),
    };
  }

  async recordTrial(userId: string, fingerprint: string | null, now: Date): Promise<void> {
    this.trials.push({ userId, fingerprint, takenAt: now });
  }

  async promo(code: string): Promise<PromoCampaign | null> {
    const campaign = this.campaigns.get(code);
    if (campaign === undefined) return null;
    return { ...campaign, redemptions: this.redemptions.filter((r) => r.code === code).length };
  }

  async addPromo(campaign: PromoCampaign, currency: string, _now: Date): Promise<boolean> {
    if (this.campaigns.has(campaign.code)) return false;
    // As the SQL table keeps it: one currency for both rates; redemptions are counted, not kept.
    const { redemptions: _redemptions, ...kept } = campaign;
    this.campaigns.set(campaign.code, {
      ...kept,
      discountedRate: { minor: campaign.discountedRate.minor, currency },
      nextRate: campaign.nextRate === null ? null : { minor: campaign.nextRate.minor, currency },
    });
    return true;
  }

  async recordRedemption(code: string, userId: string, now: Date): Promise<void> {
    this.redemptions.push({ code, userId, redeemedAt: now });
  }

  async userIdsWithSubscription(): Promise<readonly string[]> {
    return [...this.subscriptions].filter(([, s]) => s.state !== 'expired').map(([userId]) => userId);
  }

  /** Everything kept, as plain data (for a test to search, e.g. for a card number). */
  snapshot(): Record<string, unknown> {
    return {
      subscriptions: Object.fromEntries(this.subscriptions),
      paymentMethods: Object.fromEntries(this.paymentMethods),
      transactions: [...this.rows],
      trials: [...this.trials],
      campaigns: Object.fromEntries(this.campaigns),
      redemptions: [...this.redemptions],
      cancellations: [...this.cancellations],
    };
  }
}
