import { describe, expect, it } from 'vitest';
import { sortTransactionsNewestFirst } from './transaction.js';

describe('sortTransactionsNewestFirst', () => {
  it('lists the billing history newest period first, then highest id', () => {
    const history = [
      { id: 1, billingPeriodStart: '2025-01-10' },
      { id: 3, billingPeriodStart: '2026-01-10' },
      { id: 2, billingPeriodStart: '2026-01-10' },
      { id: 4, billingPeriodStart: '' },
    ];
    expect(sortTransactionsNewestFirst(history).map((t) => t.id)).toEqual([3, 2, 1, 4]);
    expect(history.map((t) => t.id)).toEqual([1, 3, 2, 4]);
  });
});
