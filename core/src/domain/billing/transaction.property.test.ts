import { describe, it } from 'vitest';
import fc from 'fast-check';
import { sortTransactionsNewestFirst } from './transaction.js';

const tx = fc.record({ id: fc.nat(1000), billingPeriodStart: fc.constantFrom('', '2024-05-01', '2025-01-10', '2026-01-10') });

describe('transactions: properties', () => {
  it('sorting keeps every transaction and orders by period start then id, both descending', () => {
    fc.assert(
      fc.property(fc.array(tx, { maxLength: 20 }), (list) => {
        const sorted = sortTransactionsNewestFirst(list);
        const sameItems = sorted.length === list.length && list.every((t) => sorted.includes(t));
        const ordered = sorted.every((t, i) => {
          const next = sorted[i + 1];
          return next === undefined || t.billingPeriodStart > next.billingPeriodStart || (t.billingPeriodStart === next.billingPeriodStart && t.id >= next.id);
        });
        return sameItems && ordered;
      }),
    );
  });
});
