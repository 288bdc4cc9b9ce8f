import { DEDUPED_RETRY_ERROR, isClaimable, isLeaseLost, JOB_RETRY_POLICY, jobTransition, LEASE_LAPSED_ERROR, type JobEvent } from '../domain/jobs/job-rules.js';
import type { Job, JobClaim, JobFailure, JobPayload, JobQueue, NewJob } from '../ports/job-queue.port.js';

type Row = { -readonly [K in keyof Job]: Job[K] };

/**
 * The job queue in memory, for tests: the same rules as the SQL queue (isClaimable, jobTransition).
 *
 * @example
 * const jobs = new InMemoryJobQueue(); await jobs.enqueue({ kind: 'k', payload: {} }, now);
 */
export class InMemoryJobQueue implements JobQueue {
  readonly rows = new Map<string, Row>();
  private next = 1;

  enqueue(job: NewJob, now: Date): Promise<{ readonly id: string } | undefined> {
    if (job.dedupeKey !== undefined && this.pendingTwin(job.dedupeKey) !== undefined) return Promise.resolve(undefined);
    const id = String(this.next++);
    this.rows.set(id, {
      id,
      kind: job.kind,
      // A copy, as the table keeps its own (payloads are JSON).
      payload: JSON.parse(JSON.stringify(job.payload)) as JobPayload,
      state: 'pending',
      runAt: job.runAt ?? now,
      attempts: 0,
      maxAttempts: job.maxAttempts ?? JOB_RETRY_POLICY.maxAttempts,
      dedupeKey: job.dedupeKey ?? null,
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      updatedAt: now,
    });
    return Promise.resolve({ id });
  }

  claim(request: JobClaim, now: Date): Promise<readonly Job[]> {
    for (const row of this.rows.values()) {
      if (row.state === 'running' && isLeaseLost(row, now) && row.attempts >= row.maxAttempts) {
        this.move(row, { kind: 'lease-lost' }, now, { lockedBy: null, lockedUntil: null, lastError: LEASE_LAPSED_ERROR });
      }
    }
    const due = [...this.rows.values()]
      .filter((row) => request.kinds.includes(row.kind) && isClaimable(row, now))
      .sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || Number(a.id) - Number(b.id))
      .slice(0, Math.max(0, request.limit));
    for (const row of due) {
      this.move(row, { kind: row.state === 'pending' ? 'claim' : 'reclaim' }, now, {
        lockedBy: request.workerId,
        lockedUntil: new Date(now.getTime() + request.leaseSeconds * 1000),
        attempts: row.attempts + 1,
      });
    }
    return Promise.resolve(due.map((row) => ({ ...row })));
  }

  complete(id: string, workerId: string, now: Date): Promise<boolean> {
    const row = this.held(id, workerId);
    if (row) this.move(row, { kind: 'complete' }, now, { lockedBy: null, lockedUntil: null });
    return Promise.resolve(row !== undefined);
  }

  fail(id: string, workerId: string, failure: JobFailure, now: Date): Promise<boolean> {
    const row = this.held(id, workerId);
    if (!row) return Promise.resolve(false);
    const twin = failure.state === 'pending' && row.dedupeKey !== null && this.pendingTwin(row.dedupeKey) !== undefined;
    if (failure.state === 'pending' && !twin) {
      this.move(row, { kind: 'fail', retry: true }, now, { lockedBy: null, lockedUntil: null, lastError: failure.error, runAt: failure.runAt });
    } else {
      this.move(row, { kind: 'fail', retry: false }, now, { lockedBy: null, lockedUntil: null, lastError: twin ? DEDUPED_RETRY_ERROR : failure.error });
    }
    return Promise.resolve(true);
  }

  list(filter: { readonly state?: Job['state']; readonly limit?: number }): Promise<readonly Job[]> {
    const rows = [...this.rows.values()]
      .filter((row) => filter.state === undefined || row.state === filter.state)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || Number(b.id) - Number(a.id))
      .slice(0, filter.limit ?? 100);
    return Promise.resolve(rows.map((row) => ({ ...row })));
  }

  retry(id: string, now: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.state !== 'failed' || (row.dedupeKey !== null && this.pendingTwin(row.dedupeKey) !== undefined)) return Promise.resolve(false);
    this.move(row, { kind: 'admin-retry' }, now, { runAt: now, attempts: 0 });
    return Promise.resolve(true);
  }

  deleteDoneBefore(before: Date): Promise<number> {
    const gone = [...this.rows.values()].filter((row) => row.state === 'done' && row.updatedAt < before);
    for (const row of gone) this.rows.delete(row.id);
    return Promise.resolve(gone.length);
  }

  private pendingTwin(dedupeKey: string): Row | undefined {
    return [...this.rows.values()].find((row) => row.state === 'pending' && row.dedupeKey === dedupeKey);
  }

  private held(id: string, workerId: string): Row | undefined {
    const row = this.rows.get(id);
    return row && row.state === 'running' && row.lockedBy === workerId ? row : undefined;
  }

  private move(row: Row, event: JobEvent, now: Date, changes: Partial<Row>): void {
    const state = jobTransition(row.state, event);
    if (state === undefined) throw new Error(`job ${row.id}: ${event.kind} does not apply to a ${row.state} job`);
    Object.assign(row, changes, { state, updatedAt: now });
  }
}
