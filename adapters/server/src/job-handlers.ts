import type { Clock, JobQueue } from '@waybook/core';
import { RESET_PASSWORD_MAIL_JOB, type PasswordService } from '@waybook/core/server';
import type { JobHandlers } from './job-worker.js';
import { SWEEP_JOB, sweepJob, type sweepIdle } from './sweep.js';

/**
 * Every kind of background job the server runs, with its handler: the forgotten-password mail
 * and the recurring sweep. Later kinds (alerts, reminders, pollers) are added here.
 *
 * @example
 * const worker = new JobWorker({ queue, clock, log, handlers: jobHandlers({ passwords, queue, clock, log, stores }) });
 */
export function jobHandlers(deps: {
  readonly passwords: Pick<PasswordService, 'sendResetMail'>;
  readonly queue: JobQueue;
  readonly clock: Clock;
  readonly log: (line: string) => void;
  readonly stores: Parameters<typeof sweepIdle>[0];
}): JobHandlers {
  return {
    [RESET_PASSWORD_MAIL_JOB]: (job) => deps.passwords.sendResetMail(job.payload),
    [SWEEP_JOB]: sweepJob(deps.stores, deps.queue, deps.clock, deps.log),
  };
}
