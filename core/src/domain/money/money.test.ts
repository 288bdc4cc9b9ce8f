import { describe, expect, it } from 'vitest';
import { currencyExponent, currencyOfLocale, isCurrencyCode } from './currency.js';
import { currencyOfMark } from './currency-symbols.js';
import { moneyErrorMessage } from './money-messages.js';
import { formatMoneyValue, formatMoneyAmount, formatShare, moneyDecimal, moneyToWire } from './money.js';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currencies', () => {
  it('knows ISO codes and their minor digits', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect([currencyExponent('JPY'), currencyExponent('EUR'), currencyExponent('COP'), currencyExponent('KWD')]).toEqual([0, 2, 0, 3]);
  });

  it('never reads a name of Object.prototype as a table entry', () => {
    expect(currencyExponent('constructor')).toBe(2);
    expect(currencyOfMark('constructor', 'en', null)).toBeNull();
  });

  it('gives each of the seven languages its region’s currency', () => {
    expect(['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'].map((l) => currencyOfLocale(l))).toEqual([
      'USD',
      'GBP',
      'EUR',
      'EUR',
      'JPY',
      'COP',
      'EUR',
    ]);
    expect(currencyOfLocale('not a locale', 'EUR')).toBe('EUR');
  });

  it('reads currency marks', () => {
    expect(currencyOfMark('€', 'fr-FR', 'USD')).toBe('EUR');
    expect(currencyOfMark('$', 'es-CO', 'COP')).toBe('COP');
    expect(currencyOfMark('$', 'en-GB', 'GBP')).toBe('USD');
    expect(currencyOfMark('￥', 'ja-JP', null)).toBe('JPY');
    expect(currencyOfMark('jpy', 'en-US', 'USD')).toBe('JPY');
    expect(currencyOfMark('zz', 'en-US', 'USD')).toBeNull();
  });
});

describe('money forms', () => {
  it('writes the exact stored form', () => {
    expect(moneyToWire({ minor: 31000, currency: 'EUR' })).toBe('EUR 310.00');
    expect(moneyToWire({ minor: 12000, currency: 'JPY' })).toBe('JPY 12000');
    expect(moneyToWire({ minor: 5, currency: 'KWD' })).toBe('KWD 0.005');
    expect(moneyDecimal({ minor: Number.MAX_SAFE_INTEGER, currency: 'USD' })).toBe('90071992547409.91');
  });

  it('formats through Intl in the interface language', () => {
    expect(nbsp(formatMoneyValue({ minor: 124050, currency: 'EUR' }, 'fr-FR'))).toBe('1 240,50 €');
    expect(formatMoneyValue({ minor: 124050, currency: 'EUR' }, 'de-DE')).toMatch(/^1\.240,50\s€$/);
    expect(formatMoneyValue({ minor: 12000, currency: 'JPY' }, 'en-US')).toBe('¥12,000');
    expect(formatMoneyValue({ minor: 12000, currency: 'JPY' }, 'ja-JP')).toBe('￥12,000');
    expect(nbsp(formatMoneyValue({ minor: 1234568, currency: 'COP' }, 'es-CO'))).toBe('$ 1.234.568');
    expect(formatMoneyValue({ minor: Number.MAX_SAFE_INTEGER, currency: 'USD' }, 'en-US')).toBe('$90,071,992,547,409.91');
  });

  it('formats the amount alone for a field, and shares', () => {
    expect(formatMoneyAmount({ minor: 124050, currency: 'EUR' }, 'de-DE')).toBe('1.240,50');
    expect(formatMoneyAmount({ minor: 124000, currency: 'EUR' }, 'en-US')).toBe('1,240.00');
    expect(formatMoneyAmount({ minor: 12000, currency: 'JPY' }, 'ja-JP')).toBe('12,000');
    expect(formatShare(0.4215, 'en-US')).toBe('42.2%');
    expect(nbsp(formatShare(0.5, 'fr-FR'))).toBe('50 %');
  });

  it('names each error with a catalogue key', () => {
    expect(moneyErrorMessage({ kind: 'empty' })).toBeNull();
    expect(moneyErrorMessage({ kind: 'too-precise', digits: 0 })).toEqual({ key: 'validation:money.tooPrecise', values: { number: 0 } });
    expect(moneyErrorMessage({ kind: 'currency-missing' })?.key).toBe('validation:money.currencyMissing');
  });
});
