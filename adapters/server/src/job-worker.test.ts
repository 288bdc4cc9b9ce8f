import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { JOB_RETRY_POLICY, LEASE_LAPSED_ERROR, type Job } from '@waybook/core';
import { ManualClock } from '@waybook/core/testing';
import { openDatabase, SqlJobQueue, truncateAll } from '@waybook/adapter-sql';
import { JOB_LEASE_SECONDS, JobWorker, type JobHandlers } from './job-worker.js';
import { scheduleSweep, SWEEP_INTERVAL_MS, SWEEP_JOB, sweepJob } from './sweep.js';
import { sharedDatabase } from './testing/harness.js';

const database = await sharedDatabase();
const databaseUrl = process.env['TEST_DATABASE_URL'];
// A second server's connections to the same PostgreSQL; on PGlite the one database.
const secondDb = databaseUrl ? await openDatabase({ databaseUrl, dataDir: 'memory://' }) : database;
afterAll(async () => {
  if (secondDb !== database) await secondDb.close();
});

let clock: ManualClock;
let queue: SqlJobQueue;
let logs: string[];
const workers: JobWorker[] = [];
const worker = (handlers: JobHandlers, options: { workerId?: string; queue?: SqlJobQueue; concurrency?: number } = {}) => {
  const w = new JobWorker({ queue: options.queue ?? queue, clock, handlers, log: (l) => logs.push(l), pollMs: 5, ...options });
  workers.push(w);
  return w;
};
const until = async (check: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 500 && !(await check()); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
};

beforeEach(async () => {
  // A "dead" worker's job never ends: its stop is not awaited past a moment.
  await Promise.all(workers.splice(0).map((w) => Promise.race([w.stop(), new Promise((r) => setTimeout(r, 100))])));
  await truncateAll(database.db);
  clock = new ManualClock(new Date('2026-11-24T10:00:00Z'));
  queue = new SqlJobQueue(database.db);
  logs = [];
});

