import { resolve } from 'node:path';

/**
 * Where the server's data lives (DATABASE_URL: PostgreSQL; else PGlite under DATA_DIR, default
 * ./data), read without the rest of the configuration so main.ts can start the embedded
 * database before it loads anything else.
 *
 * @example
 * databaseTargetOf({ DATA_DIR: '/srv/waybook' }) // { dataDir: '/srv/waybook', databaseUrl: undefined }
 */
export function databaseTargetOf(env: NodeJS.ProcessEnv): { readonly dataDir: string; readonly databaseUrl: string | undefined } {
  return { dataDir: resolve(env['DATA_DIR'] ?? './data'), databaseUrl: env['DATABASE_URL'] || undefined };
}
