import { z } from 'zod';

/** The spec's Error object as the wire carries it. */
export const errorBodySchema = z.object({
  Error: z.object({
    code: z.string(),
    detailed_error_code: z.string(),
    description: z.string(),
  }),
});

/** `{"Error": {...}}` */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** HTTP statuses an API error may carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 415 | 422 | 429 | 431 | 500 | 503;

/**
 * An API failure: status plus the Error object fields.
 *
 * @example
 * const e: ApiError = apiError(404, 'not_found', 'trip_not_found', 'Trip not found.');
 */
export interface ApiError {
  readonly status: ErrorStatus;
  readonly code: string;
  readonly detailedErrorCode: string;
  readonly description: string;
}

/**
 * Builds an ApiError.
 *
 * @example
 * apiError(400, 'bad_request', 'invalid_field:distance', 'distance: expected M or K')
 */
export function apiError(status: ErrorStatus, code: string, detailedErrorCode: string, description: string): ApiError {
  return { status, code, detailedErrorCode, description };
}

/**
 * The wire body of an ApiError.
 *
 * @example
 * toErrorBody(apiError(401, 'unauthorized', 'no_session', 'Sign in first.')).Error.code // 'unauthorized'
 */
export function toErrorBody(error: ApiError): ErrorBody {
  return { Error: { code: error.code, detailed_error_code: error.detailedErrorCode, description: error.description } };
}

/** Description the server sends when a home city lies in a restricted location (part 1 section 8). */
export const RESTRICTED_LOCATION_DESCRIPTION = 'restricted_location';

/** Detail code that sends a user back to the old web application (part 1 section 8). */
export const INELIGIBLE_FOR_NEW_WEBAPP = 'ineligible_for_new_webapp';

/**
 * Detailed codes of 403 answers that the calling screen explains itself. Any other 403 means the
 * account is blocked and logs the user out (part 1 section 8); these refuse one action to a
 * signed-in user in good standing: a trip role that does not allow it, public sharing turned off.
 *
 * @example
 * CALLER_HANDLED_FORBIDDEN_CODES.includes('public_sharing_disabled') // true
 */
export const CALLER_HANDLED_FORBIDDEN_CODES: readonly string[] = ['trip_permission_denied', 'public_sharing_disabled'];

/** Standard errors shared by every entry. */
export const commonErrors = {
  unauthorized: apiError(401, 'unauthorized', 'session_required', 'Sign in to continue.'),
  csrf: apiError(403, 'forbidden', 'csrf_token_mismatch', 'The request was refused: the X-CSRF-Token header is missing or wrong.'),
  notFound: apiError(404, 'not_found', 'not_found', 'Not found.'),
  unknownPath: apiError(404, 'not_found', 'unknown_path', 'No such API call.'),
  tooLarge: apiError(413, 'payload_too_large', 'payload_too_large', 'The request body is too large.'),
  malformedRequest: apiError(400, 'bad_request', 'malformed_request', 'The request address, query or cookies are not valid UTF-8 text.'),
  bodyNotAllowed: apiError(400, 'bad_request', 'body_not_allowed', 'This call takes no request body.'),
  incompleteBody: apiError(400, 'bad_request', 'incomplete_body', 'The request body could not be read completely.'),
  unsupportedMediaType: apiError(415, 'unsupported_media_type', 'unsupported_media_type', 'The request body has the wrong Content-Type for this call.'),
  headersTooLarge: apiError(431, 'request_header_fields_too_large', 'request_header_fields_too_large', 'The request headers are too large.'),
  requestTimeout: apiError(408, 'request_timeout', 'request_timeout', 'The request did not arrive in time.'),
  internal: apiError(500, 'internal_error', 'internal_error', 'We encountered an unexpected error. Please try again or contact support.'),
  unavailable: apiError(503, 'service_unavailable', 'database_unavailable', 'The service is briefly unavailable. Please try again in a moment.'),
} as const;

/**
 * Names the first failing field of a zod error as a 400 ApiError.
 *
 * @example
 * const r = z.object({ a: z.string() }).safeParse({ a: 1 });
 * if (!r.success) fieldError(r.error).detailedErrorCode // 'invalid_field:a'
 */
export function fieldError(error: z.ZodError, where = ''): ApiError {
  const issue = error.issues[0];
  const field = issue ? issue.path.map(String).join('.') || where || 'body' : where || 'body';
  const message = issue ? issue.message : 'invalid';
  return apiError(400, 'bad_request', `invalid_field:${field}`, `Invalid value for ${field}: ${message}`);
}
