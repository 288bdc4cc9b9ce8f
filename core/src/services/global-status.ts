import { CALLER_HANDLED_FORBIDDEN_CODES, INELIGIBLE_FOR_NEW_WEBAPP, RESTRICTED_LOCATION_DESCRIPTION } from '../contract/error.js';
import type { ApiFailure } from '../ports/api-transport.port.js';

/** What the app does with a failed call before the caller sees it (part 1 section 8). */
export type GlobalAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'login'; readonly url: string }
  | { readonly kind: 'leave'; readonly url: string }
  | { readonly kind: 'logout'; readonly url: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'report' };

/** Statuses not sent to error reporting (beside 401 and 403): 404 is handled, 409/422 are expected answers. */
const NOT_REPORTED = new Set([404, 409, 422, 429]);

/**
 * Decides the global handling of a failed call.
 * - 401: clear session data, go to sign in with the current page as redirect_url.
 * - 409 with ineligible_for_new_webapp: go to the origin root (the old application).
 * - 403: restricted location and the caller-handled codes (trip role, public sharing off) pass through;
 *   anything else clears the session and logs out to the blocked page.
 * - 404: not_found_error. Any other 4xx on the profile fetch logs out (the app posts to the logout URL). Other 4xx are reported.
 *
 * @example
 * globalAction({ kind: 'http', status: 401, code: '', detailedErrorCode: '', description: '' }, { currentUrl: '/app/trips', isProfileFetch: false })
 * // { kind: 'login', url: '/account/login?redirect_url=%2Fapp%2Ftrips' }
 */
export function globalAction(failure: ApiFailure, ctx: { currentUrl: string; isProfileFetch: boolean }): GlobalAction {
  if (failure.kind !== 'http') return { kind: 'none' };
  const { status } = failure;
  if (status === 401) return { kind: 'login', url: `/account/login?redirect_url=${encodeURIComponent(ctx.currentUrl)}` };
  if (status === 409 && failure.detailedErrorCode === INELIGIBLE_FOR_NEW_WEBAPP) return { kind: 'leave', url: '/' };
  if (status === 403) {
    if (failure.description === RESTRICTED_LOCATION_DESCRIPTION) return { kind: 'none' };
    if (CALLER_HANDLED_FORBIDDEN_CODES.includes(failure.detailedErrorCode)) return { kind: 'none' };
    const blocked = `/uhp/blocked?status=${encodeURIComponent(failure.description)}`;
    return { kind: 'logout', url: `/account/logout?redirect_url=${encodeURIComponent(blocked)}` };
  }
  if (status === 404) return { kind: 'not-found' };
  if (status >= 400 && status < 500 && ctx.isProfileFetch) return { kind: 'logout', url: '/account/logout?redirect_url=%2Faccount%2Flogin' };
  if (status >= 400 && status < 500 && !NOT_REPORTED.has(status)) return { kind: 'report' };
  return { kind: 'none' };
}

/**
 * Whether a request URL carries a null or undefined that leaked into a path or query.
 *
 * @example
 * hasLeakedNullish('v2/get/trip/uuid/undefined') // true
 */
export function hasLeakedNullish(url: string): boolean {
  return /(^|[/=?&])(null|undefined)($|[/&?#])/.test(url);
}
