import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { validPlan } from '../plans/validation/valid-plans.test.js';
import { costTotals } from './money-totals.js';
import { isCostPlanType, normalisedTotalCost, planCostOf, withStoredCost } from './plan-costs.js';

describe('costTotals', () => {
  it('sums per currency, never across, with each category’s share', () => {
    expect(
      costTotals([
        { category: 'air', money: { minor: 31000, currency: 'EUR' } },
        { category: 'lodging', money: { minor: 124000, currency: 'EUR' } },
        { category: 'car', money: { minor: 9000, currency: 'USD' } },
        { category: 'air', money: { minor: 9500, currency: 'EUR' } },
      ]),
    ).toEqual([
      {
        currency: 'EUR',
        minor: 164500,
        categories: [
          { category: 'lodging', minor: 124000, share: 124000 / 164500 },
          { category: 'air', minor: 40500, share: 40500 / 164500 },
        ],
      },
      { currency: 'USD', minor: 9000, categories: [{ category: 'car', minor: 9000, share: 1 }] },
    ]);
    expect(costTotals([{ category: 'air', money: { minor: 0, currency: 'EUR' } }])).toEqual([
      { currency: 'EUR', minor: 0, categories: [{ category: 'air', minor: 0, share: 0 }] },
    ]);
  });
});

describe('plan costs', () => {
  it('counts bookings, not notes, maps or directions', () => {
    expect(isCostPlanType('lodging')).toBe(true);
    expect(['note', 'map', 'directions'].map((t) => isCostPlanType(t as 'note'))).toEqual([false, false, false]);
  });

  it('reads stored costs, keeping older free text as it is', () => {
    expect(planCostOf('')).toEqual({ kind: 'none' });
    expect(planCostOf('EUR 310.00')).toEqual({ kind: 'money', money: { minor: 31000, currency: 'EUR' } });
    expect(planCostOf('€ 1 240,00')).toEqual({ kind: 'money', money: { minor: 124000, currency: 'EUR' } });
    expect(planCostOf('about 300')).toEqual({ kind: 'unreadable', text: 'about 300' });
  });

  it('stores the exact form of what it reads', () => {
    expect(normalisedTotalCost('EUR 310.00')).toEqual(ok('EUR 310.00'));
    expect(normalisedTotalCost('€95')).toEqual(ok('EUR 95.00'));
    expect(normalisedTotalCost('€ 1 240,00')).toEqual(ok('EUR 1240.00'));
    expect(normalisedTotalCost('  ')).toEqual(ok(''));
    expect(normalisedTotalCost('310')).toEqual(err({ kind: 'currency-missing' }));
  });
});

describe('withStoredCost', () => {
  it('stores what it reads in the exact form and leaves the rest alone', () => {
    const hotel = validPlan('lodging');
    const costing = (totalCost: string) => ({ ...hotel, booking: { ...hotel.booking, totalCost } });
    expect(withStoredCost(costing('€95')).booking.totalCost).toBe('EUR 95.00');
    expect(withStoredCost(costing('about 300')).booking.totalCost).toBe('about 300');
    const exact = costing('EUR 95.00');
    expect(withStoredCost(exact)).toBe(exact);
  });
});
