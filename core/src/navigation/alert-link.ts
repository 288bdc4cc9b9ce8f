import type { AlertAction } from '../domain/alerts/alert-actions.js';
import { fillPattern } from './routes/build-path.js';
import { formatQuery } from './routes/query-string.js';
import { ROUTES } from './routes/route-table.js';

/**
 * The app-relative path (with its query) an alert action leads to, or null when one of the route's
 * parameters is missing (the alert is then not a link).
 *
 * @example
 * alertActionPath({ name: 'seat-tracker', params: { tripUuid: 't1', segmentUuid: 's1' }, query: { is_alert: 'true' } })
 * // '/trips/t1/flights/s1/seat-tracker?is_alert=true'
 * alertActionPath({ name: 'trip_summary', params: {} }) // null
 */
export function alertActionPath(action: AlertAction): string | null {
  const path = fillPattern(ROUTES[action.name], action.params);
  return path.ok ? `${path.value}${formatQuery(action.query ?? {})}` : null;
}
