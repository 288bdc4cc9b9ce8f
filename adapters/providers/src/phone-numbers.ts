import { err, ok, type ParsedPhone, type PhoneNumbers, type Result, type SmsRegion } from '@waybook/core';
import { createRequire } from 'node:module';
import type * as LibPhoneNumber from 'libphonenumber-js/max';
import type { CountryCode, PhoneNumber } from 'libphonenumber-js/max';

// The library and its 'max' metadata (~0.5 MB of JavaScript) load on the first number, not with
// the server: the port is synchronous, so through require (the package ships CommonJS too).
let library: typeof LibPhoneNumber | undefined;
const lib = (): typeof LibPhoneNumber => (library ??= createRequire(import.meta.url)('libphonenumber-js/max') as typeof LibPhoneNumber);

/** Number types that can take a text message; 'FIXED_LINE_OR_MOBILE' is how NANP numbers (+1) read. */
const TEXTABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', 'PERSONAL_NUMBER', 'VOIP']);

/**
 * Phone numbers through libphonenumber-js with its 'max' metadata: the full patterns per number
 * type, so a number is checked against its country's real ranges (not only its length, as 'min'
 * does) and its type is known: landlines, premium and shared-cost numbers, which cannot take
 * texts, are refused as `unsupported`. The larger metadata (about 145 KB) only costs the server.
 *
 * @example
 * new LibPhoneNumbers().parse('FR', '06 12 34 56 78') // ok({ e164: '+33612345678', callingCode: '+33', nationalNumber: '612345678', region: 'FR' })
 */
export class LibPhoneNumbers implements PhoneNumbers {
  private known: { readonly list: readonly SmsRegion[]; readonly regions: ReadonlySet<string> } | undefined;

  private countries() {
    const { getCountries, getCountryCallingCode } = lib();
    return (this.known ??= {
      list: getCountries().map((region) => ({ region, callingCode: `+${getCountryCallingCode(region)}` })),
      regions: new Set<string>(getCountries()),
    });
  }

  parse(country: string, number: string): Result<ParsedPhone, 'invalid' | 'unsupported'> {
    const { getCountryCallingCode, parsePhoneNumberWithError } = lib();
    const c = country.trim().replace(/^\+/u, '').toUpperCase();
    const isRegion = this.countries().regions.has(c);
    if (!isRegion && !/^\d{1,3}$/u.test(c)) return err('invalid');
    let parsed: PhoneNumber;
    try {
      parsed = isRegion ? parsePhoneNumberWithError(number, c as CountryCode) : parsePhoneNumberWithError(number, { defaultCallingCode: c });
    } catch {
      return err('invalid');
    }
    // A number typed with another country's prefix (+44 with France chosen) is not a number of the chosen country.
    const callingCode = isRegion ? getCountryCallingCode(c as CountryCode) : c;
    if (!parsed.isValid() || parsed.countryCallingCode !== callingCode) return err('invalid');
    if (!TEXTABLE.has(parsed.getType() ?? '')) return err('unsupported');
    const region = parsed.country ?? (isRegion ? c : '');
    return ok({ e164: parsed.number, callingCode: `+${parsed.countryCallingCode}`, nationalNumber: parsed.nationalNumber, region });
  }

  regions(): readonly SmsRegion[] {
    return this.countries().list;
  }
}
