/**
 * Countries where a home city may not be set (comprehensive sanctions). Documented in
 * docs/decisions/restricted-locations.md; a self-hosting team may change the list there.
 */
export const RESTRICTED_COUNTRY_CODES: readonly string[] = ['CU', 'IR', 'KP', 'SY'];

/**
 * Whether a home city in this country is refused.
 *
 * @example
 * isRestrictedCountry('IR') // true
 * isRestrictedCountry('fr') // false
 */
export function isRestrictedCountry(countryCode: string): boolean {
  return RESTRICTED_COUNTRY_CODES.includes(countryCode.toUpperCase());
}
