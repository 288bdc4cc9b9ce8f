// The server survives its database going away and coming back (issue 10, item 9): in the
// PostgreSQL suite (TEST_DATABASE_URL set, scripts/test-postgres.sh) a throw-away cluster of its
// own is stopped with `pg_ctl stop -m immediate` and started again; in the PGlite suite the
// database thread is killed. Either way, under a light load: 503 with the Error object and
// /healthz 503 while it is down, 200 again once it is back, no restart of the server.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CapturingMailer, InMemoryPlaceLookup } from '@waybook/core/testing';
import { errorBodySchema } from '@waybook/core/contract';
import { openDatabase, type OpenDatabase } from '@waybook/adapter-sql';
import { composeServer } from './compose.js';
import { loadConfig } from './config.js';
import { TestClient } from './testing/harness.js';
import { startPostgresCluster } from './testing/postgres-cluster.js';

const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

interface Outage {
  readonly database: OpenDatabase;
  readonly takeDown: () => Promise<void>;
  /** Brings it back (PostgreSQL); PGlite's thread comes back by itself. */
  readonly bringBack: () => Promise<void>;
  readonly remove: () => Promise<void>;
}

async function postgresOutage(): Promise<Outage> {
  const cluster = await startPostgresCluster();
  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'unused', log: () => undefined });
  return {
    database,
    takeDown: () => cluster.stop('immediate'),
    bringBack: cluster.start,
    remove: async () => (await database.close(), await cluster.remove()),
  };
}

async function pgliteOutage(): Promise<Outage> {
  const dir = await mkdtemp(join(tmpdir(), 'waybook-outage-'));
  const database = await openDatabase({ dataDir: dir, log: () => undefined });
  const kill = database.killThread;
  if (!kill) throw new Error('PGlite should run in a thread');
  return {
    database,
    takeDown: kill,
    bringBack: async () => undefined,
    remove: async () => (await database.close(), await rm(dir, { recursive: true, force: true })),
  };
}

type Seen = { status: number; body: string };

describe(`the server while its database (${onPostgres ? 'PostgreSQL' : 'PGlite thread'}) goes away and comes back`, () => {
  let outage: Outage;
  let client: TestClient;
  let app: { fetch: (r: Request) => Response | Promise<Response> };
  const logs: string[] = [];
  beforeAll(async () => {
    outage = await (onPostgres ? postgresOutage() : pgliteOutage());
    const spaRoot = await mkdtemp(join(tmpdir(), 'waybook-spa-'));
    await writeFile(join(spaRoot, 'index.html'), '<!doctype html><title>Waybook</title>');
    const server = await composeServer(loadConfig({ CHECK_RESPONSES: 'true' }), {
      database: outage.database,
      mailer: new CapturingMailer(),
      places: new InMemoryPlaceLookup(),
      spaRoot,
      log: (l) => logs.push(l),
    });
    app = server.app;
    client = new TestClient((req) => server.app.fetch(req));
    await client.form('/account/create', { email_addr: 'outage@example.com', password: 'correct horse battery' });
    const onboarded = await client.json('/api/v2/replace/profile?is_onboarding=true', {
      Profile: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-05-01', home_city: 'Paris, Île-de-France, France' },
    });
    expect(onboarded.status).toBe(200);
  }, 120_000);
  afterAll(() => outage.remove(), 60_000);

  const health = async () => {
    const r = await app.fetch(new Request('http://localhost:8080/healthz'));
    return { status: r.status, body: (await r.json()) as unknown };
  };

  it('answers 503 with the Error object while it is down, reports it on /healthz, and 200 again once it is back', async () => {
    expect(await health()).toEqual({ status: 200, body: { ok: true, database: 'available' } });
    // A light load: two callers reading the trip list and two creating trips, in a loop.
    const seen: Seen[] = [];
    let running = true;
    const trip = { display_name: 'Outage', start_date: '2027-01-01', end_date: '2027-01-02', is_owner_traveler: 'true', primary_location: 'Lyon, France' };
    const caller = async (writes: boolean) => {
      while (running) {
        const r = writes
          ? await client.json('/api/v2/create/trip', { Trip: trip })
          : await client.request('/api/v2/list/trip?past=false&page_num=1&page_size=10');
        seen.push({ status: r.status, body: await r.text() });
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const callers = Promise.all([caller(false), caller(false), caller(true), caller(true)]);
    const waitFor = async (what: (s: Seen) => boolean, label: string) => {
      const from = seen.length;
      const end = Date.now() + 30_000;
      while (!seen.slice(from).some(what)) {
        if (Date.now() > end) throw new Error(`no ${label} within 30 s; statuses: ${[...new Set(seen.map((s) => s.status))].join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return seen.length;
    };
    try {
      await waitFor((s) => s.status === 200, 'answer before the outage');
      await outage.takeDown();
      const down = await waitFor((s) => s.status === 503, '503');
      const unavailable = seen.slice(down - 1).find((s) => s.status === 503);
      expect(errorBodySchema.parse(JSON.parse(unavailable?.body ?? '')).Error).toMatchObject({
        code: 'service_unavailable',
        detailed_error_code: 'database_unavailable',
      });
      if (onPostgres) expect(await health()).toEqual({ status: 503, body: { ok: false, database: 'unavailable' } });
      await outage.bringBack();
      await waitFor((s) => s.status === 200, '200 after the database came back');
      expect((await health()).status).toBe(200);
    } finally {
      running = false;
      await callers;
    }
    // Nothing but answers and outages: never a 500, never a dropped request.
    expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    expect(logs.some((l) => /^error /.test(l))).toBe(false);
  }, 120_000);
});
