import { intlLocale } from '../format/intl-cache.js';
import { formatMoney, formatNumber } from '../format/number-format.js';
import { currencyExponent } from './currency.js';

/**
 * An exact amount of money: a whole number of the currency's minor units (cents, or yen for JPY)
 * and its ISO 4217 code. Never a float.
 *
 * @example
 * const m: Money = { minor: 31000, currency: 'EUR' }; // EUR 310.00
 */
export interface Money {
  /** A safe integer, 0 or more. */
  readonly minor: number;
  readonly currency: string;
}

/**
 * The amount as a plain decimal with the currency's digits ('1240.50'; '12000' for JPY), exact.
 *
 * @example
 * moneyDecimal({ minor: 124050, currency: 'EUR' }) // '1240.50'
 * moneyDecimal({ minor: 5, currency: 'KWD' })      // '0.005'
 */
export function moneyDecimal(money: Money): `${number}` {
  const exponent = currencyExponent(money.currency);
  const digits = String(money.minor).padStart(exponent + 1, '0');
  return (exponent === 0 ? digits : `${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`) as `${number}`;
}

/**
 * The stored and wire form of a cost: ISO code, a space, the decimal amount ('EUR 310.00'). Every
 * runtime and language reads it back the same.
 *
 * @example
 * moneyToWire({ minor: 31000, currency: 'EUR' }) // 'EUR 310.00'
 * moneyToWire({ minor: 12000, currency: 'JPY' }) // 'JPY 12000'
 */
export function moneyToWire(money: Money): string {
  return `${money.currency} ${moneyDecimal(money)}`;
}

/**
 * An amount with its currency as people read it in `locale`, through the shared Intl formatter
 * (exact: the decimal goes to Intl as text).
 *
 * @example
 * formatMoneyValue({ minor: 124050, currency: 'EUR' }, 'fr-FR') // '1 240,50 €'
 * formatMoneyValue({ minor: 12000, currency: 'JPY' }, 'en-US')  // '¥12,000'
 */
export function formatMoneyValue(money: Money, locale: string): string {
  return formatMoney(moneyDecimal(money), money.currency, locale);
}

/**
 * The amount alone, without its currency, as people type it in `locale` (for an amount field next
 * to a currency picker), with the currency's digits.
 *
 * @example
 * formatMoneyAmount({ minor: 124050, currency: 'EUR' }, 'de-DE') // '1.240,50'
 * formatMoneyAmount({ minor: 12000, currency: 'JPY' }, 'ja-JP')  // '12,000'
 */
export function formatMoneyAmount(money: Money, locale: string): string {
  const exponent = currencyExponent(money.currency);
  return formatNumber(moneyDecimal(money), locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent });
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/**
 * A share as a percentage in `locale` ('42 %' in French), at most one decimal.
 *
 * @example
 * formatShare(0.4215, 'en-US') // '42.2%'
 */
export function formatShare(share: number, locale: string): string {
  let format = percentFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format.format(share);
}
