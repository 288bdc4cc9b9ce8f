import { err, ok, type Result } from '../result.js';
import type { PlanType } from '../plans/plan-type.js';
import type { Plan } from '../plans/types/plan.js';
import { costTotals, type CurrencyTotal } from './money-totals.js';
import { moneyToWire, type Money } from './money.js';
import { moneyFromWire, type MoneyParseError } from './parse-money.js';

/**
 * The plan types that cost something (bookings); notes, maps and directions do not.
 *
 * @example
 * isCostPlanType('lodging') // true
 * isCostPlanType('note')    // false
 */
export function isCostPlanType(type: PlanType): boolean {
  return type !== 'note' && type !== 'map' && type !== 'directions';
}

/**
 * A plan's total cost as stored: none, an exact amount, or older free text that cannot be read
 * (shown as it is, left out of totals, never lost).
 *
 * @example
 * const c: PlanCost = { kind: 'unreadable', text: 'about 300' };
 */
export type PlanCost = { readonly kind: 'none' } | { readonly kind: 'money'; readonly money: Money } | { readonly kind: 'unreadable'; readonly text: string };

/**
 * Reads a stored total_cost (see {@link moneyFromWire}).
 *
 * @example
 * planCostOf('')           // { kind: 'none' }
 * planCostOf('EUR 310.00') // { kind: 'money', money: { minor: 31000, currency: 'EUR' } }
 * planCostOf('about 300')  // { kind: 'unreadable', text: 'about 300' }
 */
export function planCostOf(totalCost: string): PlanCost {
  if (totalCost.trim() === '') return { kind: 'none' };
  const read = moneyFromWire(totalCost);
  return read.ok ? { kind: 'money', money: read.value } : { kind: 'unreadable', text: totalCost };
}

/**
 * A total_cost as the server stores it: '' for blank text, the exact form ('EUR 310.00') for an
 * amount it reads, or why it cannot.
 *
 * @example
 * normalisedTotalCost('€ 1 240,00') // ok('EUR 1240.00')
 * normalisedTotalCost('  ')         // ok('')
 * normalisedTotalCost('310')        // err({ kind: 'currency-missing' })
 */
export function normalisedTotalCost(text: string): Result<string, MoneyParseError> {
  if (text.trim() === '') return ok('');
  const read = moneyFromWire(text);
  return read.ok ? ok(moneyToWire(read.value)) : err(read.error);
}

/**
 * A plan with its total cost in the stored form ('€ 1 240,00' -> 'EUR 1240.00'); a cost that cannot
 * be read is left as it is (validation decides whether it may stay).
 *
 * @example
 * withStoredCost({ ...hotel, booking: { ...hotel.booking, totalCost: '€95' } }).booking.totalCost // 'EUR 95.00'
 */
export function withStoredCost<P extends Plan>(plan: P): P {
  const cost = normalisedTotalCost(plan.booking.totalCost);
  return cost.ok && cost.value !== plan.booking.totalCost ? { ...plan, booking: { ...plan.booking, totalCost: cost.value } } : plan;
}

/**
 * The cost page's figures: the plans that cost something with their cost, and the totals per
 * currency with each plan type's share (unreadable costs counted apart, not in any total).
 *
 * @example
 * const { lines, totals, unreadable } = tripCosts(plans);
 */
export function tripCosts(plans: readonly Plan[]): {
  readonly lines: readonly { readonly plan: Plan; readonly cost: PlanCost }[];
  readonly totals: readonly CurrencyTotal[];
  readonly unreadable: number;
} {
  const lines = plans.filter((p) => isCostPlanType(p.type)).map((plan) => ({ plan, cost: planCostOf(plan.booking.totalCost) }));
  const counted = lines.flatMap(({ plan, cost }) => (cost.kind === 'money' ? [{ category: plan.type, money: cost.money }] : []));
  return { lines, totals: costTotals(counted), unreadable: lines.filter((l) => l.cost.kind === 'unreadable').length };
}
