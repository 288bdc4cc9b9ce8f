import { createHash } from 'node:crypto';
import { TRANSACTION_END, TRANSACTION_START } from './read-cache.js';

/** What a pg client offers that the prepared statements need. */
export interface QueryableClient {
  query(config: { name?: string; text: string; values?: unknown[] }): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<unknown>;
}

/** How many statements one connection keeps prepared; past it, statements go unnamed. */
export const PREPARED_PER_CONNECTION = 256;

// Transaction control and settings are not planned: naming them saves nothing.
const NOT_PLANNED =
  /^\s*(begin|start|commit|rollback|end|abort|savepoint|release|set|reset|show|discard|deallocate|listen|unlisten|notify|analyze|vacuum|create|alter|drop|lock)\b/i;

/**
 * The name a statement is prepared under: the same text always gets the same name, on every
 * connection and every server.
 *
 * @example
 * statementName('select 1') === statementName('select 1') // true
 */
export function statementName(text: string, generation = 0): string {
  return `wb${generation}_${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
}

/**
 * Whether a PostgreSQL error says a prepared statement's plan no longer fits its tables (a
 * migration of another server changed a column under this one).
 */
export function isStalePlan(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === '0A000' && typeof e.message === 'string' && e.message.includes('cached plan must not change result type');
}

/**
 * Runs a pg client's statements as named prepared statements, so PostgreSQL parses and plans each
 * once per connection instead of on every call (the planning cost the list page ~0.2-0.9 ms a
 * statement). A statement whose prepared plan went stale after a schema change is prepared again
 * under a new generation of names; outside a transaction it is retried once, inside one the
 * transaction fails as any other error would (and its caller's retry meets a fresh statement).
 */
export function prepareStatements(client: QueryableClient, state: { generation: number } = { generation: 0 }): void {
  const plain = client.query.bind(client) as (config: { name?: string; text: string; values?: unknown[] }) => Promise<unknown>;
  const named = new Set<string>();
  let generation = state.generation;
  let inTransaction = false;
  const run = (text: string, values: unknown[] | undefined): Promise<unknown> => {
    if (TRANSACTION_START.test(text)) inTransaction = true;
    else if (TRANSACTION_END.test(text)) inTransaction = false;
    // Without values pg sends a simple query, which may hold several statements; a prepared
    // statement may not. Statements without values are also the rare ones (schema, settings).
    if (values === undefined || values.length === 0 || NOT_PLANNED.test(text)) return plain({ text, values: values ?? [] });
    // Another connection met a stale plan: this one's names of the old generation count no more.
    if (generation !== state.generation) {
      generation = state.generation;
      named.clear();
    }
    const name = statementName(text, state.generation);
    if (!named.has(name)) {
      if (named.size >= PREPARED_PER_CONNECTION) return plain({ text, values: values ?? [] });
      named.add(name);
    }
    return plain({ name, text, values: values ?? [] });
  };
  const query = async (textOrConfig: unknown, values?: unknown[]): Promise<unknown> => {
    // Cursors, streams and configs with a name of their own pass through as they came.
    if (typeof textOrConfig !== 'string') return (plain as (c: unknown, v?: unknown) => Promise<unknown>)(textOrConfig, values);
    const wasInTransaction = inTransaction;
    try {
      return await run(textOrConfig, values);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      if (generation === state.generation) state.generation += 1;
      if (wasInTransaction) throw error;
      return run(textOrConfig, values);
    }
  };
  (client as { query: unknown }).query = query;
}
