import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import {
  err,
  globalAction,
  hasLeakedNullish,
  OFFLINE_SAVED_AT_HEADER,
  ok,
  type ApiFailure,
  type ApiTransport,
  type ErrorReporter,
  type GlobalAction,
  type OfflineSignals,
  type Result,
} from '@waybook/core';
import { errorBodySchema, expandPath, type ContractEntry, type EntryCall, type EntryOutput } from '@waybook/core/contract';

/** Request timeout (part 1 section 9). */
export const API_TIMEOUT_MS = 45_000;
/** Statuses retried once. */
export const RETRY_STATUSES = [502, 503, 504];

/** What the transport needs from the browser around it. */
export interface TransportOptions {
  readonly appVersion: string;
  readonly reporter: ErrorReporter;
  /** The CSRF token from the `csrf_token` cookie. */
  readonly csrfToken: () => string | undefined;
  /** The interface language, sent so server answers (labels, errors) match it. */
  readonly locale: () => string;
  /** The user's IANA time zone, sent as X-Waybook-Time-Zone so the server reads "today" where the user is. */
  readonly timeZone?: () => string;
  readonly correlationId: () => string;
  /** Runs the global handling of a failure (navigation, clearing storage). */
  readonly onGlobalAction: (action: GlobalAction) => void;
  readonly currentUrl: () => string;
  /** Base of relative URLs; the page origin in the browser. */
  readonly prefixUrl?: string;
  /** For tests: a fetch to use instead of the global one. */
  readonly fetch?: typeof fetch;
  /**
   * Told where each read's answer came from (the service worker's saved copy carries
   * `X-Waybook-Offline: <saved at>`) and when a change could not be sent for want of a network.
   */
  readonly offline?: OfflineSignals;
}

function toQuery(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

function body(entry: ContractEntry, value: unknown): Pick<Options, 'json' | 'body'> {
  if (entry.body.kind === 'json') return { json: value ?? {} };
  if (entry.body.kind === 'form') return { body: toQuery(value) };
  return {};
}

async function failureOf(response: Response): Promise<ApiFailure> {
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  const e = errorBodySchema.safeParse(parsed);
  return {
    kind: 'http',
    status: response.status,
    code: e.success ? e.data.Error.code : '',
    detailedErrorCode: e.success ? e.data.Error.detailed_error_code : '',
    description: e.success ? e.data.Error.description : '',
  };
}

/**
 * The contract over HTTP with ky: /api prefix, 45 s timeout, one retry on 502/503/504, the
 * standard headers, and the global status handling of part 1 section 8.
 *
 * @example
 * const api = new KyApiTransport({ appVersion: '0.1.0', reporter, csrfToken, locale, correlationId, onGlobalAction, currentUrl });
 * await api.call(getProfileEntry, {});
 */
export class KyApiTransport implements ApiTransport {
  private readonly http: KyInstance;

  constructor(private readonly o: TransportOptions) {
    this.http = ky.create({
      prefixUrl: `${o.prefixUrl ?? ''}/api`,
      timeout: API_TIMEOUT_MS,
      // Only retried statuses throw, so ky retries them; every other answer comes back as a Response.
      throwHttpErrors: (status) => RETRY_STATUSES.includes(status),
      retry: { limit: 1, methods: ['get', 'post', 'put', 'delete', 'options'], statusCodes: RETRY_STATUSES },
      ...(o.fetch ? { fetch: o.fetch } : {}),
      hooks: {
        beforeRequest: [
          (request) => {
            request.headers.set('X-Requested-With', 'XMLHttpRequest');
            request.headers.set('X-App-Info', `web/${o.appVersion}`);
            request.headers.set('X-Correlation-Id', o.correlationId());
            request.headers.set('X-Waybook-Locale', o.locale());
            if (o.timeZone) request.headers.set('X-Waybook-Time-Zone', o.timeZone());
            const csrf = o.csrfToken();
            if (csrf) request.headers.set('X-CSRF-Token', csrf);
          },
        ],
      },
    });
  }

  async call<E extends ContractEntry>(entry: E, input: EntryCall<E>): Promise<Result<EntryOutput<E>, ApiFailure>> {
    const path = expandPath(entry.path, (input.params ?? {}) as Record<string, unknown>);
    const query = toQuery(input.query).toString();
    const url = query ? `${path}?${query}` : path;
    if (hasLeakedNullish(url)) this.o.reporter.report('request URL contains null or undefined', { url });
    let response: Response;
    try {
      response = await this.http(url, { method: entry.method.toLowerCase(), ...body(entry, input.body) });
    } catch (error) {
      if (error instanceof HTTPError) {
        this.answered(entry, error.response);
        return this.fail(entry, await failureOf(error.response), url);
      }
      const kind = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network';
      // Edits are never queued: a change that could not leave the device is refused, and said so.
      if (kind === 'network' && entry.method !== 'GET') this.o.offline?.writeRefused();
      return err({ kind });
    }
    this.answered(entry, response);
    if (!response.ok) return this.fail(entry, await failureOf(response), url);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      return err({ kind: 'invalid-response' });
    }
    const parsed = entry.response.safeParse(json);
    if (!parsed.success) {
      this.o.reporter.report('response does not match the contract', { entry: entry.id, issue: parsed.error.issues[0]?.message });
      return err({ kind: 'invalid-response' });
    }
    return ok(parsed.data as EntryOutput<E>);
  }

  private answered(entry: ContractEntry, response: Response): void {
    if (entry.method === 'GET') this.o.offline?.answered(response.headers.get(OFFLINE_SAVED_AT_HEADER) ?? undefined);
  }

  private fail<T>(entry: ContractEntry, failure: ApiFailure, url: string): Result<T, ApiFailure> {
    const action = globalAction(failure, { currentUrl: this.o.currentUrl(), isProfileFetch: entry.id === 'getProfile' });
    if (action.kind === 'report') this.o.reporter.report('client error', { entry: entry.id, url, failure });
    else if (action.kind !== 'none' && action.kind !== 'not-found') this.o.onGlobalAction(action);
    return err(failure);
  }
}
