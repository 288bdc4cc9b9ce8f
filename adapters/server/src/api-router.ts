import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  apiError,
  bearerRefusal,
  BEARER_ERRORS,
  commonErrors,
  fieldError,
  firstUncleanFormField,
  firstUncleanPath,
  toErrorBody,
  uncleanFieldError,
  type ApiError,
  type ContractEntry,
  type EntryInput,
} from '@waybook/core/contract';
import type { BoundHandler, RequestContext } from '@waybook/core/server';
import { mediaType, readBounded, utf8Text } from './body-reader.js';
import { CSRF_HEADER, type Cookies } from './cookies.js';
import { negotiateLocale } from './locale.js';

/** Resolves the session cookie to a user id. */
export type SessionResolver = (sessionId: string) => Promise<string | undefined>;

/** Resolves an OAuth 2.0 access token to its user, scopes and the account's blocked status ('' in good standing). */
export type BearerResolver = (token: string) => Promise<{ userId: string; scopes: readonly string[]; blockedStatus: string } | undefined>;

const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * Whether a request authenticates with a Bearer token (any value, valid or not): such a request is
 * never read as a session, whatever cookies it carries.
 *
 * @example
 * carriesBearer('Bearer abc') // true
 * carriesBearer(undefined)    // false
 */
export const carriesBearer = (authorization: string | undefined): boolean => authorization !== undefined && /^bearer\b/i.test(authorization);

type Caller = { ok: true; userId: string | undefined; sessionId: string | undefined; bearer: boolean } | { ok: false; response: Response };

/**
 * Who calls: an `Authorization: Bearer` access token (RFC 6750) when the request carries one, with
 * the scope checks of core's bearerRefusal; else the session cookie. A token needs no CSRF header
 * (no cookie is involved) and is never mixed with a session.
 */
async function callerOf(
  c: Context,
  entry: ContractEntry,
  deps: { cookies: Cookies; resolveSession: SessionResolver; resolveBearer?: BearerResolver },
): Promise<Caller> {
  const authorization = c.req.header('authorization');
  if (authorization !== undefined && carriesBearer(authorization)) {
    const token = BEARER.exec(authorization)?.[1];
    const who = token !== undefined && deps.resolveBearer ? await deps.resolveBearer(token) : undefined;
    if (who === undefined) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      return { ok: false, response: sendError(c, BEARER_ERRORS.invalidToken) };
    }
    if (who.blockedStatus !== '') return { ok: false, response: sendError(c, apiError(403, 'forbidden', 'account_blocked', who.blockedStatus)) };
    const refusal = bearerRefusal(entry, who.scopes);
    if (refusal !== null) {
      if (refusal === BEARER_ERRORS.insufficientScope) c.header('WWW-Authenticate', 'Bearer error="insufficient_scope"');
      return { ok: false, response: sendError(c, refusal) };
    }
    return { ok: true, userId: who.userId, sessionId: undefined, bearer: true };
  }
  const sessionId = deps.cookies.session(c);
  const userId = sessionId ? await deps.resolveSession(sessionId) : undefined;
  return { ok: true, userId, sessionId, bearer: false };
}

/** Largest accepted JSON or form body. */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * Sends an ApiError as `{"Error": {...}}` with its status.
 *
 * @example
 * return sendError(c, commonErrors.notFound);
 */
export function sendError(c: Context, error: ApiError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(toErrorBody(error), error.status);
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: ApiError };

/**
 * Reads the body within the entry's limit, as a stream (never buffered past the limit). A call
 * without a body still has anything sent read completely (and dropped) before it acts; a JSON call
 * requires a JSON content type and a form call a form one (415); any string of the parsed body
 * (keys too) with NUL or a lone surrogate is refused naming the field.
 */
