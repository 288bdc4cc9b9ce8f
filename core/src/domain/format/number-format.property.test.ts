import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatNumber } from './number-format.js';

const LOCALES = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;
const locale = fc.constantFrom(...LOCALES);
const digitsOnly = (text: string) => text.replace(/\D/g, '');

describe('number formatting properties', () => {
  it('never throws and keeps every digit of an integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), locale, fc.constantFrom('EUR', 'USD', 'GBP', 'CHF'), (n, l, currency) => {
        expect(digitsOnly(formatMoney(n, currency, l))).toBe(`${n}00`);
        expect(digitsOnly(formatNumber(n, l))).toBe(String(n));
      }),
    );
  });
  it('writes the hours and minutes of a duration', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59_999 }), locale, (minutes, l) => {
        const text = formatDuration(minutes, l);
        const hours = Math.floor(minutes / 60);
        const numbers = (text.match(/\d+/g) ?? []).map(Number);
        expect(numbers).toEqual([hours, minutes % 60].filter((n, i) => n > 0 || (i === 1 && hours === 0)));
      }),
    );
  });
  it('never throws for any locale string or currency text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.double({ noNaN: false }), (l, currency, n) => {
        expect(typeof formatMoney(n, currency, l)).toBe('string');
        expect(typeof formatDuration(n, l)).toBe('string');
      }),
    );
  });
});
