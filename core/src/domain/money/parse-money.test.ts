import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { moneyFromWire, parseMoney } from './parse-money.js';

const en = { locale: 'en-US', defaultCurrency: null };

describe('parseMoney', () => {
  it('reads the costs of issue 11 exactly', () => {
    expect(parseMoney('EUR 310.00', en)).toEqual(ok({ minor: 31000, currency: 'EUR' }));
    expect(parseMoney('€95', en)).toEqual(ok({ minor: 9500, currency: 'EUR' }));
    expect(parseMoney('€ 1 240,00', en)).toEqual(ok({ minor: 124000, currency: 'EUR' }));
  });

  it('reads what people type in their language', () => {
    expect(parseMoney('1.240,50 €', { locale: 'de-DE', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 124050, currency: 'EUR' }));
    expect(parseMoney('1\u202f240,50\u00a0€', { locale: 'fr-FR', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 124050, currency: 'EUR' }));
    expect(parseMoney('$1,240.50', { locale: 'en-US', defaultCurrency: 'USD' })).toEqual(ok({ minor: 124050, currency: 'USD' }));
    expect(parseMoney('310', { locale: 'fr-FR', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 31000, currency: 'EUR' }));
    expect(parseMoney('JPY 12000', en)).toEqual(ok({ minor: 12000, currency: 'JPY' }));
    expect(parseMoney('￥12,000', { locale: 'ja-JP', defaultCurrency: 'JPY' })).toEqual(ok({ minor: 12000, currency: 'JPY' }));
    expect(parseMoney('usd 5.5', en)).toEqual(ok({ minor: 550, currency: 'USD' }));
    expect(parseMoney("CHF 1'240.50", en)).toEqual(ok({ minor: 124050, currency: 'CHF' }));
    expect(parseMoney('₹1,24,050.00', en)).toEqual(ok({ minor: 12405000, currency: 'INR' }));
    expect(parseMoney(',5', { locale: 'de-DE', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 50, currency: 'EUR' }));
  });

  it('reads a symbol as the user’s currency when it is one of its own', () => {
    expect(parseMoney('$ 1.234.568', { locale: 'es-CO', defaultCurrency: 'COP' })).toEqual(ok({ minor: 1234568, currency: 'COP' }));
    expect(parseMoney('$95', { locale: 'en-GB', defaultCurrency: 'GBP' })).toEqual(ok({ minor: 9500, currency: 'USD' }));
    expect(parseMoney('1 234,50 $CA', { locale: 'fr-FR', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 123450, currency: 'CAD' }));
  });

  it('reads one mark before three digits as thousands, unless the currency has three decimals', () => {
    expect(parseMoney('1,240', { locale: 'de-DE', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 124000, currency: 'EUR' }));
    expect(parseMoney('1.240', { locale: 'en-US', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 124000, currency: 'EUR' }));
    expect(parseMoney('0.500', { locale: 'en-US', defaultCurrency: 'EUR' })).toEqual(ok({ minor: 50, currency: 'EUR' }));
    expect(parseMoney('BHD 1.240', en)).toEqual(ok({ minor: 1240, currency: 'BHD' }));
    expect(parseMoney('BHD 1.240', { locale: 'de-DE', defaultCurrency: null })).toEqual(ok({ minor: 1240000, currency: 'BHD' }));
  });

  it('says why it cannot read a text', () => {
    expect(parseMoney('  ', en)).toEqual(err({ kind: 'empty' }));
    expect(parseMoney('310', en)).toEqual(err({ kind: 'currency-missing' }));
    expect(parseMoney('about 300', en)).toEqual(err({ kind: 'currency-unknown' }));
    expect(parseMoney('XYZ 3', en)).toEqual(err({ kind: 'currency-unknown' }));
    expect(parseMoney('-€95', en)).toEqual(err({ kind: 'invalid' }));
    expect(parseMoney('EUR 1.2.3', en)).toEqual(err({ kind: 'invalid' }));
    expect(parseMoney('EUR 12,34,5', en)).toEqual(err({ kind: 'invalid' }));
    expect(parseMoney('EUR 3 €', en)).toEqual(err({ kind: 'invalid' }));
    expect(parseMoney('EUR 1,5.0', en)).toEqual(err({ kind: 'invalid' }));
    expect(parseMoney('JPY 12000.5', en)).toEqual(err({ kind: 'too-precise', digits: 0 }));
    expect(parseMoney('EUR 1.999', { locale: 'en-US', defaultCurrency: null })).toEqual(ok({ minor: 199900, currency: 'EUR' }));
    expect(parseMoney('EUR 0.999', en)).toEqual(err({ kind: 'too-precise', digits: 2 }));
    expect(parseMoney('EUR 99999999999999999', en)).toEqual(err({ kind: 'too-large' }));
  });
});

describe('moneyFromWire', () => {
  it('reads the stored form and older free text, never guessing a currency', () => {
    expect(moneyFromWire('EUR 310.00')).toEqual(ok({ minor: 31000, currency: 'EUR' }));
    expect(moneyFromWire('KWD 1.250')).toEqual(ok({ minor: 1250, currency: 'KWD' }));
    expect(moneyFromWire('JPY 12000')).toEqual(ok({ minor: 12000, currency: 'JPY' }));
    expect(moneyFromWire('€95')).toEqual(ok({ minor: 9500, currency: 'EUR' }));
    expect(moneyFromWire('310')).toEqual(err({ kind: 'currency-missing' }));
  });
});
