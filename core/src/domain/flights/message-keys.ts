/**
 * Every i18next key of the `flights` namespace that the flight rules of core can produce. The UI's
 * seven `flights` catalogues must hold each of them; core never holds the texts.
 *
 * @example
 * FLIGHT_MESSAGE_KEYS.includes('flights:status.onTime') // true
 */
export const FLIGHT_MESSAGE_KEYS = [
  'flights:status.missingInfo',
  'flights:status.notMonitored',
  'flights:status.scheduled',
  'flights:status.onTime',
  'flights:status.inFlightOnTime',
  'flights:status.arrivedOnTime',
  'flights:status.canceled',
  'flights:status.delayed',
  'flights:status.inFlightLate',
  'flights:status.arrivedLate',
  'flights:status.diverted',
  'flights:status.possiblyDelayed',
  'flights:status.inFlightPossiblyLate',
  'flights:status.arrivedPossiblyLate',
  'flights:status.cantMonitor',
  'flights:status.atRisk',
  'flights:status.conflict',
  'flights:alternate.maxStops.nonstop',
  'flights:alternate.maxStops.oneOrNone',
  'flights:alternate.maxStops.any',
  'flights:seatTracker.invalidSeat',
  'flights:seatTracker.adjacentOutOfRange',
  'flights:seatTracker.unknownPreference',
] as const;

/**
 * A key of the `flights` namespace, namespace prefix included.
 *
 * @example
 * const key: FlightMessageKey = 'flights:status.delayed';
 */
export type FlightMessageKey = (typeof FLIGHT_MESSAGE_KEYS)[number];

/**
 * What the UI needs to show a flight text: an i18next key and its interpolation values.
 *
 * @example
 * const m: FlightMessage = { key: 'flights:seatTracker.invalidSeat', values: { seat: '31' } };
 * // t(m.key, m.values) -> "31 is not a seat; write seats like 31F, 31G."
 */
export type FlightMessage = {
  readonly key: FlightMessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
};

/**
 * Builds a {@link FlightMessage}, leaving `values` out when there are none.
 *
 * @example
 * flightMessage('flights:status.atRisk') // { key: 'flights:status.atRisk' }
 * flightMessage('flights:seatTracker.adjacentOutOfRange', { min: 1, max: 4 })
 */
export function flightMessage(key: FlightMessageKey, values?: Readonly<Record<string, string | number>>): FlightMessage {
  return values === undefined ? { key } : { key, values };
}
