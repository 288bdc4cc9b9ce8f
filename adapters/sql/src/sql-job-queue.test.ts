import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { DEDUPED_RETRY_ERROR, failureOutcome, JOB_RETRY_POLICY, LEASE_LAPSED_ERROR, type JobQueue } from '@waybook/core';
import { InMemoryJobQueue } from '@waybook/core/testing';
import { Kysely } from 'kysely';
import { openDatabase, truncateAll } from './database.js';
import { PgliteDialect } from './pglite-dialect.js';
import { isCacheableRead } from './read-cache.js';
import type { Database } from './schema.js';
import { SqlJobQueue } from './sql-job-queue.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
// A second connection pool on the same PostgreSQL (a second server); on PGlite the same database.
const second = databaseUrl ? await openDatabase({ databaseUrl, dataDir: 'memory://' }) : open;
afterAll(async () => {
  if (second !== open) await second.close();
  await open.close();
});

const T = new Date('2026-11-24T10:00:00Z');
const at = (seconds: number) => new Date(T.getTime() + seconds * 1000);
const claimOf = (workerId: string, limit = 10, kinds = ['mail', 'sweep']) => ({ workerId, kinds, limit, leaseSeconds: 60 });

const queues: [string, () => Promise<JobQueue>][] = [
  [databaseUrl ? 'SqlJobQueue on PostgreSQL' : 'SqlJobQueue on PGlite', async () => (await truncateAll(open.db), new SqlJobQueue(open.db))],
  ['InMemoryJobQueue', async () => new InMemoryJobQueue()],
];

