import type { AccountStore, AlertRaiser, Clock, JobQueue, ReminderSource } from '@waybook/core';
import { raiseDueReminders, REMINDERS_INTERVAL_MS, REMINDERS_JOB } from '@waybook/core/server';
import type { JobHandler } from './job-worker.js';

/**
 * Schedules the reminder job at `runAt` unless one is already waiting (its dedupe key): every
 * server does it at start and each run does it for the next, so there is always exactly one.
 *
 * @example
 * await scheduleReminders(queue, clock.now(), clock.now());
 */
export function scheduleReminders(queue: Pick<JobQueue, 'enqueue'>, runAt: Date, now: Date): Promise<{ readonly id: string } | undefined> {
  return queue.enqueue({ kind: REMINDERS_JOB, payload: {}, runAt, dedupeKey: REMINDERS_JOB }, now);
}

/**
 * The reminders as a recurring job: raises what is due (FP, H, D: raiseDueReminders), then
 * schedules the next run REMINDERS_INTERVAL_MS later, even when this one failed (then it also
 * fails, so the worker retries it and the admin command shows why).
 *
 * @example
 * const handlers = { [REMINDERS_JOB]: remindersJob({ source, alerts, accounts }, queue, clock, log) };
 */
export function remindersJob(
  deps: { readonly source: ReminderSource; readonly alerts: AlertRaiser; readonly accounts: Pick<AccountStore, 'profile'> },
  queue: Pick<JobQueue, 'enqueue'>,
  clock: Clock,
  log: (line: string) => void,
): JobHandler {
  return async () => {
    const now = clock.now();
    try {
      const raised = await raiseDueReminders(deps, now);
      if (raised > 0) log(`reminders: ${raised} due`);
    } finally {
      await scheduleReminders(queue, new Date(now.getTime() + REMINDERS_INTERVAL_MS), now);
    }
  };
}