async function readBody(c: Context, entry: ContractEntry): Promise<Parsed> {
  const limit = entry.maxBodyBytes ?? MAX_BODY_BYTES;
  const read = await readBounded(c.req.raw, limit);
  if (!read.ok) {
    c.header('Connection', 'close');
    return { ok: false, error: read.reason === 'too_large' ? commonErrors.tooLarge : commonErrors.incompleteBody };
  }
  if (entry.body.kind === 'none' || read.bytes.byteLength === 0) return { ok: true, value: {} };
  const type = mediaType(c.req.header('content-type'));
  if (type !== (entry.body.kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'))
    return { ok: false, error: commonErrors.unsupportedMediaType };
  const text = utf8Text(read.bytes);
  if (text === null) return { ok: false, error: uncleanFieldError('body') };
  if (entry.body.kind === 'form') {
    const bad = firstUncleanFormField(text);
    return bad === null ? { ok: true, value: Object.fromEntries(new URLSearchParams(text)) } : { ok: false, error: uncleanFieldError(bad) };
  }
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return { ok: false, error: apiError(400, 'bad_request', 'invalid_json', 'The body is not valid JSON.') };
  }
  const bad = firstUncleanPath(value);
  return bad === null ? { ok: true, value } : { ok: false, error: uncleanFieldError(bad) };
}

async function parseInput(c: Context, entry: ContractEntry): Promise<{ ok: true; value: EntryInput<ContractEntry> } | { ok: false; error: ApiError }> {
  const rawParams = c.req.param();
  const rawQuery = Object.fromEntries(new URL(c.req.url).searchParams);
  const unclean = firstUncleanPath(rawParams, 'path') ?? firstUncleanPath(rawQuery, 'query');
  if (unclean !== null) return { ok: false, error: uncleanFieldError(unclean) };
  const params = entry.params.safeParse(rawParams);
  if (!params.success) return { ok: false, error: fieldError(params.error, 'path') };
  const query = entry.query.safeParse(rawQuery);
  if (!query.success) return { ok: false, error: fieldError(query.error, 'query') };
  const raw = await readBody(c, entry);
  if (!raw.ok) return raw;
  const body = entry.body.schema.safeParse(raw.value);
  if (!body.success) return { ok: false, error: fieldError(body.error, 'body') };
  return { ok: true, value: { params: params.data, query: query.data, body: body.data } };
}

/**
 * Mounts every bound contract entry under /api: session or Bearer token check (401; a token's
 * scope and the calls open to tokens: 403), CSRF check on POST for a session (403),
 * zod validation (400 naming the field), the use case, and the Error object for failures.
 *
 * @example
 * app.route('/api', apiRouter(handlers, { cookies, resolveSession }));
 */
export function apiRouter(
  handlers: readonly BoundHandler[],
  deps: { cookies: Cookies; resolveSession: SessionResolver; resolveBearer?: BearerResolver; checkResponses?: boolean },
): Hono {
  const checkResponses = deps.checkResponses ?? true;
  const api = new Hono();
  for (const { entry, run } of handlers) {
    const path = `/${entry.path}`;
    api.on(entry.method, path, async (c) => {
      const caller = await callerOf(c, entry, deps);
      if (!caller.ok) return caller.response;
      const { userId, sessionId } = caller;
      if (entry.auth === 'session' && !userId) return sendError(c, commonErrors.unauthorized);
      if (!caller.bearer && (entry.method !== 'GET' || entry.csrf === 'always') && !deps.cookies.csrfMatches(c, c.req.header(CSRF_HEADER)))
        return sendError(c, commonErrors.csrf);
      const input = await parseInput(c, entry);
      if (!input.ok) return sendError(c, input.error);
      const timeZone = c.req.header('x-waybook-time-zone');
      const userAgent = c.req.header('user-agent')?.slice(0, 512);
      const ctx: RequestContext = {
        userId: userId ?? null,
        ...(userId && sessionId ? { sessionId } : {}),
        locale: negotiateLocale(c.req.header('x-waybook-locale'), c.req.header('accept-language')),
        ...(timeZone ? { timeZone } : {}),
        ...(userAgent ? { userAgent } : {}),
      };
      const result = await run(input.value, ctx);
      if (!result.ok) return sendError(c, result.error);
      // The use cases build answers of the entry's type; checking them again against the schema is
      // for tests and development (it costs as much as building them), never needed in production.
      // Encoded once: the ETag's hash, compression and the socket all read these bytes (a string
      // body was encoded to UTF-8 again by each of them: ~1 ms each for a 300-plan trip).
      const body = Buffer.from(JSON.stringify(checkResponses ? entry.response.parse(result.value) : result.value));
      return entry.method === 'GET' ? revalidated(c, body) : answer(c, body, 'no-store');
    });
  }
  api.all('*', (c) => sendError(c, commonErrors.unknownPath));
  return api;
}

function answer(c: Context, body: Uint8Array<ArrayBuffer>, cacheControl: string): Response {
  c.header('Cache-Control', cacheControl);
  c.header('Content-Type', 'application/json; charset=UTF-8');
  return c.body(body);
}

/**
 * A read answered with a strong ETag of its bytes and `no-store`: answers carry user data, so no
 * browser or proxy cache keeps them (a shared computer, a back button after sign-out). A client
 * that keeps its own copy may still send the tag back in If-None-Match and get 304 without the body.
 */
function revalidated(c: Context, body: Uint8Array<ArrayBuffer>): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  c.header('ETag', etag);
  const asked = c.req.header('if-none-match');
  if (asked !== undefined && asked.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
    c.header('Cache-Control', 'no-store');
    return c.body(null, 304);
  }
  return answer(c, body, 'no-store');
}
