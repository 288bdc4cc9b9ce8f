import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_PASSWORD_MAIL_JOB } from '../../core/src/backend/password-service.js';
import { openDatabase, SqlJobQueue } from '../../adapters/sql/src/index.js';
import { startPostgresCluster } from '../../adapters/server/src/testing/postgres-cluster.js';
import { mailsTo } from './outbox.js';
import { startServer, type RunningServer } from './server.js';

// Two server processes on one PostgreSQL share the jobs table: the reset mails (background jobs)
// go out once each whichever server takes them, and a server killed with SIGKILL loses none.
let cluster: Awaited<ReturnType<typeof startPostgresCluster>>;
let a: RunningServer;
let b: RunningServer;
const LEASE_SECONDS = 3;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  // A short lease, so a job the killed server held is taken again within the test.
  const env = { DATABASE_URL: cluster.url, JOB_LEASE_SECONDS: String(LEASE_SECONDS) };
  a = await startServer({ env });
  b = await startServer({ env });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await cluster?.remove();
});

/** A signed-out browser: keeps cookies and sends the CSRF token the way the pages and the SPA do. */
async function client(server: RunningServer) {
  const cookies = new Map<string, string>();
  const send = async (path: string, fields?: Record<string, string>) => {
    const headers: Record<string, string> = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), origin: server.url };
    if (fields) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (fields) headers['x-csrf-token'] = cookies.get('csrf_token') ?? '';
    const body = fields ? new URLSearchParams({ csrf_token: cookies.get('csrf_token') ?? '', ...fields }) : undefined;
    const response = await fetch(`${server.url}${path}`, { method: fields ? 'POST' : 'GET', headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
      cookies.set(name, value);
    }
    return response;
  };
  await send('/account/login');
  return send;
}

const resetsTo = async (to: string) => {
  const texts = [...(await mailsTo(a.dataDir, to)), ...(await mailsTo(b.dataDir, to))];
  return texts.filter((t) => t.includes('/change-password?st=')).length;
};

async function waitForResets(addresses: readonly string[], atLeast: number): Promise<number[]> {
  for (let i = 0; i < 100; i += 1) {
    const counts = await Promise.all(addresses.map(resetsTo));
    if (counts.every((n) => n >= atLeast)) return counts;
    await new Promise((r) => setTimeout(r, 200));
  }
  return Promise.all(addresses.map(resetsTo));
}

describe('background jobs across two server processes on one PostgreSQL', () => {
  const addresses = Array.from({ length: 8 }, (_, i) => `jobs${i}@example.com`);

  it('mails each reset link once, whichever server took the job', async () => {
    for (const [i, email] of addresses.entries()) {
      const signUp = await client(i % 2 ? b : a);
      expect((await signUp('/account/create', { email_addr: email, password: 'correct horse battery' })).status).toBe(303);
    }
    const asking = [await client(a), await client(b)];
    for (const [i, email] of addresses.entries()) {
      expect((await asking[i % 2]?.('/api/v2/requestChangePassword', { email_addr: email }))?.status).toBe(200);
    }
    expect(await waitForResets(addresses, 1)).toEqual(addresses.map(() => 1));
    // Let any duplicate that would come arrive before counting again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(await Promise.all(addresses.map(resetsTo))).toEqual(addresses.map(() => 1));
  });

  it('loses no job when a server is killed (SIGKILL): the other runs what it left', async () => {
    const ask = await client(a);
    for (const email of addresses) await ask('/api/v2/requestChangePassword', { email_addr: email });
    await a.kill();
    const counts = await waitForResets(addresses, 2);
    // Each address had one mail before; now at least one more (two if the killed server had sent it and died before recording it).
    expect(counts.every((n) => n >= 2 && n <= 3)).toBe(true);
  });

  it('runs a job again, once, when the server running it is killed mid-run (SIGKILL)', async () => {
    // An SMTP server that accepts the connection and never greets: a reset mail sent through it
    // stays in flight, so the kill is known to land while the job runs.
    let connected: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (connected = resolve));
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => (sockets.push(socket), connected()));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const database = await openDatabase({ databaseUrl: cluster.url, dataDir: 'memory://' });
    const jobs = new SqlJobQueue(database.db);
    const email = 'midrun@example.com';
    const signUp = await client(b);
    expect((await signUp('/account/create', { email_addr: email, password: 'correct horse battery' })).status).toBe(303);
    await Promise.all([a.stop(), b.stop()]);
    const env = { DATABASE_URL: cluster.url, JOB_LEASE_SECONDS: String(LEASE_SECONDS) };
    const stuck = await startServer({ env: { ...env, SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` } });
    let next: RunningServer | undefined;
    try {
      const ask = await client(stuck);
      expect((await ask('/api/v2/requestChangePassword', { email_addr: email })).status).toBe(200);
      await inFlight;
      const [held] = (await jobs.list({ state: 'running' })).filter((j) => j.kind === RESET_PASSWORD_MAIL_JOB);
      expect(held).toMatchObject({ attempts: 1 });
      await stuck.kill();
      next = await startServer({ env });
      const mailed = async () => (await mailsTo(next?.dataDir ?? '', email)).filter((t) => t.includes('/change-password?st=')).length;
      for (let i = 0; i < 100 && (await mailed()) === 0; i += 1) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mailed()).toBe(1);
      const [done] = (await jobs.list({})).filter((j) => j.id === held?.id);
      expect(done).toMatchObject({ state: 'done', attempts: 2 });
    } finally {
      await stuck.kill();
      await next?.stop();
      for (const socket of sockets) socket.destroy();
      silent.close();
      await database.close();
    }
  });
});
