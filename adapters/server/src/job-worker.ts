import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { failureOutcome, JOB_RETRY_POLICY, jobErrorText, type Clock, type Job, type JobQueue, type JobRetryPolicy } from '@waybook/core';

/** Runs one job; a throw fails the attempt (retried with backoff, then failed). */
export type JobHandler = (job: Job) => Promise<void>;

/** The handlers by job kind: a worker claims only the kinds it has a handler for. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** How a worker runs (defaults: a poll a second, two jobs at a time, a lease of two minutes). */
export interface JobWorkerOptions {
  readonly queue: JobQueue;
  readonly clock: Clock;
  readonly handlers: JobHandlers;
  readonly log: (line: string) => void;
  readonly workerId?: string;
  readonly pollMs?: number;
  readonly concurrency?: number;
  /** A handler must end well within its lease: past it, another worker may run the job again. */
  readonly leaseSeconds?: number;
  readonly policy?: JobRetryPolicy;
}

/** The lease of a claimed job: long enough for a mail or a sweep, short enough to rerun a dead worker's job soon. */
export const JOB_LEASE_SECONDS = 120;

/**
 * The server's job runner: polls the jobs table (the durable state lives there, so a timer is
 * enough), claims what its handlers run, up to `concurrency` at a time, and records each attempt
 * (done, or failed with backoff through core's failureOutcome). `stop` ends polling and waits for
 * the jobs in hand; a worker killed meanwhile leaves them to be claimed again after their lease.
 *
 * @example
 * const worker = new JobWorker({ queue, clock, handlers, log }); worker.start(); ... await worker.stop();
 */
export class JobWorker {
  readonly workerId: string;
  private readonly running = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private polling: Promise<number> | undefined;

  constructor(private readonly o: JobWorkerOptions) {
    this.workerId = o.workerId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs in hand to end. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    await Promise.all(this.running);
  }

  /** Claims due jobs for the free slots and starts them; answers how many started. */
  async poll(): Promise<number> {
    const free = (this.o.concurrency ?? 2) - this.running.size;
    const kinds = Object.keys(this.o.handlers);
    if (free <= 0 || kinds.length === 0) return 0;
    const jobs = await this.o.queue.claim(
      { workerId: this.workerId, kinds, limit: free, leaseSeconds: this.o.leaseSeconds ?? JOB_LEASE_SECONDS },
      this.o.clock.now(),
    );
    for (const job of jobs) {
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.wake();
      });
      this.running.add(run);
    }
    return jobs.length;
  }

  /** Polls until nothing is due and every job in hand has ended (tests, admin). */
  async drain(): Promise<void> {
    for (;;) {
      if ((await this.poll()) > 0 || this.running.size > 0) {
        if (this.running.size > 0) await Promise.race(this.running);
        continue;
      }
      // A poll the timer started may hold a due job it has claimed but not started yet: on a
      // database with real concurrency (PostgreSQL) our own claim then found nothing.
      await this.polling;
      if (this.running.size === 0) return;
    }
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.polling = this.poll().catch((e: unknown) => (this.o.log(`job poll failed: ${jobErrorText(String(e))}`), 0));
      void this.polling.then((started) => this.schedule(started > 0 ? 0 : (this.o.pollMs ?? 1_000)));
    }, ms);
    this.timer.unref();
  }

  // A slot came free: look for the next due job at once, not at the next poll (with every slot
  // busy the poll found nothing, and a full queue would otherwise run `concurrency` jobs a poll).
  // A poll under way (no timer pending) schedules the next one itself.
  private wake(): void {
    if (this.timer !== undefined) this.schedule(0);
  }

  private async run(job: Job): Promise<void> {
    const { queue, clock, log } = this.o;
    const handler = this.o.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler(job);
      if (!(await queue.complete(job.id, this.workerId, clock.now()))) log(`job ${job.id} (${job.kind}) ended after its lease: another worker holds it`);
    } catch (e: unknown) {
      const error = jobErrorText(e instanceof Error ? e.message : String(e));
      const outcome = failureOutcome(job, clock.now(), this.o.policy ?? JOB_RETRY_POLICY);
      const recorded = await queue.fail(job.id, this.workerId, { ...outcome, error }, clock.now()).catch(() => false);
      const next = outcome.state === 'pending' ? `retry at ${outcome.runAt.toISOString()}` : 'failed for good';
      log(`job ${job.id} (${job.kind}) attempt ${job.attempts}/${job.maxAttempts} failed: ${error}; ${recorded ? next : 'not recorded'}`);
    }
  }
}
