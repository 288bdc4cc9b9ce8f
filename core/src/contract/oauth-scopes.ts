import type { ContractEntry } from './entry.js';
import { apiError, type ApiError } from './error.js';
import {
  autocompleteAddressDetailEntry,
  autocompleteAddressEntry,
  autocompleteAirlineEntry,
  autocompleteAirportEntry,
  autocompleteCountryEntry,
  autocompletePlaceEntry,
  autocompleteStateEntry,
} from './lookup-entries.js';
import {
  createTripEntry,
  deleteTripEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  listTripsEntry,
  mergeTripEntry,
  replaceTripEntry,
  updateTripImageEntry,
} from './trip-entries.js';
import {
  copyPlanEntry,
  createPlanEntry,
  deletePlanEntry,
  deleteSegmentEntry,
  getPlanEntry,
  listObjectsEntry,
  movePlanEntry,
  replacePlanEntry,
  updateMultipleCostsEntry,
} from './plan-entries.js';
import { flightInfoEntry } from './flight-info-entries.js';
import { deleteDocumentEntry, listDocumentsEntry, renameDocumentEntry, uploadDocumentEntry } from './document-entries.js';

/**
 * The two scopes a connected application may be granted (OAuth 2.0, docs/oauth.md): reading the
 * user's trips, plans and documents, or reading and changing them (write includes read).
 *
 * @example
 * OAUTH_SCOPES.read // 'trips:read'
 */
export const OAUTH_SCOPES = { read: 'trips:read', write: 'trips:write' } as const;

/** One of {@link OAUTH_SCOPES}. */
export type OAuthScope = (typeof OAUTH_SCOPES)[keyof typeof OAUTH_SCOPES];

/**
 * The calls `trips:read` opens to a Bearer token: reads of trips, plans, documents, flight status and the
 * reference lookups the plan forms use. Each is a GET that changes nothing.
 *
 * @example
 * TOKEN_READ_ENTRIES.includes(getTripEntry) // true
 */
export const TOKEN_READ_ENTRIES: readonly ContractEntry[] = [
  listTripsEntry,
  getTripEntry,
  getTripWithObjectsEntry,
  getPlanEntry,
  listObjectsEntry,
  listDocumentsEntry,
  flightInfoEntry,
  autocompletePlaceEntry,
  autocompleteAirportEntry,
  autocompleteAirlineEntry,
  autocompleteStateEntry,
  autocompleteCountryEntry,
  autocompleteAddressEntry,
  autocompleteAddressDetailEntry,
];

/**
 * The calls `trips:write` adds: creating, changing, moving, copying and deleting trips, plans and
 * plan documents. Sharing a trip with people, the account, billing, imports and settings stay
 * with the signed-in user (a session) and are never open to a token.
 *
 * @example
 * TOKEN_WRITE_ENTRIES.includes(createPlanEntry) // true
 */
export const TOKEN_WRITE_ENTRIES: readonly ContractEntry[] = [
  createTripEntry,
  replaceTripEntry,
  deleteTripEntry,
  mergeTripEntry,
  updateTripImageEntry,
  createPlanEntry,
  replacePlanEntry,
  deleteSegmentEntry,
  deletePlanEntry,
  movePlanEntry,
  copyPlanEntry,
  updateMultipleCostsEntry,
  uploadDocumentEntry,
  renameDocumentEntry,
  deleteDocumentEntry,
];

const readIds = new Set(TOKEN_READ_ENTRIES.map((e) => e.id));
const writeIds = new Set(TOKEN_WRITE_ENTRIES.map((e) => e.id));

/**
 * The scope a Bearer token needs for an entry: `trips:read`, `trips:write`, or null when no token
 * may call it (account, billing, sharing, settings...).
 *
 * @example
 * scopeNeededFor(getTripEntry) // 'trips:read'
 * scopeNeededFor({ id: 'deleteAccount' }) // null
 */
export function scopeNeededFor(entry: Pick<ContractEntry, 'id'>): OAuthScope | null {
  if (readIds.has(entry.id)) return OAUTH_SCOPES.read;
  if (writeIds.has(entry.id)) return OAUTH_SCOPES.write;
  return null;
}

/**
 * The errors of a Bearer token refused (part 3 section 8's Error object): an unknown, expired or
 * revoked token (401), a call no token may make (403), a scope that does not cover the call (403).
 *
 * @example
 * BEARER_ERRORS.insufficientScope.detailedErrorCode // 'insufficient_scope'
 */
export const BEARER_ERRORS = {
  invalidToken: apiError(401, 'unauthorized', 'invalid_token', 'The access token is unknown, expired or revoked.'),
  notForTokens: apiError(403, 'forbidden', 'token_not_allowed', 'This call is open to the signed-in user only, not to connected applications.'),
  insufficientScope: apiError(403, 'forbidden', 'insufficient_scope', 'The access token’s scope does not allow this call.'),
} as const satisfies Record<string, ApiError>;

/**
 * Whether a Bearer token with these scopes may call the entry: null when it may, else the error to
 * answer. `trips:write` includes `trips:read`; scopes other than the two are ignored.
 *
 * @example
 * bearerRefusal(createPlanEntry, ['trips:read']) // BEARER_ERRORS.insufficientScope
 * bearerRefusal(getTripEntry, ['trips:read']) // null
 */
export function bearerRefusal(entry: Pick<ContractEntry, 'id'>, scopes: readonly string[]): ApiError | null {
  const needed = scopeNeededFor(entry);
  if (needed === null) return BEARER_ERRORS.notForTokens;
  if (scopes.includes(OAUTH_SCOPES.write)) return null;
  return needed === OAUTH_SCOPES.read && scopes.includes(OAUTH_SCOPES.read) ? null : BEARER_ERRORS.insufficientScope;
}
