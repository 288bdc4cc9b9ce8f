// ISO 4217 currencies: which codes exist, how many minor digits each has, and a locale's own.

// ISO 4217 minor-unit exponents that are not 2, for a runtime whose Intl does not know a code.
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
}; // prettier-ignore

// The currency of a region, for the regions whose language Waybook speaks and their neighbours.
const REGION_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD', GB: 'GBP', FR: 'EUR', DE: 'EUR', ES: 'EUR', IT: 'EUR', PT: 'EUR', NL: 'EUR', BE: 'EUR', AT: 'EUR', IE: 'EUR', FI: 'EUR',
  GR: 'EUR', LU: 'EUR', JP: 'JPY', CO: 'COP', MX: 'MXN', AR: 'ARS', CL: 'CLP', PE: 'PEN', CA: 'CAD', AU: 'AUD', NZ: 'NZD', CH: 'CHF',
  IN: 'INR', CN: 'CNY', KR: 'KRW', BR: 'BRL', SE: 'SEK', NO: 'NOK', DK: 'DKK', PL: 'PLN', CZ: 'CZK', HU: 'HUF',
}; // prettier-ignore

const FALLBACK_CODES = [...new Set([...Object.keys(EXPONENTS), ...Object.values(REGION_CURRENCY)])].sort();

let codes: ReadonlySet<string> | null = null;

/**
 * Every ISO 4217 currency code this runtime knows (Intl.supportedValuesOf), sorted.
 *
 * @example
 * currencyCodes().includes('EUR') // true
 */
export function currencyCodes(): readonly string[] {
  if (codes === null) {
    const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [];
    codes = new Set(known.length > 0 ? known : FALLBACK_CODES);
  }
  return [...codes];
}

/**
 * Whether a text is a known ISO 4217 currency code (upper case).
 *
 * @example
 * isCurrencyCode('EUR') // true
 * isCurrencyCode('eur') // false
 * isCurrencyCode('XYZ') // false
 */
export function isCurrencyCode(code: string): boolean {
  if (codes === null) currencyCodes();
  return /^[A-Z]{3}$/.test(code) && (codes?.has(code) ?? false);
}

const exponents = new Map<string, number>();

/**
 * The number of minor-unit digits of a currency as people write its prices: Intl's (CLDR) digits,
 * 0 for JPY and also for COP, HUF or IDR, whose cents nobody writes; ISO 4217's when Intl does not
 * know the code.
 *
 * @example
 * currencyExponent('JPY') // 0
 * currencyExponent('EUR') // 2
 * currencyExponent('KWD') // 3
 */
export function currencyExponent(code: string): number {
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    try {
      exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      exponent = (Object.hasOwn(EXPONENTS, code) ? EXPONENTS[code] : undefined) ?? 2;
    }
    exponents.set(code, exponent);
  }
  return exponent;
}

/**
 * The currency of a locale's region ('fr-FR' -> EUR), or `fallback` when the locale has no region
 * or its region is not in the table.
 *
 * @example
 * currencyOfLocale('es-CO')      // 'COP'
 * currencyOfLocale('en-GB')      // 'GBP'
 * currencyOfLocale('fr', 'EUR')  // 'EUR'
 */
export function currencyOfLocale(locale: string, fallback = 'USD'): string {
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    region = undefined;
  }
  return (region !== undefined && Object.hasOwn(REGION_CURRENCY, region) ? REGION_CURRENCY[region] : undefined) ?? fallback;
}
