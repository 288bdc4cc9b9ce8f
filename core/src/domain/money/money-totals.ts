import type { Money } from './money.js';

/**
 * One cost counted in a total: its category (a plan type) and amount.
 *
 * @example
 * const line: CostLine = { category: 'lodging', money: { minor: 31000, currency: 'EUR' } };
 */
export interface CostLine {
  readonly category: string;
  readonly money: Money;
}

/**
 * A category's part of one currency's total: its sum and its share of the total (0 to 1; 0 when
 * the total is 0).
 *
 * @example
 * const s: CategoryShare = { category: 'air', minor: 45000, share: 0.6 };
 */
export interface CategoryShare {
  readonly category: string;
  readonly minor: number;
  readonly share: number;
}

/**
 * The total of one currency and each category's share of it, largest first.
 *
 * @example
 * const t: CurrencyTotal = { currency: 'EUR', minor: 75000, categories: [{ category: 'air', minor: 45000, share: 0.6 }] };
 */
export interface CurrencyTotal {
  readonly currency: string;
  readonly minor: number;
  readonly categories: readonly CategoryShare[];
}

/**
 * Totals per currency, never mixing currencies (there is no exchange rate), in the order each
 * currency first appears; in each, the categories by amount, largest first (then by name).
 *
 * @example
 * costTotals([
 *   { category: 'air', money: { minor: 45000, currency: 'EUR' } },
 *   { category: 'lodging', money: { minor: 30000, currency: 'EUR' } },
 *   { category: 'car', money: { minor: 9000, currency: 'USD' } },
 * ])
 * // [{ currency: 'EUR', minor: 75000, categories: [{ category: 'air', minor: 45000, share: 0.6 }, { category: 'lodging', minor: 30000, share: 0.4 }] },
 * //  { currency: 'USD', minor: 9000, categories: [{ category: 'car', minor: 9000, share: 1 }] }]
 */
export function costTotals(lines: readonly CostLine[]): CurrencyTotal[] {
  const byCurrency = new Map<string, Map<string, number>>();
  for (const { category, money } of lines) {
    const categories = byCurrency.get(money.currency) ?? new Map<string, number>();
    categories.set(category, (categories.get(category) ?? 0) + money.minor);
    byCurrency.set(money.currency, categories);
  }
  return [...byCurrency].map(([currency, categories]) => {
    const minor = [...categories.values()].reduce((a, b) => a + b, 0);
    const shares = [...categories].map(([category, sum]) => ({ category, minor: sum, share: minor === 0 ? 0 : sum / minor }));
    shares.sort((a, b) => b.minor - a.minor || a.category.localeCompare(b.category));
    return { currency, minor, categories: shares };
  });
}
