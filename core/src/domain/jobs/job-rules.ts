/**
 * Where a background job is: waiting (`pending`, from its `runAt`), held by a worker under a lease
 * (`running`), finished (`done`), or given up after its last attempt (`failed`).
 *
 * @example
 * const s: JobState = 'pending';
 */
export type JobState = 'pending' | 'running' | 'done' | 'failed';

/**
 * Every job state, in the order a job goes through them.
 *
 * @example
 * JOB_STATES.includes('failed') // true
 */
export const JOB_STATES: readonly JobState[] = ['pending', 'running', 'done', 'failed'];

/**
 * What happens to a job: a worker claims it (or reclaims it once the holder's lease ran out), the
 * holder completes it or fails it (retried later, or given up), an admin retries a failed one.
 *
 * @example
 * const e: JobEvent = { kind: 'fail', retry: true };
 */
export type JobEvent =
  | { readonly kind: 'claim' }
  | { readonly kind: 'reclaim' }
  | { readonly kind: 'complete' }
  | { readonly kind: 'fail'; readonly retry: boolean }
  | { readonly kind: 'lease-lost' }
  | { readonly kind: 'admin-retry' };

/**
 * The job state machine: the state after `event`, or undefined when the event does not apply
 * (a done job never runs again; only a running job completes or fails).
 *
 * @example
 * jobTransition('pending', { kind: 'claim' }) // 'running'
 * jobTransition('done', { kind: 'admin-retry' }) // undefined
 */
export function jobTransition(state: JobState, event: JobEvent): JobState | undefined {
  switch (event.kind) {
    case 'claim':
      return state === 'pending' ? 'running' : undefined;
    case 'reclaim':
      return state === 'running' ? 'running' : undefined;
    case 'complete':
      return state === 'running' ? 'done' : undefined;
    case 'fail':
      if (state !== 'running') return undefined;
      return event.retry ? 'pending' : 'failed';
    case 'lease-lost':
      return state === 'running' ? 'failed' : undefined;
    case 'admin-retry':
      return state === 'failed' ? 'pending' : undefined;
  }
}

/**
 * How a kind of job is retried: the first retry waits `baseSeconds`, each next one twice as long,
 * never more than `maxSeconds`; after `maxAttempts` attempts the job fails for good.
 *
 * @example
 * const p: JobRetryPolicy = { baseSeconds: 10, maxSeconds: 3600, maxAttempts: 5 };
 */
export interface JobRetryPolicy {
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  readonly maxAttempts: number;
}

/**
 * The default retry policy: 10 s, 20 s, 40 s, 80 s between five attempts (at most an hour apart).
 *
 * @example
 * JOB_RETRY_POLICY.maxAttempts // 5
 */
export const JOB_RETRY_POLICY: JobRetryPolicy = { baseSeconds: 10, maxSeconds: 3600, maxAttempts: 5 };

/**
 * Seconds to wait after failed attempt number `attempt` (1 for the first): exponential, capped.
 *
 * @example
 * retryDelaySeconds(1, JOB_RETRY_POLICY) // 10
 * retryDelaySeconds(3, JOB_RETRY_POLICY) // 40
 * retryDelaySeconds(30, JOB_RETRY_POLICY) // 3600
 */
export function retryDelaySeconds(attempt: number, policy: JobRetryPolicy): number {
  const exponent = Math.min(Math.max(0, Math.floor(attempt) - 1), 40);
  return Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** exponent);
}

/**
 * What becomes of a job whose attempt failed: run again after the backoff while attempts are left
 * (`attempts` counts the one that failed), otherwise failed for good.
 *
 * @example
 * failureOutcome({ attempts: 1, maxAttempts: 5 }, new Date('2026-01-01T10:00:00Z'), JOB_RETRY_POLICY)
 * // { state: 'pending', runAt: new Date('2026-01-01T10:00:10Z') }
 * failureOutcome({ attempts: 5, maxAttempts: 5 }, new Date('2026-01-01T10:00:00Z'), JOB_RETRY_POLICY) // { state: 'failed' }
 */
export function failureOutcome(
  job: { readonly attempts: number; readonly maxAttempts: number },
  now: Date,
  policy: JobRetryPolicy,
): { readonly state: 'pending'; readonly runAt: Date } | { readonly state: 'failed' } {
  if (job.attempts >= job.maxAttempts) return { state: 'failed' };
  return { state: 'pending', runAt: new Date(now.getTime() + retryDelaySeconds(job.attempts, policy) * 1000) };
}

/**
 * Whether a worker may claim the job at `now`: pending and due, or running under a lease that ran
 * out (its worker died or hangs) with attempts left.
 *
 * @example
 * isClaimable({ state: 'pending', runAt: new Date(0), lockedUntil: null, attempts: 0, maxAttempts: 5 }, new Date(1)) // true
 */
export function isClaimable(
  job: { readonly state: JobState; readonly runAt: Date; readonly lockedUntil: Date | null; readonly attempts: number; readonly maxAttempts: number },
  now: Date,
): boolean {
  if (job.state === 'pending') return job.runAt.getTime() <= now.getTime();
  return job.state === 'running' && isLeaseLost(job, now) && job.attempts < job.maxAttempts;
}

/**
 * Whether a running job's lease ran out at `now` (a lease ends at `lockedUntil`, excluded).
 *
 * @example
 * isLeaseLost({ lockedUntil: new Date('2026-01-01T10:00:00Z') }, new Date('2026-01-01T10:00:00Z')) // true
 */
export function isLeaseLost(job: { readonly lockedUntil: Date | null }, now: Date): boolean {
  return job.lockedUntil !== null && job.lockedUntil.getTime() <= now.getTime();
}

/**
 * The error kept on a job whose worker stopped (killed, hung) while holding it on its last attempt.
 *
 * @example
 * LEASE_LAPSED_ERROR // 'the worker stopped before finishing (lease lapsed)'
 */
export const LEASE_LAPSED_ERROR = 'the worker stopped before finishing (lease lapsed)';

/**
 * The error kept on a failed attempt that is not retried because a pending job with the same
 * dedupe key will do the work.
 *
 * @example
 * DEDUPED_RETRY_ERROR.startsWith('not retried') // true
 */
export const DEDUPED_RETRY_ERROR = 'not retried: a pending job with the same dedupe key replaces it';

/**
 * Longest error text kept on a job.
 *
 * @example
 * JOB_ERROR_MAX_LENGTH // 300
 */
export const JOB_ERROR_MAX_LENGTH = 300;

/**
 * The error text a job keeps: the message's first line only (no stack trace), query strings cut and
 * long token-like runs replaced (a link or secret in a message is not stored), at most
 * JOB_ERROR_MAX_LENGTH characters.
 *
 * @example
 * jobErrorText('connect ECONNREFUSED 127.0.0.1:25\n    at TCPConnectWrap') // 'connect ECONNREFUSED 127.0.0.1:25'
 * jobErrorText('bad link https://w.example/change-password?st=abc') // 'bad link https://w.example/change-password?'
 */
export function jobErrorText(message: string): string {
  const firstLine = message.split(/\r?\n/, 1)[0] ?? '';
  const cleaned = firstLine
    .replace(/\?\S*/g, '?')
    .replace(/[A-Za-z0-9_\-+/=]{32,}/g, '[removed]')
    .trim();
  const text = cleaned === '' ? 'error' : cleaned;
  return text.length <= JOB_ERROR_MAX_LENGTH ? text : `${text.slice(0, JOB_ERROR_MAX_LENGTH - 1)}…`;
}