describe('the job worker', () => {
  it('starts the next due job as soon as a slot comes free, not at the next poll', async () => {
    const seen: number[] = [];
    for (const n of [1, 2, 3, 4]) await queue.enqueue({ kind: 'count', payload: { n } }, clock.now());
    // Polls an hour apart: only the first claim comes from a poll, the rest from slots coming free.
    const w = new JobWorker({
      queue,
      clock,
      handlers: { count: async (job) => void seen.push((job.payload as { n: number }).n) },
      log: (l) => logs.push(l),
      pollMs: 3_600_000,
      concurrency: 1,
    });
    workers.push(w);
    w.start();
    await until(async () => (await queue.list({ state: 'done' })).length === 4);
    expect(seen.sort()).toEqual([1, 2, 3, 4]);
  });

  it('runs each job by its kind and marks it done; a kind it has no handler for stays for another worker', async () => {
    const seen: unknown[] = [];
    await queue.enqueue({ kind: 'greet', payload: { name: 'Ada' } }, clock.now());
    await queue.enqueue({ kind: 'unknown', payload: {} }, clock.now());
    worker({ greet: async (job) => void seen.push(job.payload) }).start();
    await until(async () => (await queue.list({ state: 'done' })).length === 1);
    expect(seen).toEqual([{ name: 'Ada' }]);
    expect((await queue.list({ state: 'pending' })).map((j) => j.kind)).toEqual(['unknown']);
  });

  it('retries a failing job with backoff and gives up after its attempts, keeping one line of the last error', async () => {
    await queue.enqueue({ kind: 'flaky', payload: {}, maxAttempts: 3 }, clock.now());
    let calls = 0;
    const w = worker({ flaky: () => Promise.reject(new Error(`refused ${++calls}\n    at somewhere (secret.js:1:1)`)) });
    await w.drain();
    expect(calls).toBe(1);
    clock.advance((JOB_RETRY_POLICY.baseSeconds - 1) * 1000);
    await w.drain();
    expect(calls).toBe(1);
    clock.advance(1000);
    await w.drain();
    clock.advance(2 * JOB_RETRY_POLICY.baseSeconds * 1000);
    await w.drain();
    clock.advance(3600_000);
    await w.drain();
    expect(calls).toBe(3);
    expect(await queue.list({ state: 'failed' })).toMatchObject([{ attempts: 3, lastError: 'refused 3' }]);
    expect(logs.at(-1)).toBe('job ' + (await queue.list({}))[0]?.id + ' (flaky) attempt 3/3 failed: refused 3; failed for good');
  });

  it('runs again, after its lease, a job whose worker died mid-job (killed: it never finishes); the dead worker cannot complete it', async () => {
    await queue.enqueue({ kind: 'mail', payload: {} }, clock.now());
    const runs: string[] = [];
    const dead = worker({ mail: (job) => (runs.push(`dead:${job.attempts}`), new Promise<void>(() => undefined)) }, { workerId: 'dead' });
    await dead.poll();
    const alive = worker({ mail: async (job) => void runs.push(`alive:${job.attempts}`) }, { workerId: 'alive' });
    await alive.drain();
    expect(runs).toEqual(['dead:1']);
    clock.advance(JOB_LEASE_SECONDS * 1000);
    await alive.drain();
    expect(runs).toEqual(['dead:1', 'alive:2']);
    const [job] = await queue.list({ state: 'done' });
    expect(await queue.complete(job?.id ?? '', 'dead', clock.now())).toBe(false);
  });

  it('fails, rather than runs once more, a job whose worker died on its last attempt', async () => {
    await queue.enqueue({ kind: 'mail', payload: {}, maxAttempts: 1 }, clock.now());
    await queue.claim({ workerId: 'dead', kinds: ['mail'], limit: 1, leaseSeconds: JOB_LEASE_SECONDS }, clock.now());
    clock.advance(JOB_LEASE_SECONDS * 1000);
    const ran: Job[] = [];
    await worker({ mail: async (job) => void ran.push(job) }).drain();
    expect(ran).toEqual([]);
    expect(await queue.list({ state: 'failed' })).toMatchObject([{ lastError: LEASE_LAPSED_ERROR }]);
  });

  it(`runs each job once with two workers on one ${databaseUrl ? 'PostgreSQL (two connection pools)' : 'PGlite database'}`, async () => {
    for (let n = 0; n < 40; n += 1) await queue.enqueue({ kind: 'count', payload: { n } }, clock.now());
    const ran: number[] = [];
    const handler = async (job: Job) => {
      await new Promise((r) => setTimeout(r, 2));
      ran.push(Number(job.payload['n']));
    };
    worker({ count: handler }, { concurrency: 3 }).start();
    worker({ count: handler }, { concurrency: 3, queue: new SqlJobQueue(secondDb.db) }).start();
    await until(async () => (await queue.list({ state: 'done', limit: 100 })).length === 40);
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('stops polling on stop, after the job in hand ends', async () => {
    let release = (): void => undefined;
    await queue.enqueue({ kind: 'slow', payload: {} }, clock.now());
    const w = worker({ slow: () => new Promise<void>((r) => (release = r)) });
    await w.poll();
    const stopped = w.stop();
    release();
    await stopped;
    expect(await queue.list({ state: 'done' })).toHaveLength(1);
    await queue.enqueue({ kind: 'slow', payload: {} }, clock.now());
    await new Promise((r) => setTimeout(r, 50));
    expect(await queue.list({ state: 'pending' })).toHaveLength(1);
  });
});

describe('the sweep as a recurring job', () => {
  it('is scheduled once however many servers start, and each run schedules the next one ten minutes later', async () => {
    await scheduleSweep(queue, clock.now(), clock.now());
    await scheduleSweep(new SqlJobQueue(secondDb.db), clock.now(), clock.now());
    const swept: Date[] = [];
    const stores = {
      sessions: { deleteIdleSince: async (d: Date) => (swept.push(d), 0) },
      throttle: { deleteIdleSince: async () => 0 },
      accountLinks: { deleteExpiredBefore: async () => 0 },
    };
    const w = worker({ [SWEEP_JOB]: sweepJob(stores, queue, clock, (l) => logs.push(l)) });
    await w.drain();
    expect(swept).toHaveLength(1);
    const [next] = await queue.list({ state: 'pending' });
    expect(next?.runAt).toEqual(new Date(clock.now().getTime() + SWEEP_INTERVAL_MS));
    await scheduleSweep(queue, clock.now(), clock.now());
    expect(await queue.list({ state: 'pending' })).toHaveLength(1);
    clock.advance(SWEEP_INTERVAL_MS);
    await w.drain();
    expect(swept).toHaveLength(2);
    expect(await queue.list({ state: 'pending' })).toHaveLength(1);
  });
});
