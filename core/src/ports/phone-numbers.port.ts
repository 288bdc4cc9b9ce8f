import type { Result } from '../domain/result.js';

/**
 * A phone number as a phone library reads it: E.164 (`+33612345678`), its calling code with the
 * plus (`+33`), its national significant number (`612345678`) and its region (`FR`).
 *
 * @example
 * const n: ParsedPhone = { e164: '+33612345678', callingCode: '+33', nationalNumber: '612345678', region: 'FR' };
 */
export interface ParsedPhone {
  readonly e164: string;
  readonly callingCode: string;
  readonly nationalNumber: string;
  readonly region: string;
}

/**
 * A region that can receive texts, with its calling code (`+1` is shared by the US, Canada and
 * others: the region tells them apart).
 *
 * @example
 * const r: SmsRegion = { region: 'CA', callingCode: '+1' };
 */
export interface SmsRegion {
  readonly region: string;
  readonly callingCode: string;
}

/**
 * Phone numbers, validated and normalised by a well-kept phone library (never a regex): `parse`
 * reads a number typed with a region (ISO 3166 alpha-2, `FR`) or a calling code (`33`, `+33`);
 * `invalid` is not a number of that country, `unsupported` a number that cannot take texts
 * (a landline, a premium or shared-cost number).
 *
 * @example
 * phones.parse('FR', '06 12 34 56 78') // ok({ e164: '+33612345678', callingCode: '+33', nationalNumber: '612345678', region: 'FR' })
 * phones.parse('FR', '01 42 68 53 00') // err('unsupported')
 */
export interface PhoneNumbers {
  parse(country: string, number: string): Result<ParsedPhone, 'invalid' | 'unsupported'>;
  /** Every region the library knows, with its calling code. */
  regions(): readonly SmsRegion[];
}
