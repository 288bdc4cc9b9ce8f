import {
  IDLE_BUCKET_SECONDS,
  SESSION_IDLE_MINUTES,
  type AccountLinkStore,
  type Clock,
  type JobQueue,
  type SessionStore,
  type ThrottleStore,
} from '@waybook/core';
import type { JobHandler } from './job-worker.js';

/** How often the sweep runs (a recurring job: each run schedules the next). */
export const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Forgets what has gone idle: sessions without a request for SESSION_IDLE_MINUTES, throttle
 * buckets untouched for IDLE_BUCKET_SECONDS (full again by then, so forgetting one lets nothing
 * through it would refuse), and account links that have expired. A failure is logged, never thrown: the next sweep tries again.
 *
 * @example
 * await sweepIdle(server.stores, clock.now(), log);
 */
export async function sweepIdle(
  stores: {
    readonly sessions: Pick<SessionStore, 'deleteIdleSince'>;
    readonly throttle: Pick<ThrottleStore, 'deleteIdleSince'>;
    readonly accountLinks: Pick<AccountLinkStore, 'deleteExpiredBefore'>;
    /** The OAuth 2.0 records (codes, tokens, grants, sessions) past their expiry. */
    readonly oauth?: { deleteExpired(now: Date): Promise<number> };
  },
  now: Date,
  log: (line: string) => void,
): Promise<void> {
  const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  await Promise.all([
    stores.sessions.deleteIdleSince(before(SESSION_IDLE_MINUTES * 60)).catch((e: unknown) => log(`session sweep failed: ${String(e)}`)),
    stores.throttle.deleteIdleSince(before(IDLE_BUCKET_SECONDS)).catch((e: unknown) => log(`throttle sweep failed: ${String(e)}`)),
    stores.accountLinks.deleteExpiredBefore(now).catch((e: unknown) => log(`account link sweep failed: ${String(e)}`)),
    stores.oauth?.deleteExpired(now).catch((e: unknown) => log(`oauth sweep failed: ${String(e)}`)),
  ]);
}

/** The job kind of the sweep, also its dedupe key: at most one sweep waits at any time. */
export const SWEEP_JOB = 'sweep-idle';

/** Done jobs are kept this long (for `npm run admin -- jobs`), then swept; failed ones stay until retried. */
export const DONE_JOBS_KEPT_DAYS = 7;

/**
 * Schedules the sweep at `runAt` unless one is already waiting (its dedupe key): every server does
 * it at start, and each run does it for the next, so there is always exactly one.
 *
 * @example
 * await scheduleSweep(queue, clock.now(), clock.now());
 */
export function scheduleSweep(queue: Pick<JobQueue, 'enqueue'>, runAt: Date, now: Date): Promise<{ readonly id: string } | undefined> {
  return queue.enqueue({ kind: SWEEP_JOB, payload: {}, runAt, dedupeKey: SWEEP_JOB }, now);
}

/**
 * The sweep as a recurring job: sweeps (sweepIdle, and done jobs older than DONE_JOBS_KEPT_DAYS),
 * then schedules its next run SWEEP_INTERVAL_MS later, even when a store failed.
 *
 * @example
 * const handlers = { [SWEEP_JOB]: sweepJob(server.stores, queue, clock, log) };
 */
export function sweepJob(
  stores: Parameters<typeof sweepIdle>[0],
  queue: Pick<JobQueue, 'enqueue' | 'deleteDoneBefore'>,
  clock: Clock,
  log: (line: string) => void,
): JobHandler {
  return async () => {
    const now = clock.now();
    try {
      await sweepIdle(stores, now, log);
      await queue.deleteDoneBefore(new Date(now.getTime() - DONE_JOBS_KEPT_DAYS * 86_400_000)).catch((e: unknown) => log(`job sweep failed: ${String(e)}`));
    } finally {
      await scheduleSweep(queue, new Date(now.getTime() + SWEEP_INTERVAL_MS), now);
    }
  };
}
