import { err, ok, type Result } from '../result.js';
import { currencyExponent } from './currency.js';
import { currencyOfMark } from './currency-symbols.js';
import type { Money } from './money.js';

/**
 * Why a typed amount could not be read.
 *
 * @example
 * const e: MoneyParseError = { kind: 'too-precise', digits: 0 };
 */
export type MoneyParseError =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'currency-missing' }
  | { readonly kind: 'currency-unknown' }
  | { readonly kind: 'too-precise'; readonly digits: number }
  | { readonly kind: 'too-large' };

/**
 * What a typed amount is read with: the user's locale (for "1.240" with 3-digit currencies) and
 * the currency meant when none is written (null: one must be written).
 *
 * @example
 * const context: MoneyParseContext = { locale: 'fr-FR', defaultCurrency: 'EUR' };
 */
export interface MoneyParseContext {
  readonly locale: string;
  readonly defaultCurrency: string | null;
}

// Spaces of every width (U+00A0, U+202F...) to one space, full-width forms to ASCII.
const normal = (text: string): string =>
  text
    .normalize('NFKC')
    .replace(/[\s\u00a0\u2007\u202f]+/g, ' ')
    .trim();

const GROUPING = /[ '’]/;

/** The decimal separator of a locale ('.' or ','). */
function decimalOf(locale: string): string {
  try {
    return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  } catch {
    return '.';
  }
}

/** The decimal mark of a number written with '.', ',' or neither, or '' for a whole number. */
function decimalMark(number: string, locale: string, exponent: number): string | null {
  const marks = [...number].filter((c) => c === '.' || c === ',');
  const last = marks.at(-1);
  if (last === undefined) return '';
  if (new Set(marks).size === 2) return marks.filter((c) => c === last).length === 1 ? last : null;
  if (marks.length > 1) return '';
  const [whole = '', after = ''] = number.split(last);
  // One mark before exactly three digits is ambiguous: a thousands mark unless the currency has
  // three decimals and the language writes decimals with this mark, or the whole part is 0 or
  // already grouped with spaces.
  if (after.length !== 3 || /^[0 '’]*$/.test(whole) || GROUPING.test(whole)) return last;
  return exponent >= 3 && last === decimalOf(locale) ? last : '';
}

/** Digits of a whole part with its grouping checked (1-3 digits, then 2 or 3, the last 3). */
function wholeDigits(whole: string): string | null {
  const separators = new Set([...whole].filter((c) => !/\d/.test(c)));
  if (separators.size > 1) return null;
  const [separator] = separators;
  if (separator === undefined) return whole;
  const groups = whole.split(separator);
  const ok = groups.every((g, i) => (i === 0 ? /^\d{1,3}$/ : i === groups.length - 1 ? /^\d{3}$/ : /^\d{2,3}$/).test(g));
  return ok ? groups.join('') : null;
}

/** Minor units of a plain written number, or the reason it is not one. */
function minorUnits(number: string, locale: string, exponent: number): Result<number, MoneyParseError> {
  if (!/^(\d[\d.,'’ ]*|[.,]\d+)$/.test(number) || /[.,'’ ]{2}/.test(number)) return err({ kind: 'invalid' });
  const mark = decimalMark(number, locale, exponent);
  if (mark === null) return err({ kind: 'invalid' });
  const cut = mark === '' ? number.length : number.lastIndexOf(mark);
  const whole = wholeDigits(number.slice(0, cut));
  const fraction = number.slice(cut + 1);
  if (whole === null || (mark !== '' && !/^\d*$/.test(fraction))) return err({ kind: 'invalid' });
  if (/[1-9]/.test(fraction.slice(exponent))) return err({ kind: 'too-precise', digits: exponent });
  const minor = BigInt(`${whole === '' ? '0' : whole}${fraction.slice(0, exponent).padEnd(exponent, '0')}`);
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? err({ kind: 'too-large' }) : ok(Number(minor));
}

/** The text split into currency mark (before or after, not both) and number. */
function splitMark(text: string): { readonly mark: string; readonly number: string } | null {
  // A mark may end in a dot after a letter ('Cg.' for XCG).
  const match = /^((?:[^\d.,]|(?<=\p{L})\.)*?)\s*([.,]?\d[\d.,'’ ]*?)\s*((?:[^\d.,]|(?<=\p{L})\.)*)$/u.exec(text);
  if (match === null) return null;
  const [, before = '', number = '', after = ''] = match;
  if (before !== '' && after !== '') return null;
  return { mark: (before || after).trim(), number };
}

/**
 * Reads an amount as people type it ("EUR 310.00", "€95", "€ 1 240,00", "1.240,50 €",
 * "$1,240.50", "310", "JPY 12000"): a currency code or symbol before or after, thousands written
 * with '.', ',', spaces or apostrophes, decimals with '.' or ','. The locale decides only a lone
 * mark before three digits for 3-decimal currencies; a missing currency is `defaultCurrency`.
 * Answers exact minor units, or why not (negative amounts are invalid: a cost is 0 or more).
 *
 * @example
 * parseMoney('€ 1 240,00', { locale: 'en-US', defaultCurrency: null }) // ok({ minor: 124000, currency: 'EUR' })
 * parseMoney('310', { locale: 'fr-FR', defaultCurrency: 'EUR' })       // ok({ minor: 31000, currency: 'EUR' })
 * parseMoney('JPY 12000.5', { locale: 'en-US', defaultCurrency: null }) // err({ kind: 'too-precise', digits: 0 })
 */
export function parseMoney(input: string, context: MoneyParseContext): Result<Money, MoneyParseError> {
  const text = normal(input);
  if (text === '') return err({ kind: 'empty' });
  const parts = splitMark(text);
  if (parts === null || parts.mark.includes('-') || GROUPING.test(parts.number.at(-1) ?? '')) return err({ kind: 'invalid' });
  const currency = parts.mark === '' ? context.defaultCurrency : currencyOfMark(parts.mark, context.locale, context.defaultCurrency);
  if (currency === null) return err({ kind: parts.mark === '' ? 'currency-missing' : 'currency-unknown' });
  const minor = minorUnits(parts.number, context.locale, currencyExponent(currency));
  return minor.ok ? ok({ minor: minor.value, currency }) : minor;
}

/**
 * Reads a stored or wire cost: the exact form 'EUR 310.00', or older free text as typed in
 * English with no currency assumed ('€95').
 *
 * @example
 * moneyFromWire('EUR 310.00') // ok({ minor: 31000, currency: 'EUR' })
 * moneyFromWire('KWD 1.250')  // ok({ minor: 1250, currency: 'KWD' })
 * moneyFromWire('310')        // err({ kind: 'currency-missing' })
 */
export function moneyFromWire(text: string): Result<Money, MoneyParseError> {
  return parseMoney(text, { locale: 'en-US', defaultCurrency: null });
}
