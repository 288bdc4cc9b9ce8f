import { serve } from '@hono/node-server';
import { createPlaceIndex } from '@waybook/adapter-reference-data';
import { openDatabase } from '@waybook/adapter-sql';
import { loadConfig } from './config.js';
import { composeServer } from './compose.js';
import { seedDemo } from './demo.js';

const SESSION_SWEEP_MS = 10 * 60_000;

async function main(): Promise<void> {
  const started = performance.now();
  const config = loadConfig(process.env);
  const log = (line: string) => console.log(`[waybook] ${line}`);
  // The place index loads in a worker while the database opens and migrates.
  const [places, database] = await Promise.all([createPlaceIndex(), openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })]);
  const server = await composeServer(config, { places, database, log });
  if (process.argv.includes('--demo')) await seedDemo(server.accountService, server.stores.accounts, places, log);
  const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
    const db = server.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    log(`ready on http://localhost:${info.port} (${db}) in ${Math.round(performance.now() - started)} ms`);
  });
  const sweep = setInterval(() => {
    void server.stores.sessions.deleteIdleSince(new Date(Date.now() - 30 * 60_000)).catch((e: unknown) => log(`session sweep failed: ${String(e)}`));
  }, SESSION_SWEEP_MS);
  sweep.unref();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests, then closing the database`);
    clearInterval(sweep);
    // close() stops accepting connections and waits for requests in flight, so no write is cut short.
    http.close(() => {
      void server.database.close().then(() => {
        log('stopped');
        process.exit(0);
      });
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('[waybook] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
