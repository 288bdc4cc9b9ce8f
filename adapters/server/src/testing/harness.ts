import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CapturingMailer, InMemoryPlaceLookup, ManualClock } from '@waybook/core/testing';
import { openDatabase, truncateAll, type OpenDatabase } from '@waybook/adapter-sql';
import { composeServer } from '../compose.js';
import { loadConfig } from '../config.js';
import { JobWorker } from '../job-worker.js';

let shared: Promise<OpenDatabase> | undefined;
let worker: JobWorker | undefined;

/**
 * One migrated database per test worker: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite.
 * Tests reset it with truncateAll instead of creating a new one (PGlite takes seconds to create).
 */
export function sharedDatabase(): Promise<OpenDatabase> {
  shared ??= openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
  return shared;
}

/** A browser-like client: keeps cookies and sends the CSRF header the way the SPA does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly fetcher: (req: Request) => Response | Promise<Response>) {}

  async request(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const csrf = this.cookies.get('csrf_token');
    if (init.csrf !== false && csrf) headers.set('X-CSRF-Token', csrf);
    const response = await this.fetcher(new Request(`http://localhost:8080${path}`, { ...init, headers, redirect: 'manual' }));
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  json(path: string, body: unknown, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    return this.request(path, { ...init, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  }

  /** Posts an HTML form the way a browser does, with the CSRF hidden field. */
  async form(path: string, fields: Record<string, string>): Promise<Response> {
    if (!this.cookies.has('csrf_token')) await this.request('/account/login');
    const body = new URLSearchParams({ csrf_token: this.cookies.get('csrf_token') ?? '', ...fields });
    return this.request(path, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  }
}

/**
 * A whole server on the shared database with a manual clock, captured mail and sample places;
 * `env` adds settings (as the environment would: TRUST_PROXY...).
 *
 * @example
 * const h = await startHarness(); const c = h.client(); await h.signUp(c, 'a@b.io');
 */
export async function startHarness(env: NodeJS.ProcessEnv = {}) {
  const database = await sharedDatabase();
  // The previous test's worker stops before the tables it polls are emptied.
  await worker?.stop();
  await truncateAll(database.db);
  const clock = new ManualClock(new Date('2026-11-21T10:00:00Z'));
  const mailer = new CapturingMailer();
  const spaRoot = await mkdtemp(join(tmpdir(), 'waybook-spa-'));
  await writeFile(join(spaRoot, 'index.html'), '<!doctype html><title>Waybook</title><div id="root"></div>');
  const logs: string[] = [];
  // Tests check every answer against its contract schema (production does not).
  const compose = () =>
    composeServer(loadConfig({ CHECK_RESPONSES: 'true', SECRETS_KEY: 'the test servers’ key', ...env }), {
      database,
      clock,
      mailer,
      places: new InMemoryPlaceLookup(),
      spaRoot,
      log: (l) => logs.push(l),
    });
  let server = await compose();
  // Background jobs run as on a real server, polled every 10 ms.
  let current = new JobWorker({ ...server.jobs, clock, log: (l) => logs.push(l), pollMs: 10 });
  worker = current;
  current.start();
  // A restart: the worker stops, a new server and worker start on the same database (clients keep their sessions).
  const restart = async () => {
    await current.stop();
    server = await compose();
    current = new JobWorker({ ...server.jobs, clock, log: (l) => logs.push(l), pollMs: 10 });
    worker = current;
    current.start();
  };
  // A client from `address` (the socket address the server sees), or from no address at all.
  const client = (address?: string) =>
    new TestClient((req) => server.app.fetch(req, address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } }));
  const signUp = async (c: TestClient, email: string, password = 'correct horse battery') => c.form('/account/create', { email_addr: email, password });
  const onboard = async (c: TestClient) =>
    c.json('/api/v2/replace/profile?is_onboarding=true', {
      Profile: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '1990-05-01', home_city: 'Paris, Île-de-France, France' },
    });
  // Opens the last trip invitation link mailed to `email` as `c` (signed in with it: it joins the trip).
  const acceptInvitation = async (c: TestClient, email: string) => {
    const link = /\/account\/invitation\?token=\w+/.exec(mailer.sent.filter((m) => m.to === email).at(-1)?.text ?? '')?.[0];
    if (link === undefined) throw new Error(`no invitation link mailed to ${email}`);
    return c.request(link);
  };
  return {
    get server() {
      return server;
    },
    database,
    clock,
    mailer,
    logs,
    client,
    signUp,
    onboard,
    acceptInvitation,
    get worker() {
      return current;
    },
    restart,
  };
}
