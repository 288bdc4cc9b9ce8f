import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyCodes, currencyExponent } from './currency.js';
import { costTotals } from './money-totals.js';
import { formatMoneyValue, formatMoneyAmount, moneyToWire, type Money } from './money.js';
import { moneyFromWire, parseMoney } from './parse-money.js';

const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES', 'de-CH', 'en-IN', 'pt-BR'] as const;

const money = (currencies: readonly string[]): fc.Arbitrary<Money> =>
  fc.record({
    currency: fc.constantFrom(...currencies),
    minor: fc.oneof(fc.integer({ min: 0, max: 10_000_000 }), fc.maxSafeInteger().map(Math.abs), fc.constantFrom(0, 1, 999, 1000, 1_000_000)),
  });

describe('money properties', () => {
  it('reads back every amount it formats, in every currency and language', () => {
    fc.assert(
      fc.property(money(currencyCodes()), fc.constantFrom(...LOCALES), (m, locale) => {
        expect(parseMoney(formatMoneyValue(m, locale), { locale, defaultCurrency: m.currency })).toEqual({ ok: true, value: m });
        expect(parseMoney(formatMoneyAmount(m, locale), { locale, defaultCurrency: m.currency })).toEqual({ ok: true, value: m });
      }),
      { numRuns: 500 },
    );
  });

  it('reads back the stored form exactly, whatever the language', () => {
    fc.assert(
      fc.property(money(currencyCodes()), (m) => {
        expect(moneyFromWire(moneyToWire(m))).toEqual({ ok: true, value: m });
        expect(moneyToWire(m)).toMatch(currencyExponent(m.currency) === 0 ? /^[A-Z]{3} \d+$/ : /^[A-Z]{3} \d+\.\d+$/);
      }),
    );
  });

  it('totals are sums per currency, never mixing currencies, and shares add up to the whole', () => {
    const line = fc.record({
      category: fc.constantFrom('air', 'lodging', 'car', 'rail'),
      money: money(['EUR', 'USD', 'JPY']).map((m) => ({ ...m, minor: m.minor % 1e9 })),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = costTotals(lines);
        expect(totals.map((t) => t.currency).sort()).toEqual([...new Set(lines.map((l) => l.money.currency))].sort());
        for (const total of totals) {
          const own = lines.filter((l) => l.money.currency === total.currency);
          expect(total.minor).toBe(own.reduce((sum, l) => sum + l.money.minor, 0));
          expect(total.categories.reduce((sum, c) => sum + c.minor, 0)).toBe(total.minor);
          if (total.minor > 0) expect(total.categories.reduce((sum, c) => sum + c.share, 0)).toBeCloseTo(1, 9);
        }
      }),
    );
  });
});
