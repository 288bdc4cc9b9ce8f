import { buildPath } from './build-path.js';
import { formatQuery } from './query-string.js';
import { MULTI_SEGMENT_ROUTE_TYPES, routeTypeOfPlanCode, SEGMENT_ROUTE_NAME_TYPES } from './segment-routes.js';

/**
 * Where the redirect entry sends the user: an app-relative path (with query when one is carried
 * on), always replacing history, and a message for error reporting when ids were missing.
 *
 * @example
 * const d: RedirectDecision = { path: '/trips', replace: true, reportError: 'redirect trip_summary: missing trip_uuid' };
 */
export interface RedirectDecision {
  readonly path: string;
  readonly replace: true;
  readonly reportError?: string;
}

/**
 * What the redirect entry reads: the query of the entry URL and the inbox-sync e-mail reference
 * kept in local storage (null when none).
 *
 * @example
 * const input: RedirectInput = { query: { redirect_type: 'auto_import', code: 'c' }, inboxSyncEmailRef: 'e1' };
 */
export interface RedirectInput {
  readonly query: Readonly<Record<string, string | undefined>>;
  readonly inboxSyncEmailRef: string | null;
}

type Query = RedirectInput['query'];

function idOf(query: Query, name: string): string | null {
  const value = query[name]?.trim() ?? '';
  return value === '' ? null : value;
}

function go(path: string, reportError?: string): RedirectDecision {
  return reportError === undefined ? { path, replace: true } : { path, replace: true, reportError };
}

// The trip summary when the trip is known, else the trip list; in both cases the error is reported.
function fail(tripUuid: string | null, reason: string): RedirectDecision {
  return go(tripUuid === null ? buildPath('trips') : buildPath('trip_summary', { tripUuid }), reason);
}

// Account destinations carry the rest of the query on (security token st, OAuth code/state/scope).
function withRest(path: string, query: Query): RedirectDecision {
  return go(`${path}${formatQuery({ ...query, redirect_type: undefined })}`);
}

function reservationItem(query: Query): RedirectDecision {
  const tripUuid = idOf(query, 'trip_uuid');
  const reservationUuid = idOf(query, 'reservation_uuid');
  const code = query['trip_item_type_code'] ?? '';
  const type = routeTypeOfPlanCode(code);
  if (reservationUuid === null) return fail(tripUuid, 'redirect reservation_item: missing reservation_uuid');
  if (type === null) return fail(tripUuid, `redirect reservation_item: unknown trip_item_type_code "${code}"`);
  const name = SEGMENT_ROUTE_NAME_TYPES[type];
  if (tripUuid === null) return go(buildPath(`unfiled_segment_${name}` as const, { reservationUuid }));
  if (MULTI_SEGMENT_ROUTE_TYPES.includes(type)) return go(buildPath('trip_summary', { tripUuid }));
  return go(buildPath(`segment_${name}` as const, { tripUuid, segmentUuid: reservationUuid }));
}

// fare_tracker_refund, airhelp_eligibility and alternate_flights: a flight page of trip_uuid and trip_item_uuid.
function flightPage(query: Query, redirectType: string, route: 'fare-tracker-refund' | 'segment_flight' | 'alternate-flights'): RedirectDecision {
  const tripUuid = idOf(query, 'trip_uuid');
  const segmentUuid = idOf(query, 'trip_item_uuid');
  if (tripUuid === null) return fail(null, `redirect ${redirectType}: missing trip_uuid`);
  if (segmentUuid === null) return fail(tripUuid, `redirect ${redirectType}: missing trip_item_uuid`);
  return go(buildPath(route, { tripUuid, segmentUuid }));
}

/**
 * The destination of the redirect entry (part 1 section 2.4) for its `redirect_type`:
 * verify_account to onboarding; add_email and merge_accounts to account-manage (add_email with an
 * email_uuid to that address's account-manage-email); change_password
 * to change-password; auto_import to the manage-email page of the inbox-sync address; trip_summary
 * to the trip summary; reservation_item to the plan page (air, rail, transport and cruise to the
 * trip summary; without trip_uuid the unfiled plan page); fare_tracker_refund, airhelp_eligibility
 * (the flight page) and alternate_flights from trip_uuid and trip_item_uuid; anything else to trips.
 * Missing ids go to the trip summary (when trip_uuid is known) or trips, with an error reported.
 * Choices: ids are trimmed and empty counts as missing; account destinations keep the other query
 * parameters (minus redirect_type); the plan page takes reservation_uuid as its segment id.
 *
 * @example
 * decideRedirect({ query: { redirect_type: 'trip_summary', trip_uuid: 't1' }, inboxSyncEmailRef: null })
 * // { path: '/trips/t1', replace: true }
 * decideRedirect({ query: { redirect_type: 'reservation_item', trip_uuid: 't1', reservation_uuid: 'r1', trip_item_type_code: 'H' }, inboxSyncEmailRef: null })
 * // { path: '/trips/t1/lodging/r1', replace: true }
 */
export function decideRedirect(input: RedirectInput): RedirectDecision {
  const { query } = input;
  const type = query['redirect_type'] ?? '';
  switch (type) {
    case 'verify_account':
      return withRest(buildPath('onboarding'), query);
    case 'add_email': {
      // The add-email link names its address: Manage Email confirms it (st) there.
      const emailUuid = idOf(query, 'email_uuid');
      if (emailUuid !== null) return withRest(buildPath('account-manage-email', { emailUuid }), { ...query, email_uuid: undefined });
      return withRest(buildPath('account-manage'), query);
    }
    case 'merge_accounts':
      return withRest(buildPath('account-manage'), query);
    case 'change_password':
      return withRest(buildPath('change-password'), query);
    case 'auto_import': {
      const emailUuid = input.inboxSyncEmailRef?.trim() ?? '';
      if (emailUuid === '') return fail(null, 'redirect auto_import: no inbox-sync e-mail reference');
      return withRest(buildPath('account-manage-email', { emailUuid }), query);
    }
    case 'trip_summary': {
      const tripUuid = idOf(query, 'trip_uuid');
      return tripUuid === null ? fail(null, 'redirect trip_summary: missing trip_uuid') : go(buildPath('trip_summary', { tripUuid }));
    }
    case 'reservation_item':
      return reservationItem(query);
    case 'fare_tracker_refund':
      return flightPage(query, type, 'fare-tracker-refund');
    case 'airhelp_eligibility':
      return flightPage(query, type, 'segment_flight');
    case 'alternate_flights':
      return flightPage(query, type, 'alternate-flights');
    default:
      return go(buildPath('trips'));
  }
}
