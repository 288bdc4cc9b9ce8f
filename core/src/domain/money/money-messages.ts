import type { MoneyParseError } from './parse-money.js';

/**
 * Every message key of the money rules (namespace `validation`); the UI catalogues hold each.
 *
 * @example
 * MONEY_MESSAGE_KEYS.includes('validation:money.invalid') // true
 */
export const MONEY_MESSAGE_KEYS = [
  'validation:money.invalid',
  'validation:money.currencyMissing',
  'validation:money.currencyUnknown',
  'validation:money.tooPrecise',
  'validation:money.tooLarge',
] as const;

/**
 * A message key of the money rules.
 *
 * @example
 * const k: MoneyMessageKey = 'validation:money.tooLarge';
 */
export type MoneyMessageKey = (typeof MONEY_MESSAGE_KEYS)[number];

/**
 * The message of an amount that cannot be read, or null for an empty one (a cost is optional).
 *
 * @example
 * moneyErrorMessage({ kind: 'too-precise', digits: 0 }) // { key: 'validation:money.tooPrecise', values: { number: 0 } }
 * moneyErrorMessage({ kind: 'empty' })                   // null
 */
export function moneyErrorMessage(error: MoneyParseError): { readonly key: MoneyMessageKey; readonly values?: { readonly number: number } } | null {
  switch (error.kind) {
    case 'empty':
      return null;
    case 'invalid':
      return { key: 'validation:money.invalid' };
    case 'currency-missing':
      return { key: 'validation:money.currencyMissing' };
    case 'currency-unknown':
      return { key: 'validation:money.currencyUnknown' };
    case 'too-precise':
      return { key: 'validation:money.tooPrecise', values: { number: error.digits } };
    case 'too-large':
      return { key: 'validation:money.tooLarge' };
  }
}
