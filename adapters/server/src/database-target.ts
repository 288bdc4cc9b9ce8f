import { resolve } from 'node:path';

/** Where the server's data lives and how it talks to it. */
export interface DatabaseTarget {
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** PostgreSQL: prepare statements once per connection (DATABASE_PREPARED_STATEMENTS, default true). */
  readonly preparedStatements: boolean;
}

/**
 * Where the server's data lives (DATABASE_URL: PostgreSQL; else PGlite under DATA_DIR, default
 * ./data), read without the rest of the configuration so main.ts can start the embedded
 * database before it loads anything else. DATABASE_PREPARED_STATEMENTS=false is for a pooler
 * that cannot keep prepared statements (PgBouncer in transaction mode before 1.21).
 *
 * @example
 * databaseTargetOf({ DATA_DIR: '/srv/waybook' }) // { dataDir: '/srv/waybook', databaseUrl: undefined, preparedStatements: true }
 */
export function databaseTargetOf(env: NodeJS.ProcessEnv): DatabaseTarget {
  return {
    dataDir: resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    preparedStatements: env['DATABASE_PREPARED_STATEMENTS']?.trim().toLowerCase() !== 'false',
  };
}
