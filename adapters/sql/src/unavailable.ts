/**
 * The database cannot be reached for now (PostgreSQL down or restarting, the PGlite thread being
 * restarted): the request failed without reaching it, or its connection was lost mid-way.
 *
 * @example
 * throw new DatabaseUnavailableError('the database thread stopped');
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

// Node's socket errors when the server is gone, refuses or cannot be found.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

// SQLSTATE: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections.
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

// node-postgres reports a lost or timed-out connection by message only.
const PG_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /connection error and is not queryable/, /Connection ended/];

function field(error: object, key: string): unknown {
  return (error as Record<string, unknown>)[key];
}

/**
 * True when an error means "the database is not there right now" rather than a fault of the
 * request: the server answers 503 for these and 500 for everything else.
 *
 * @example
 * isDatabaseUnavailable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) // true
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = field(error, 'code');
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  if (PG_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  // Happy-eyeballs connects (localhost as ::1 and 127.0.0.1) fail with an AggregateError.
  if (error instanceof AggregateError) return error.errors.some((e) => isDatabaseUnavailable(e, depth + 1));
  return isDatabaseUnavailable(error.cause, depth + 1);
}
