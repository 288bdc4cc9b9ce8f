import type { Server } from 'node:http';
import type { PlaceIndex } from '@waybook/adapter-reference-data';
import { startPgliteThread } from '@waybook/adapter-sql/start';
import { databaseTargetOf } from './database-target.js';

// Only the modules above load before main() runs: the embedded database's thread starts first
// (WASM compilation, recovery: about half of a restart), then the server loads its own modules
// while it opens.
async function main(): Promise<void> {
  const started = performance.now();
  const log = (line: string) => console.log(`[waybook] ${line}`);
  const target = databaseTargetOf(process.env);
  const pgliteThread = target.databaseUrl ? undefined : startPgliteThread(target.dataDir, log);
  // Failures are reported by openDatabase below, which awaits the same promise.
  pgliteThread?.catch(() => undefined);
  const [{ loadConfig }, { openDatabase }, { closeConnectionsGracefully }, { memoryReport }, { inboundState }] = await Promise.all([
    import('./config.js'),
    import('@waybook/adapter-sql'),
    import('./client-error.js'),
    import('./memory-report.js'),
    import('./inbound/inbound-config.js'),
  ]);
  const config = loadConfig(process.env);
  // The place index is built in a worker once the server listens (so it does not compete with
  // start-up for the CPU); place lookups made before then simply wait for it.
  let loadIndex = (): void => undefined;
  const index = new Promise<PlaceIndex>((resolve, reject) => {
    loadIndex = () => void import('@waybook/adapter-reference-data').then((m) => m.createPlaceIndex()).then(resolve, reject);
  });
  index
    .then(() => log(`place index ready after ${Math.round(performance.now() - started)} ms`))
    .catch((e: unknown) => log(`place index failed to load: ${String(e)}`));
  // Opening the database (WASM compilation, recovery) runs while the rest of the server loads.
  const opening = openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
    log,
    ...(pgliteThread ? { pgliteThread } : {}),
  });
  const [{ serve }, { DeferredPlaceLookup, createReferenceLookups }, { composeServer }, { seedDemo }, { scheduleSweep }, { JobWorker }, { scheduleReminders }] =
    await Promise.all([
      import('@hono/node-server'),
      import('@waybook/adapter-reference-data'),
      import('./compose.js'),
      import('./demo.js'),
      import('./sweep.js'),
      import('./job-worker.js'),
      import('./reminder-job.js'),
    ]);
  const places = new DeferredPlaceLookup(index);
  // Airports, airlines, countries, states, addresses and airport time zones: indexed on first use,
  // or once the place index is in (not to compete with its worker for the CPU), one index per
  // turn of the event loop on the main thread (~0.25 s in all, the airports ~0.15 s).
  const reference = createReferenceLookups(places);
  const warmReference = (): void => {
    void index
      .catch(() => undefined)
      .then(() => reference.warm())
      .then(
        (ms) => log(`reference lookups ready (${Math.round(ms)} ms of indexing)`),
        (e: unknown) => log(`reference lookups failed to load: ${String(e)}`),
      );
  };
  const database = await opening;
  // A database outage reaching a promise nobody awaits is logged, not fatal (requests answer 503).
  process.on('unhandledRejection', (e: unknown) => {
    if (!database.isUnavailable(e)) throw e;
    log(`database unavailable: ${e instanceof Error ? e.message : String(e)}`);
  });
  // kill -USR2 <pid>: one line of where the memory goes (test/load/memory-load.mjs reads it).
  process.on('SIGUSR2', () => void memoryReport({ ...(database.memory ? { database: database.memory } : {}) }).then(log));
  const server = await composeServer(config, { places, database, log, reference, timeZones: reference.timeZones });
  if (process.argv.includes('--demo')) {
    loadIndex();
    await seedDemo(server.accountService, server.stores.accounts, places, log);
  }
  const http = serve({ fetch: server.app.fetch, port: config.port, hostname: config.host }, (info) => {
    const db = server.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
    log(`ready on http://localhost:${info.port} (${db}) in ${Math.round(performance.now() - started)} ms`);
    loadIndex();
    warmReference();
    // The OAuth library (oidc-provider) loads after start-up, before the first connected application calls.
    void server.oauth.server.warm().catch((e: unknown) => log(`OAuth library failed to load: ${String(e)}`));
  });
  // Requests Node cannot parse (oversized headers, bad framing) get the Error object, not a bare
  // status; a connection closed while the client still sends lingers so the answer is read.
  closeConnectionsGracefully(http as Server);
  // Background jobs (job-worker.ts): the reset mails and the sweep of idle sessions, throttle
  // buckets and expired links, a recurring job every 10 minutes (sweep.ts) that each server
  // schedules at start unless one is waiting.
  const worker = new JobWorker({ ...server.jobs, log });
  worker.start();
  // Forwarding to the plans address (inbound/smtp-listener.ts): listens when INBOUND_SMTP_PORT and PLANS_DOMAIN are set.
  const inbound = inboundState(config.inbound);
  log(inbound.line);
  const smtp = inbound.on ? await import('./inbound/smtp-listener.js').then((m) => m.startInboundListener(server.inbound)) : undefined;
  if (smtp) log(`Inbound mail: listening on port ${smtp.port}`);
  const now = server.jobs.clock.now();
  void scheduleSweep(server.jobs.queue, now, now).catch((e: unknown) => log(`sweep not scheduled: ${String(e)}`));
  void scheduleReminders(server.jobs.queue, now, now).catch((e: unknown) => log(`reminders not scheduled: ${String(e)}`));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: finishing open requests and jobs, then closing the database`);
    // close() stops accepting connections and waits for requests in flight, so no write is cut short.
    const jobsStopped = worker.stop();
    void smtp?.close();
    http.close(() => {
      void jobsStopped
        .then(() => server.database.close())
        .then(() => {
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
