import type { JobState } from '../domain/jobs/job-rules.js';

/**
 * A value a job's payload may hold: what JSON can carry.
 *
 * @example
 * const v: JobPayloadValue = { email: 'ada@example.com', tries: [1, 2] };
 */
export type JobPayloadValue = string | number | boolean | null | readonly JobPayloadValue[] | { readonly [key: string]: JobPayloadValue };

/**
 * A job's payload: stored in the clear, so never a secret (a token, a rendered link): a job
 * carries references and makes what it needs when it runs.
 *
 * @example
 * const p: JobPayload = { email: 'ada@example.com' };
 */
export type JobPayload = { readonly [key: string]: JobPayloadValue };

/**
 * A job to add: its kind (which handler runs it), payload, when it may run (default now), a
 * dedupe key (while a pending job has it, another with the same key is not added) and how many
 * attempts it gets (default JOB_RETRY_POLICY.maxAttempts).
 *
 * @example
 * const j: NewJob = { kind: 'sweep-idle', payload: {}, runAt: new Date('2026-01-01T10:10:00Z'), dedupeKey: 'sweep-idle' };
 */
export interface NewJob {
  readonly kind: string;
  readonly payload: JobPayload;
  readonly runAt?: Date;
  readonly dedupeKey?: string;
  readonly maxAttempts?: number;
}

/**
 * A job as stored. `attempts` counts the claims so far (the running one included); `lockedBy` and
 * `lockedUntil` name the worker holding it and when its lease ends; `lastError` is the text of the
 * last failure (jobErrorText: one line, no stack trace).
 *
 * @example
 * const pending = (await jobs.list({ state: 'pending' }))[0]?.runAt;
 */
export interface Job {
  readonly id: string;
  readonly kind: string;
  readonly payload: JobPayload;
  readonly state: JobState;
  readonly runAt: Date;
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly dedupeKey: string | null;
  readonly lockedBy: string | null;
  readonly lockedUntil: Date | null;
  readonly lastError: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * What a worker asks for: up to `limit` due jobs of the kinds it runs, held for `leaseSeconds`.
 *
 * @example
 * const c: JobClaim = { workerId: 'host-1:4242', kinds: ['send-mail'], limit: 2, leaseSeconds: 60 };
 */
export interface JobClaim {
  readonly workerId: string;
  readonly kinds: readonly string[];
  readonly limit: number;
  readonly leaseSeconds: number;
}

/**
 * How a failed attempt ends (failureOutcome): pending again from `runAt`, or failed for good;
 * `error` is the text to keep (jobErrorText).
 *
 * @example
 * const f: JobFailure = { state: 'pending', runAt: new Date('2026-01-01T10:00:10Z'), error: 'SMTP refused' };
 */
export type JobFailure = { readonly state: 'pending'; readonly runAt: Date; readonly error: string } | { readonly state: 'failed'; readonly error: string };

/**
 * The durable job queue every server shares (a table in the database). A job is claimed by one
 * worker at a time under a lease; only that worker completes or fails it; a job whose lease ran out
 * (its worker died) is claimed again, and fails for good once its attempts are spent.
 *
 * @example
 * await jobs.enqueue({ kind: 'reset-password-mail', payload: { email } }, clock.now());
 * const [job] = await jobs.claim({ workerId, kinds: ['reset-password-mail'], limit: 1, leaseSeconds: 60 }, clock.now());
 * if (job) await jobs.complete(job.id, workerId, clock.now());
 */
export interface JobQueue {
  /** Adds a job; answers its id, or undefined when a pending job has the same dedupe key. */
  enqueue(job: NewJob, now: Date): Promise<{ readonly id: string } | undefined>;
  /**
   * Takes due jobs (pending from their run time, or running with a lapsed lease), oldest run time
   * first; a job whose lease lapsed with no attempt left fails instead (LEASE_LAPSED_ERROR).
   */
  claim(request: JobClaim, now: Date): Promise<readonly Job[]>;
  /** Marks a job done; false when `workerId` no longer holds it (another worker reclaimed it). */
  complete(id: string, workerId: string, now: Date): Promise<boolean>;
  /**
   * Records a failed attempt; false when `workerId` no longer holds it. A retry that would make two
   * pending jobs share a dedupe key ends failed instead (the pending twin does the work).
   */
  fail(id: string, workerId: string, failure: JobFailure, now: Date): Promise<boolean>;
  /** The jobs in one state (all when absent), most recently changed first, at most `limit` (default 100). */
  list(filter: { readonly state?: JobState; readonly limit?: number }): Promise<readonly Job[]>;
  /** Makes a failed job pending again now with its attempts reset; false when it is not failed or a pending twin has its key. */
  retry(id: string, now: Date): Promise<boolean>;
  /** Forgets done jobs last changed before `before`; answers how many. */
  deleteDoneBefore(before: Date): Promise<number>;
}