describe.each(queues)('%s', (_name, make) => {
  let jobs: JobQueue;
  beforeEach(async () => {
    jobs = await make();
  });

  it('claims due jobs of the kinds asked for, earliest run time first, and keeps their payload', async () => {
    await jobs.enqueue({ kind: 'mail', payload: { n: 2 }, runAt: at(20) }, T);
    await jobs.enqueue({ kind: 'mail', payload: { n: 1, to: ['ada@example.com'] }, runAt: at(10) }, T);
    await jobs.enqueue({ kind: 'mail', payload: { n: 3 }, runAt: at(300) }, T);
    await jobs.enqueue({ kind: 'other', payload: {} }, T);
    expect(await jobs.claim(claimOf('a'), at(5))).toEqual([]);
    const claimed = await jobs.claim(claimOf('a'), at(30));
    expect(claimed.map((j) => j.payload)).toEqual([{ n: 1, to: ['ada@example.com'] }, { n: 2 }]);
    expect(claimed[0]).toMatchObject({ state: 'running', attempts: 1, lockedBy: 'a', lockedUntil: at(90), maxAttempts: JOB_RETRY_POLICY.maxAttempts });
    expect(await jobs.claim(claimOf('b'), at(30))).toEqual([]);
  });

  it('never gives one job to two claimers at once, and completes a job only for its holder', async () => {
    for (let n = 0; n < 20; n += 1) await jobs.enqueue({ kind: 'mail', payload: { n } }, T);
    const other = jobs instanceof SqlJobQueue ? new SqlJobQueue(second.db) : jobs;
    const rounds = await Promise.all([0, 1, 2, 3].map((i) => (i % 2 ? other : jobs).claim(claimOf(`w${i}`, 3), T)));
    const more = await Promise.all([4, 5, 6, 7].map((i) => (i % 2 ? other : jobs).claim(claimOf(`w${i}`, 3), T)));
    const all = [...rounds, ...more].flat();
    expect(all).toHaveLength(20);
    expect(new Set(all.map((j) => j.id)).size).toBe(20);
    const [first] = all;
    expect(await jobs.complete(first?.id ?? '', 'someone else', T)).toBe(false);
    expect(await jobs.complete(first?.id ?? '', first?.lockedBy ?? '', T)).toBe(true);
    expect(await jobs.complete(first?.id ?? '', first?.lockedBy ?? '', T)).toBe(false);
  });

  it('gives a job whose worker died to another worker once the lease ran out; the first can no longer finish it', async () => {
    await jobs.enqueue({ kind: 'mail', payload: {}, maxAttempts: 2 }, T);
    const [job] = await jobs.claim(claimOf('dead'), T);
    expect(await jobs.claim(claimOf('b'), at(59))).toEqual([]);
    const [again] = await jobs.claim(claimOf('b'), at(60));
    expect(again).toMatchObject({ id: job?.id, attempts: 2, lockedBy: 'b' });
    expect(await jobs.complete(job?.id ?? '', 'dead', at(61))).toBe(false);
    // b dies too on the last attempt: the job fails instead of running a third time.
    expect(await jobs.claim(claimOf('c'), at(200))).toEqual([]);
    expect(await jobs.list({ state: 'failed' })).toMatchObject([{ id: job?.id, lastError: LEASE_LAPSED_ERROR, lockedBy: null }]);
  });

  it('retries a failed attempt after the backoff, then fails for good with the last error', async () => {
    await jobs.enqueue({ kind: 'mail', payload: {}, maxAttempts: 2 }, T);
    const [job] = await jobs.claim(claimOf('a'), T);
    if (!job) throw new Error('no job');
    const first = failureOutcome(job, T, JOB_RETRY_POLICY);
    expect(first).toEqual({ state: 'pending', runAt: at(10) });
    expect(await jobs.fail(job.id, 'a', { ...first, error: 'SMTP refused' }, T)).toBe(true);
    expect(await jobs.claim(claimOf('a'), at(9))).toEqual([]);
    const [retried] = await jobs.claim(claimOf('a'), at(10));
    expect(retried).toMatchObject({ attempts: 2, lastError: 'SMTP refused' });
    expect(failureOutcome(retried ?? job, at(10), JOB_RETRY_POLICY)).toEqual({ state: 'failed' });
    expect(await jobs.fail(job.id, 'other', { state: 'failed', error: 'x' }, at(10))).toBe(false);
    expect(await jobs.fail(job.id, 'a', { state: 'failed', error: 'SMTP refused again' }, at(10))).toBe(true);
    expect(await jobs.claim(claimOf('a'), at(10_000))).toEqual([]);
    expect(await jobs.list({ state: 'failed' })).toMatchObject([{ id: job.id, state: 'failed', lastError: 'SMTP refused again', attempts: 2 }]);
    expect(await jobs.retry(job.id, at(20))).toBe(true);
    expect(await jobs.retry(job.id, at(20))).toBe(false);
    expect(await jobs.claim(claimOf('a'), at(20))).toMatchObject([{ id: job.id, attempts: 1 }]);
    expect(await jobs.retry('not-an-id', at(20))).toBe(false);
  });

  it('adds a job with a dedupe key only while no pending job has it, so a recurring job stays single', async () => {
    expect(await jobs.enqueue({ kind: 'sweep', payload: {}, dedupeKey: 'sweep' }, T)).toBeDefined();
    expect(await jobs.enqueue({ kind: 'sweep', payload: {}, dedupeKey: 'sweep', runAt: at(5) }, T)).toBeUndefined();
    const [running] = await jobs.claim(claimOf('a'), T);
    // While it runs it schedules its next run; a server starting meanwhile adds nothing more.
    expect(await jobs.enqueue({ kind: 'sweep', payload: {}, dedupeKey: 'sweep', runAt: at(600) }, T)).toBeDefined();
    expect(await jobs.enqueue({ kind: 'sweep', payload: {}, dedupeKey: 'sweep' }, T)).toBeUndefined();
    expect(await jobs.list({ state: 'pending' })).toHaveLength(1);
    // Its retry would make two pending sweeps: it ends failed instead, the pending one does the work.
    expect(await jobs.fail(running?.id ?? '', 'a', { state: 'pending', runAt: at(10), error: 'boom' }, T)).toBe(true);
    expect(await jobs.list({ state: 'failed' })).toMatchObject([{ lastError: DEDUPED_RETRY_ERROR }]);
    expect(await jobs.retry(running?.id ?? '', T)).toBe(false);
  });

  it('lists by state, most recent first, and forgets done jobs past their keep time', async () => {
    await jobs.enqueue({ kind: 'mail', payload: { n: 1 } }, T);
    await jobs.enqueue({ kind: 'mail', payload: { n: 2 } }, T);
    const [a, b] = await jobs.claim(claimOf('a'), T);
    await jobs.complete(a?.id ?? '', 'a', at(1));
    await jobs.complete(b?.id ?? '', 'a', at(2));
    expect((await jobs.list({ state: 'done' })).map((j) => j.payload)).toEqual([{ n: 2 }, { n: 1 }]);
    expect(await jobs.list({ limit: 1 })).toHaveLength(1);
    expect(await jobs.deleteDoneBefore(at(2))).toBe(1);
    expect((await jobs.list({})).map((j) => j.payload)).toEqual([{ n: 2 }]);
  });
});

describe('SqlJobQueue polling', () => {
  it('answers a poll that finds nothing due with one locking read: no write (which would empty PGlite’s read cache), nothing cached', async () => {
    const statements: string[] = [];
    const recording = { query: async <R>(text: string) => (statements.push(text), { rows: [] as R[] }) };
    const db = new Kysely<Database>({ dialect: new PgliteDialect(recording) });
    expect(await new SqlJobQueue(db).claim(claimOf('a'), T)).toEqual([]);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^select .* for update skip locked$/);
    expect(isCacheableRead(statements[0] ?? '')).toBe(false);
  });
});

describe('SqlJobQueue across a restart', () => {
  it('runs after a restart a job enqueued before it (the PGlite data directory closed and opened again)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'waybook-jobs-'));
    try {
      const before = await openDatabase({ dataDir: dir, log: () => undefined });
      await new SqlJobQueue(before.db).enqueue({ kind: 'mail', payload: { to: 'ada@example.com' } }, T);
      await before.close();
      const after = await openDatabase({ dataDir: dir, log: () => undefined });
      try {
        expect(await new SqlJobQueue(after.db).claim(claimOf('a'), T)).toMatchObject([{ kind: 'mail', payload: { to: 'ada@example.com' } }]);
      } finally {
        await after.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
