import type { FlightMessageKey } from './message-keys.js';

/**
 * The flight status codes of part 2 section 4, in their numeric order.
 *
 * @example
 * FLIGHT_STATUS_CODES.includes(401) // true
 */
export const FLIGHT_STATUS_CODES = [100, 200, 300, 301, 302, 303, 400, 401, 402, 403, 404, 405, 406, 407, 408, 900, 901] as const;

/**
 * One flight status code: 1xx missing info, 2xx not monitored, 3xx fine, 4xx trouble, 9xx trip-level trouble.
 *
 * @example
 * const code: FlightStatusCode = 303; // Arrived On Time
 */
export type FlightStatusCode = (typeof FLIGHT_STATUS_CODES)[number];

/**
 * How a status is drawn. The spec names four looks: disabled (100, "not monitorable, disabled
 * look"), info (200), success (3xx) and danger (4xx and 9xx). It names no warning look, so even
 * the "possibly" codes (405 to 407) are danger, as the spec groups them.
 *
 * @example
 * const v: FlightStatusVariant = 'success';
 */
export type FlightStatusVariant = 'disabled' | 'info' | 'success' | 'danger';

/**
 * The code used when the server sends none or one the spec does not know: 408 Can't Monitor
 * ("Default is unknown").
 *
 * @example
 * toFlightStatusCode(undefined) === UNKNOWN_FLIGHT_STATUS // true
 */
export const UNKNOWN_FLIGHT_STATUS = 408 satisfies FlightStatusCode;

/**
 * The effective code of a segment whose connection is at risk.
 *
 * @example
 * effectiveFlightStatus({ flightStatus: 301, isConnectionAtRisk: true }) === AT_RISK_FLIGHT_STATUS // true
 */
export const AT_RISK_FLIGHT_STATUS = 900 satisfies FlightStatusCode;

/**
 * The code a flight conflict shows as.
 *
 * @example
 * flightStatusLabelKey(CONFLICT_FLIGHT_STATUS) // 'flights:status.conflict'
 */
export const CONFLICT_FLIGHT_STATUS = 901 satisfies FlightStatusCode;

const LABEL_KEYS = {
  100: 'flights:status.missingInfo',
  200: 'flights:status.notMonitored',
  300: 'flights:status.scheduled',
  301: 'flights:status.onTime',
  302: 'flights:status.inFlightOnTime',
  303: 'flights:status.arrivedOnTime',
  400: 'flights:status.canceled',
  401: 'flights:status.delayed',
  402: 'flights:status.inFlightLate',
  403: 'flights:status.arrivedLate',
  404: 'flights:status.diverted',
  405: 'flights:status.possiblyDelayed',
  406: 'flights:status.inFlightPossiblyLate',
  407: 'flights:status.arrivedPossiblyLate',
  408: 'flights:status.cantMonitor',
  900: 'flights:status.atRisk',
  901: 'flights:status.conflict',
} as const satisfies Record<FlightStatusCode, FlightMessageKey>;

/**
 * Whether a value is one of the known flight status codes.
 *
 * @example
 * isFlightStatusCode(302) // true
 * isFlightStatusCode(304) // false
 */
export function isFlightStatusCode(value: unknown): value is FlightStatusCode {
  return (FLIGHT_STATUS_CODES as readonly unknown[]).includes(value);
}

/**
 * Reads a code as the server sends it (a number or a numeric string); anything missing or unknown
 * becomes 408 Can't Monitor, the spec's default.
 *
 * @example
 * toFlightStatusCode('401')  // 401
 * toFlightStatusCode(null)   // 408
 * toFlightStatusCode(555)    // 408
 */
export function toFlightStatusCode(raw: unknown): FlightStatusCode {
  const value = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
  return isFlightStatusCode(value) ? value : UNKNOWN_FLIGHT_STATUS;
}

/**
 * The i18next key of a code's label ("On Time", "Delayed", ...).
 *
 * @example
 * flightStatusLabelKey(402) // 'flights:status.inFlightLate'
 */
export function flightStatusLabelKey(code: FlightStatusCode): FlightMessageKey {
  return LABEL_KEYS[code];
}

/**
 * The look of a code: 100 disabled, 200 info, 300-303 success, 400-408 and 900-901 danger.
 *
 * @example
 * flightStatusVariant(100) // 'disabled'
 * flightStatusVariant(301) // 'success'
 * flightStatusVariant(405) // 'danger'
 */
export function flightStatusVariant(code: FlightStatusCode): FlightStatusVariant {
  if (code === 100) return 'disabled';
  if (code === 200) return 'info';
  return code < 400 ? 'success' : 'danger';
}

/**
 * The code to show: At Risk (900) whenever the connection is at risk, else the flight's own code.
 *
 * @example
 * effectiveFlightStatus({ flightStatus: 301, isConnectionAtRisk: true })  // 900
 * effectiveFlightStatus({ flightStatus: 401, isConnectionAtRisk: false }) // 401
 */
export function effectiveFlightStatus(status: { readonly flightStatus: FlightStatusCode; readonly isConnectionAtRisk: boolean }): FlightStatusCode {
  return status.isConnectionAtRisk ? AT_RISK_FLIGHT_STATUS : status.flightStatus;
}
