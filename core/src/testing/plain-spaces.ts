/**
 * ICU output with its no-break (U+00A0), narrow no-break (U+202F) and thin (U+2009) spaces turned
 * into plain spaces, so tests compare formatted text without hard-coding which space ICU chose.
 *
 * @example
 * plainSpaces('1\u202f240,00\u00a0€') // '1 240,00 €'
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f\u2009]/g, ' ');
}
