import { intlLocale, memoised } from './intl-cache.js';

/**
 * An amount as Intl takes it: a number, or a decimal string such as '1240.10', kept exact.
 *
 * @example
 * const amount: FormattableAmount = '1240.10';
 */
export type FormattableAmount = number | `${number}`;

/**
 * How many fraction digits a plain number shows (both default to Intl's: 0 to 3).
 *
 * @example
 * const options: NumberFormatOptions = { maximumFractionDigits: 1 };
 */
export type NumberFormatOptions = { readonly minimumFractionDigits?: number; readonly maximumFractionDigits?: number };

const numberFormat = memoised((locale, key) => new Intl.NumberFormat(locale, JSON.parse(key) as Intl.NumberFormatOptions));

const digits = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? undefined : Math.min(20, Math.max(0, Math.trunc(n))));

/**
 * A number in the interface language (grouping and decimal marks of the locale).
 *
 * @example
 * formatNumber(1240.5, 'en-US') // '1,240.5'
 * formatNumber(1240.5, 'de-DE') // '1.240,5'
 * formatNumber(12, 'en-US', { minimumFractionDigits: 1 }) // '12.0'
 */
export function formatNumber(value: FormattableAmount, locale: string, options: NumberFormatOptions = {}): string {
  const min = digits(options.minimumFractionDigits);
  const max = digits(options.maximumFractionDigits);
  const key = JSON.stringify({ minimumFractionDigits: min, maximumFractionDigits: max === undefined || min === undefined ? max : Math.max(min, max) });
  return numberFormat(intlLocale(locale), key).format(value);
}

/**
 * Whether Intl knows `code` as an ISO 4217 currency (three letters it can format).
 *
 * @example
 * isFormattableCurrency('EUR') // true
 * isFormattableCurrency('EURO') // false
 */
export function isFormattableCurrency(code: string): boolean {
  if (!/^[A-Za-z]{3}$/.test(code)) return false;
  try {
    numberFormat('en-US', JSON.stringify({ style: 'currency', currency: code.toUpperCase() }));
    return true;
  } catch {
    return false;
  }
}

/**
 * An amount of money in the interface language, with its ISO 4217 currency placed and shown as the
 * locale does (symbol or code, the currency's usual fraction digits). An unknown code is written
 * after the number instead of throwing.
 *
 * @example
 * formatMoney(1240, 'EUR', 'en-US') // '€1,240.00'
 * formatMoney(1240, 'EUR', 'fr-FR') // '1 240,00 €' (ICU writes U+202F and U+00A0 for the spaces)
 * formatMoney('310.5', 'USD', 'en-US') // '$310.50'
 * formatMoney(1200, 'JPY', 'ja-JP') // '￥1,200'
 */
export function formatMoney(amount: FormattableAmount, currency: string, locale: string): string {
  const tag = intlLocale(locale);
  if (!isFormattableCurrency(currency)) return `${formatNumber(amount, tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`.trim();
  return numberFormat(tag, JSON.stringify({ style: 'currency', currency: currency.toUpperCase() })).format(amount);
}

const unitFormat = memoised((locale, unit) => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }));
const unitList = memoised((locale) => new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }));

/**
 * A duration of whole minutes in the interface language, in hours and minutes (Intl unit style;
 * Node 20 has no Intl.DurationFormat). Negative or fractional minutes are clamped and rounded.
 *
 * @example
 * formatDuration(155, 'en-US') // '2 hr 35 min'
 * formatDuration(155, 'fr-FR') // '2 h 35 min'
 * formatDuration(120, 'en-US') // '2 hr'
 * formatDuration(45, 'de-DE') // '45 Min.'
 */
export function formatDuration(minutes: number, locale: string): string {
  const tag = intlLocale(locale);
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(unitFormat(tag, 'hour').format(hours));
  if (rest > 0 || hours === 0) parts.push(unitFormat(tag, 'minute').format(rest));
  return unitList(tag, '').format(parts);
}
