import { JOB_STATES, type Job, type JobQueue, type JobState } from '@waybook/core';

/** How the jobs commands are called. */
export const JOBS_USAGE = 'npm run admin -- jobs [--state pending|running|done|failed] | npm run admin -- jobs retry <id>';

const isState = (value: string | undefined): value is JobState => JOB_STATES.some((s) => s === value);

/**
 * One job as a line: id, state, kind, attempts, when it runs (or ran), the worker holding it and
 * the last error. The payload is not printed (it may name a person: look it up in the table).
 *
 * @example
 * jobLine(job) // '12  failed  reset-password-mail  5/5  run 2026-11-24T10:00:00.000Z  SMTP refused'
 */
export function jobLine(job: Job): string {
  const held = job.lockedBy ? `  held by ${job.lockedBy} until ${job.lockedUntil?.toISOString() ?? '?'}` : '';
  const error = job.lastError ? `  ${job.lastError}` : '';
  return `${job.id}  ${job.state}  ${job.kind}  ${job.attempts}/${job.maxAttempts}  run ${job.runAt.toISOString()}${held}${error}`;
}

/**
 * `npm run admin -- jobs ...`: lists the jobs (most recently changed first, at most 100), in one
 * state with `--state`, or makes a failed job pending again (`jobs retry <id>`, attempts reset).
 *
 * @example
 * await jobsCommand(['jobs', '--state', 'failed'], new SqlJobQueue(db), new Date()) // { code: 0, message: '12  failed  ...' }
 */
export async function jobsCommand(args: readonly string[], jobs: JobQueue, now: Date): Promise<{ code: number; message: string }> {
  const [, first, second] = args;
  if (first === 'retry' && second !== undefined && args.length === 3) {
    if (await jobs.retry(second, now)) return { code: 0, message: `job ${second} is pending again` };
    return { code: 1, message: `no failed job ${second} (or a pending job with its dedupe key is waiting)` };
  }
  const state = args.length === 3 && first === '--state' && isState(second) ? second : undefined;
  if (args.length !== 1 && state === undefined) return { code: 2, message: `usage: ${JOBS_USAGE}` };
  const list = await jobs.list(state === undefined ? {} : { state });
  return { code: 0, message: list.length === 0 ? 'no jobs' : list.map(jobLine).join('\n') };
}
