import type { AccountAlert } from './account-alert.js';

/**
 * The named routes an alert can lead to (part 3 section 2, "Alert targets").
 *
 * @example
 * ALERT_ROUTE_NAMES.includes('seat-tracker') // true
 */
export const ALERT_ROUTE_NAMES = [
  'fare-tracker-refund',
  'segment_flight',
  'alternate-flights',
  'seat-tracker',
  'point-tracker',
  'trip_summary',
  'trips',
  'account-manage',
  'account-sharing',
  'settings-artificial-intelligence',
] as const;

/**
 * One alert target route name.
 *
 * @example
 * const n: AlertRouteName = 'trip_summary';
 */
export type AlertRouteName = (typeof ALERT_ROUTE_NAMES)[number];

/**
 * Where an alert leads: a route name, its path parameters and an optional query.
 *
 * @example
 * const a: AlertAction = { name: 'seat-tracker', params: { tripUuid: 't1', segmentUuid: 's1' }, query: { is_alert: 'true' } };
 */
export type AlertAction = {
  readonly name: AlertRouteName;
  readonly params: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
};

/**
 * The query of the trips route that opens the unfiled items. The spec only says "trips (with a
 * query filter for unfiled items)"; the choice is `filter=unfiled`.
 *
 * @example
 * UNFILED_TRIPS_QUERY // { filter: 'unfiled' }
 */
export const UNFILED_TRIPS_QUERY: Readonly<Record<string, string>> = { filter: 'unfiled' };

type Ids = { readonly tripUuid: string; readonly segmentUuid: string };
const FLIGHT_VIEW_CODES = new Set(['A', 'H', 'C', 'K', 'D', 'G', 'P', 'S', 'Y', 'I', 'U', 'IP', 'FH']);

function flightTarget(name: AlertRouteName, ids: Ids, query?: Readonly<Record<string, string>>): AlertAction {
  const params = { tripUuid: ids.tripUuid, segmentUuid: ids.segmentUuid };
  return query === undefined ? { name, params } : { name, params, query };
}

function tripOrUnfiled(tripUuid: string): AlertAction {
  return tripUuid === '' ? { name: 'trips', params: {}, query: UNFILED_TRIPS_QUERY } : { name: 'trip_summary', params: { tripUuid } };
}

function flightActions(code: string, ids: Ids): readonly AlertAction[] | undefined {
  if (code === 'R') return [flightTarget('fare-tracker-refund', ids)];
  if (code === 'X' || code === 'L') return [flightTarget('alternate-flights', ids), flightTarget('segment_flight', ids)];
  if (code === 'E') return [flightTarget('seat-tracker', ids, { is_alert: 'true' })];
  if (FLIGHT_VIEW_CODES.has(code)) return [flightTarget('segment_flight', ids)];
  return undefined;
}

function accountActions(code: string, tripUuid: string): readonly AlertAction[] {
  switch (code) {
    case 'Z':
    case 'PQ':
      return [{ name: 'point-tracker', params: {} }];
    case 'FI':
      return [tripOrUnfiled(tripUuid)];
    case 'FF':
      return [{ name: 'account-manage', params: {} }];
    case 'FC':
    case 'FA':
      return [{ name: 'account-sharing', params: {} }];
    case 'WTDE':
      return [{ name: 'settings-artificial-intelligence', params: {} }];
    default:
      return tripUuid === '' ? [] : [{ name: 'trip_summary', params: { tripUuid } }];
  }
}

/**
 * Where an alert leads, main action first (part 3 section 4, "Alert actions by type"): air refund
 * to the fare tracker; cancellation and delay to alternate flights, then the flight view; seat
 * alert to the seat tracker (query is_alert=true); other flight codes and the airhelp claim to
 * the flight view; loyalty codes to the point tracker; free import to the trip, or the unfiled
 * items when it has no trip; trip invitation to the trip; import failure to inbox management
 * (account-manage); connection invitations (received and accepted) to sharing; AI extractor to
 * the AI settings. Choices where the spec is silent: FP (free pre-trip) and unknown codes go to
 * the trip when there is one; a flight alert that lacks its trip or plan id falls back to the trip,
 * or to nothing; an alert with no target at all gives an empty list (it is not clickable).
 *
 * @example
 * alertActions({ typeCode: 'L', tripUuid: 't1', tripItemUuid: 's1' })
 * // [{ name: 'alternate-flights', params: { tripUuid: 't1', segmentUuid: 's1' } },
 * //  { name: 'segment_flight', params: { tripUuid: 't1', segmentUuid: 's1' } }]
 * alertActions({ typeCode: 'FI', tripUuid: '', tripItemUuid: '' })
 * // [{ name: 'trips', params: {}, query: { filter: 'unfiled' } }]
 */
export function alertActions(alert: Pick<AccountAlert, 'typeCode' | 'tripUuid' | 'tripItemUuid'>): readonly AlertAction[] {
  const ids = { tripUuid: alert.tripUuid, segmentUuid: alert.tripItemUuid };
  const flight = flightActions(alert.typeCode, ids);
  if (flight === undefined) return accountActions(alert.typeCode, alert.tripUuid);
  if (ids.tripUuid !== '' && ids.segmentUuid !== '') return flight;
  return ids.tripUuid === '' ? [] : [{ name: 'trip_summary', params: { tripUuid: ids.tripUuid } }];
}

/**
 * The main action of an alert (what clicking it does), or undefined when it leads nowhere.
 *
 * @example
 * primaryAlertAction({ typeCode: 'FC', tripUuid: '', tripItemUuid: '' }) // { name: 'account-sharing', params: {} }
 */
export function primaryAlertAction(alert: Pick<AccountAlert, 'typeCode' | 'tripUuid' | 'tripItemUuid'>): AlertAction | undefined {
  return alertActions(alert)[0];
}
