import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatNumber, isFormattableCurrency } from './number-format.js';
import { plainSpaces as plain } from '../../testing/plain-spaces.js';

describe('formatNumber', () => {
  it('uses the grouping and decimal marks of the locale', () => {
    expect(formatNumber(1240.5, 'en-US')).toBe('1,240.5');
    expect(formatNumber(1240.5, 'de-DE')).toBe('1.240,5');
    expect(plain(formatNumber(1240.5, 'fr-FR'))).toBe('1 240,5');
    expect(formatNumber(12, 'en-US', { minimumFractionDigits: 1 })).toBe('12.0');
  });
  it('accepts a maximum below the minimum and an invalid locale', () => {
    expect(formatNumber(1.25, 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 0 })).toBe('1.25');
    expect(formatNumber(3, 'not a tag!')).toBe('3');
  });
});

describe('formatMoney', () => {
  it.each([
    ['en-US', '€1,240.00'],
    ['en-GB', '€1,240.00'],
    ['fr-FR', '1 240,00 €'],
    ['de-DE', '1.240,00 €'],
    ['ja-JP', '€1,240.00'],
    ['es-CO', 'EUR 1.240,00'],
    ['es-ES', '1240,00 €'],
  ])('writes EUR 1240 in %s as %s', (locale, expected) => {
    expect(plain(formatMoney(1240, 'EUR', locale))).toBe(expected);
  });
  it('keeps a decimal string exact and uses the currency digits', () => {
    expect(formatMoney('310.5', 'USD', 'en-US')).toBe('$310.50');
    expect(formatMoney('0.1', 'EUR', 'en-US')).toBe('€0.10');
    expect(formatMoney(1200, 'JPY', 'ja-JP')).toBe('￥1,200');
    expect(formatMoney('12345678901234567.89', 'USD', 'en-US')).toBe('$12,345,678,901,234,567.89');
  });
  it('writes an unknown code after the number', () => {
    expect(formatMoney(5, 'EURO', 'en-US')).toBe('5.00 EURO');
    expect(formatMoney(5, 'eur', 'en-US')).toBe('€5.00');
  });
});

describe('isFormattableCurrency', () => {
  it('knows ISO codes only', () => {
    expect(isFormattableCurrency('EUR')).toBe(true);
    expect(isFormattableCurrency('COP')).toBe(true);
    expect(isFormattableCurrency('EURO')).toBe(false);
    expect(isFormattableCurrency('€')).toBe(false);
  });
});

describe('formatDuration', () => {
  it.each([
    ['en-US', '2 hr 35 min'],
    ['en-GB', '2 hrs 35 mins'],
    ['fr-FR', '2 h 35 min'],
    ['de-DE', '2 Std., 35 Min.'],
    ['ja-JP', '2 時間35 分'],
    ['es-CO', '2 h 35 min'],
    ['es-ES', '2 h 35 min'],
  ])('writes 155 minutes in %s as %s', (locale, expected) => {
    expect(plain(formatDuration(155, locale))).toBe(expected);
  });
  it('leaves out a zero part and clamps nonsense', () => {
    expect(formatDuration(120, 'en-US')).toBe('2 hr');
    expect(formatDuration(45, 'de-DE')).toBe('45 Min.');
    expect(formatDuration(0, 'en-US')).toBe('0 min');
    expect(formatDuration(-5, 'en-US')).toBe('0 min');
    expect(formatDuration(Number.NaN, 'en-US')).toBe('0 min');
  });
});
