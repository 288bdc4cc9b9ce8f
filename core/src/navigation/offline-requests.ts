import { PLAN_TYPES } from '../domain/plans/plan-type.js';

/**
 * What the service worker does with a request: `api` (a read of trips, plans or documents:
 * network first, the saved answer when the network fails), `file` (a plan document or trip image,
 * whose bytes never change under one id: saved once, then read from the device), or `none` (left
 * to the network: every write, everything about the account, sign-in, billing, other origins).
 *
 * @example
 * const kind: OfflineCacheKind = 'api';
 */
export type OfflineCacheKind = 'api' | 'file' | 'none';

/**
 * The response header the service worker adds to an answer it gives from its saved copy: when it
 * was saved, as an ISO instant. The app shows "you're offline" with that time while it sees it.
 *
 * @example
 * response.headers.get(OFFLINE_SAVED_AT_HEADER) // '2026-11-21T08:14:03.120Z'
 */
export const OFFLINE_SAVED_AT_HEADER = 'X-Waybook-Offline';

/**
 * The header the service worker keeps on each answer it saves: when it was saved, as an ISO
 * instant. Files carry none (their bytes never change under one id). What the app keeps for the
 * coming days is read again on each visit, so an answer saved before a complete keeping run is
 * one the run no longer wants, and is dropped.
 *
 * @example
 * savedResponse.headers.get(OFFLINE_STORED_AT_HEADER) // '2026-11-21T08:14:03.120Z'
 */
export const OFFLINE_STORED_AT_HEADER = 'X-Waybook-Saved-At';

/**
 * The cache of saved answers and files (trips, plans, documents). The number changes when what
 * is saved changes shape; the service worker then drops the older caches. Sign-out clears it.
 *
 * @example
 * await caches.delete(OFFLINE_DATA_CACHE);
 */
export const OFFLINE_DATA_CACHE = 'waybook-data-v1';

/**
 * The key, in {@link OFFLINE_DATA_CACHE}, of the account whose data is saved: data another
 * account saved on the same browser is cleared before anything is kept for this one.
 *
 * @example
 * await cache.put(OFFLINE_OWNER_KEY, new Response(profileRef));
 */
export const OFFLINE_OWNER_KEY = '/app/offline-owner';

const PLAN_TYPE = `(?:${PLAN_TYPES.join('|')})`;
const ID = '[^/]+';

// The reads a trip summary, a plan page and its documents need (paths of the contract entries
// listTrips, getTrip, getTripWithObjects, getPlan and listDocuments; a test keeps them in step),
// and appConfig: the app's flags, without which the frame opens no page (must the user onboard).
const API_READS: readonly RegExp[] = [
  /^\/api\/v2\/appConfig$/,
  /^\/api\/v2\/list\/trip$/,
  new RegExp(`^/api/v2/get/trip/uuid/${ID}$`),
  new RegExp(`^/api/v2/get/trip/uuid/${ID}/include_objects/true$`),
  new RegExp(`^/api/v2/get/${PLAN_TYPE}/uuid/${ID}$`),
  /^\/api\/v2\/list\/documents$/,
];

// Files named by an id that changes when the file does (pages/trip-pages.ts).
const FILES: readonly RegExp[] = [new RegExp(`^/plan/document/${ID}$`), new RegExp(`^/trip/image/${ID}$`)];

/**
 * Which requests the offline cache may keep: only GET, only this origin, only the trip, plan and
 * document reads (and the app's flags) and document/trip image files listed above, never a path with an encoded slash,
 * dot segment or credentials. Anything else, including every account, sign-in and billing call,
 * is `none`.
 *
 * @example
 * offlineCacheKind('GET', 'https://w.example/api/v2/get/trip/uuid/t1/include_objects/true', 'https://w.example') // 'api'
 * offlineCacheKind('GET', 'https://w.example/plan/document/d1?inline=1', 'https://w.example')                    // 'file'
 * offlineCacheKind('POST', 'https://w.example/api/v2/create/trip', 'https://w.example')                           // 'none'
 * offlineCacheKind('GET', 'https://w.example/api/v2/purchasedProductInfo', 'https://w.example')                   // 'none'
 */
export function offlineCacheKind(method: string, url: string, origin: string): OfflineCacheKind {
  if (method !== 'GET') return 'none';
  // Request URLs arrive normalised (scheme and host in lower case, no default port); this origin
  // must be followed by the path itself, so another host or user info never passes.
  if (!url.startsWith(`${origin}/`)) return 'none';
  const rest = url.slice(origin.length);
  const path = rest.split(/[?#]/, 1)[0] ?? '';
  if (/%2f|%5c|\\|\/\.\.?(?:\/|$)/i.test(path)) return 'none';
  if (API_READS.some((r) => r.test(path))) return 'api';
  if (FILES.some((r) => r.test(path))) return 'file';
  return 'none';
}
