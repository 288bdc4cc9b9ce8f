/**
 * One entry of the billing history (Transaction, part 3 section 3). `id` is the numeric id of
 * its receipt (/account/billing/receipts/{id}); the display texts come formatted from the server;
 * the billing period dates are internal dates (y-MM-dd) or ''.
 *
 * @example
 * const t: Transaction = { id: 1201, transactionCode: 'S', amount: 49, amountDisplay: '$49.00', description: 'Pro yearly', displayDate: 'Jan 10, 2026', displayDatetime: 'Jan 10, 2026 9:14 AM', billingPeriodStart: '2026-01-10', billingPeriodEnd: '2027-01-10' };
 */
export interface Transaction {
  readonly id: number;
  readonly transactionCode: string;
  readonly amount: number;
  readonly amountDisplay: string;
  readonly description: string;
  readonly displayDate: string;
  readonly displayDatetime: string;
  readonly billingPeriodStart: string;
  readonly billingPeriodEnd: string;
}

/**
 * The billing history newest first: by billing period start, then by id (both descending).
 * Choice: the spec does not give the order; newest first is what a statement reader expects.
 *
 * @example
 * sortTransactionsNewestFirst([{ id: 1, billingPeriodStart: '2025-01-10' }, { id: 2, billingPeriodStart: '2026-01-10' }]).map((t) => t.id) // [2, 1]
 */
export function sortTransactionsNewestFirst<T extends Pick<Transaction, 'id' | 'billingPeriodStart'>>(transactions: readonly T[]): readonly T[] {
  return [...transactions].sort((a, b) => b.billingPeriodStart.localeCompare(a.billingPeriodStart) || b.id - a.id);
}
