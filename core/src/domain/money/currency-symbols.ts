import { currencyCodes, isCurrencyCode } from './currency.js';

// When a symbol stands for several currencies and none is the user's, the one people mean most.
const PREFERRED: Readonly<Record<string, string>> = { $: 'USD', '¥': 'JPY', '£': 'GBP', kr: 'SEK', 元: 'CNY', Rs: 'INR' };

const bySymbolCache = new Map<string, ReadonlyMap<string, readonly string[]>>();

/** Unicode-compatible form ('￥' -> '¥'), spaces squeezed. */
const normalSymbol = (s: string): string => s.normalize('NFKC').replace(/\s+/g, ' ').trim();

function currencyPart(locale: string, code: string, display: 'symbol' | 'narrowSymbol'): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: display }).formatToParts(1);
  return normalSymbol(parts.find((p) => p.type === 'currency')?.value ?? '');
}

/** Every symbol a currency has in `locale` and in English, to the codes that use it. */
function symbolsOf(locale: string): ReadonlyMap<string, readonly string[]> {
  const cached = bySymbolCache.get(locale);
  if (cached !== undefined) return cached;
  const map = new Map<string, string[]>();
  for (const code of currencyCodes()) {
    for (const loc of new Set([locale, 'en'])) {
      for (const display of ['symbol', 'narrowSymbol'] as const) {
        const symbol = currencyPart(loc, code, display);
        if (symbol === '' || symbol === code) continue;
        const list = map.get(symbol) ?? [];
        if (!list.includes(code)) list.push(code);
        map.set(symbol, list);
      }
    }
  }
  bySymbolCache.set(locale, map);
  return map;
}

/**
 * The ISO code a currency mark stands for, as people write it in `locale`: an ISO code in any case
 * ('eur'), a symbol ('€', 'US$', '$CA', '￥'), the user's currency when the symbol is one of its
 * own ('$' is COP for a Colombian default), else the usual meaning ('$' USD, '¥' JPY). Null when
 * the mark means nothing known.
 *
 * @example
 * currencyOfMark('€', 'fr-FR', 'USD')   // 'EUR'
 * currencyOfMark('$', 'es-CO', 'COP')   // 'COP'
 * currencyOfMark('$', 'en-GB', 'GBP')   // 'USD'
 * currencyOfMark('jpy', 'en-US', 'USD') // 'JPY'
 * currencyOfMark('zz', 'en-US', 'USD')  // null
 */
export function currencyOfMark(mark: string, locale: string, defaultCurrency: string | null): string | null {
  const text = normalSymbol(mark);
  if (/^[A-Za-z]{3}$/.test(text) && isCurrencyCode(text.toUpperCase())) return text.toUpperCase();
  let codes: readonly string[];
  try {
    codes = symbolsOf(locale).get(text) ?? [];
  } catch {
    codes = symbolsOf('en').get(text) ?? [];
  }
  if (defaultCurrency !== null && codes.includes(defaultCurrency)) return defaultCurrency;
  if (codes.length === 1) return codes[0] ?? null;
  const preferred = Object.hasOwn(PREFERRED, text) ? PREFERRED[text] : undefined;
  return preferred !== undefined && codes.includes(preferred) ? preferred : null;
}
