import type { Clock, JobQueue } from '@waybook/core';
import { ALERT_DELIVERY_JOB, type AlertDeliveryDeps, deliverAlert, REMINDERS_JOB, RESET_PASSWORD_MAIL_JOB, type PasswordService } from '@waybook/core/server';
import type { JobHandlers } from './job-worker.js';
import { SWEEP_JOB, sweepJob, type sweepIdle } from './sweep.js';
import { remindersJob } from './reminder-job.js';

/**
 * Every kind of background job the server runs, with its handler: the forgotten-password mail,
 * alert delivery, the recurring reminders (FP, H, D) and the recurring sweep. Later kinds (alerts, reminders, pollers) are added here.
 *
 * @example
 * const worker = new JobWorker({ queue, clock, log, handlers: jobHandlers({ passwords, alertDelivery, reminders, queue, clock, log, stores }) });
 */
export function jobHandlers(deps: {
  readonly passwords: Pick<PasswordService, 'sendResetMail'>;
  readonly alertDelivery: AlertDeliveryDeps;
  readonly reminders: Parameters<typeof remindersJob>[0];
  readonly queue: JobQueue;
  readonly clock: Clock;
  readonly log: (line: string) => void;
  readonly stores: Parameters<typeof sweepIdle>[0];
  /** Kinds wired beside these (the inbound import job). */
  readonly extra?: JobHandlers;
}): JobHandlers {
  return {
    [RESET_PASSWORD_MAIL_JOB]: (job) => deps.passwords.sendResetMail(job.payload),
    [ALERT_DELIVERY_JOB]: (job) => deliverAlert(deps.alertDelivery, job.payload),
    [REMINDERS_JOB]: remindersJob(deps.reminders, deps.queue, deps.clock, deps.log),
    [SWEEP_JOB]: sweepJob(deps.stores, deps.queue, deps.clock, deps.log),
    ...deps.extra,
  };
}
