// Addresses the server answers itself, outside the app under /app/: a react-aria link to one of
// them must not be resolved through the router (which would prefix /app and reach the app's
// history fallback instead of, say, the calendar file).
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
const SERVER_PATHS = ['/trip/download/', '/trip/image/', '/plan/document/', '/p/'];

/**
 * Whether a link leaves the app: an absolute URL, or a path the server answers outside /app/.
 *
 * @example
 * isOutsideApp('/trip/download/uuid/t1/Dec01-Dec05.ics') // true
 * isOutsideApp('/trips/t1') // false
 */
export function isOutsideApp(href: string): boolean {
  return ABSOLUTE_URL.test(href) || SERVER_PATHS.some((prefix) => href.startsWith(prefix));
}
