/**
 * Every account alert code of part 3 section 3: R air refund, A arrival, X cancellation,
 * H check-in, C connection, K connection at risk, L delay, D departure, G gate update, P pull-in,
 * S schedule change, Y possible delay, I possible pull-in, U unknown status, E seat alert,
 * Z loyalty program expires, PQ loyalty program attention, FP free pre-trip, FI free import trip,
 * FC free connection invitation received, FT free trip invitation received, FA free connection
 * invitation accepted, FF free auto-import failure, FH free airhelp claim, IP incoming plane,
 * WTDE web travel data extractor.
 *
 * @example
 * ALERT_CODES.length // 26
 */
export const ALERT_CODES = [
  'R',
  'A',
  'X',
  'H',
  'C',
  'K',
  'L',
  'D',
  'G',
  'P',
  'S',
  'Y',
  'I',
  'U',
  'E',
  'Z',
  'PQ',
  'FP',
  'FI',
  'FC',
  'FT',
  'FA',
  'FF',
  'FH',
  'IP',
  'WTDE',
] as const;

/**
 * One account alert code.
 *
 * @example
 * const c: AlertCode = 'WTDE';
 */
export type AlertCode = (typeof ALERT_CODES)[number];

/**
 * The free alerts: the group FP through FH. Every other code is a Pro alert.
 *
 * @example
 * FREE_ALERT_CODES // ['FP', 'FI', 'FC', 'FT', 'FA', 'FF', 'FH']
 */
export const FREE_ALERT_CODES = ['FP', 'FI', 'FC', 'FT', 'FA', 'FF', 'FH'] as const satisfies readonly AlertCode[];

/**
 * The Pro alerts: "all codes except the group FP through FH" (part 3 section 3), taken literally,
 * so IP and WTDE (which follow FH in the list) are Pro alerts too. Pro-only alerts carry a Pro
 * badge.
 *
 * @example
 * PRO_ALERT_CODES.includes('L') // true
 */
export const PRO_ALERT_CODES: readonly AlertCode[] = ALERT_CODES.filter((code) => !(FREE_ALERT_CODES as readonly AlertCode[]).includes(code));

/**
 * The flight alerts: "the air-related codes". The spec does not list them; the choice is every
 * code about a flight segment: the flight-status codes (A, X, H, C, K, L, D, G, P, S, Y, I, U and
 * IP incoming plane), R air refund, E seat alert and FH airhelp claim. Loyalty, trip, sharing,
 * import and AI extractor codes are not flight alerts.
 *
 * @example
 * FLIGHT_ALERT_CODES.includes('FH') // true
 * FLIGHT_ALERT_CODES.includes('Z')  // false
 */
export const FLIGHT_ALERT_CODES = [
  'R',
  'A',
  'X',
  'H',
  'C',
  'K',
  'L',
  'D',
  'G',
  'P',
  'S',
  'Y',
  'I',
  'U',
  'E',
  'IP',
  'FH',
] as const satisfies readonly AlertCode[];

/**
 * Whether a string is a known alert code (case-sensitive, as the wire sends it).
 *
 * @example
 * isAlertCode('PQ') // true
 * isAlertCode('pq') // false
 */
export function isAlertCode(code: string): code is AlertCode {
  return (ALERT_CODES as readonly string[]).includes(code);
}

/**
 * Whether an alert is Pro-only (shown with a Pro badge). Unknown codes are not.
 *
 * @example
 * isProAlert('S')  // true
 * isProAlert('FT') // false
 */
export function isProAlert(code: string): boolean {
  return isAlertCode(code) && PRO_ALERT_CODES.includes(code);
}

/**
 * Whether an alert is a flight alert (see {@link FLIGHT_ALERT_CODES}). Unknown codes are not.
 *
 * @example
 * isFlightAlert('G')  // true
 * isFlightAlert('PQ') // false
 */
export function isFlightAlert(code: string): boolean {
  return (FLIGHT_ALERT_CODES as readonly string[]).includes(code);
}
