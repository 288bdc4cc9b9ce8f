import {
  DEDUPED_RETRY_ERROR,
  JOB_RETRY_POLICY,
  LEASE_LAPSED_ERROR,
  type Job,
  type JobClaim,
  type JobFailure,
  type JobPayload,
  type JobQueue,
  type JobState,
  type NewJob,
} from '@waybook/core';
import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from './schema.js';

const isUniqueViolation = (e: unknown): boolean => typeof e === 'object' && e !== null && 'code' in e && e.code === '23505';
// Ids are bigint: anything else names no job (and would be a type error in SQL).
const isJobId = (id: string): boolean => /^\d{1,18}$/.test(id);

// No other pending job has this one's dedupe key (a null key has no twin): retrying it keeps the
// dedupe key unique among pending jobs.
const noPendingTwin = (eb: ExpressionBuilder<Database, 'jobs'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('jobs as twin')
        .select('twin.id')
        .whereRef('twin.dedupe_key', '=', 'jobs.dedupe_key')
        .where('twin.state', '=', 'pending')
        .whereRef('twin.id', '<>', 'jobs.id'),
    ),
  );

function toJob(row: Selectable<JobsTable>): Job {
  return {
    id: String(row.id),
    kind: row.kind,
    payload: row.payload as JobPayload,
    state: row.state as JobState,
    runAt: row.run_at,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    dedupeKey: row.dedupe_key,
    lockedBy: row.locked_by,
    lockedUntil: row.locked_until,
    lastError: row.last_error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The job queue in the `jobs` table (migration 013), on PGlite and PostgreSQL alike. A claim is one
 * UPDATE over the due rows picked with `FOR UPDATE SKIP LOCKED`, so two servers claiming at once
 * never take the same job (on PGlite, one connection, the dialect runs them one after the other);
 * completion and failure are only written while `locked_by` is still the caller. Times come from
 * the caller's clock, never from the database's.
 *
 * @example
 * const jobs = new SqlJobQueue(db);
 */
export class SqlJobQueue implements JobQueue {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(job: NewJob, now: Date): Promise<{ readonly id: string } | undefined> {
    const row = await this.db
      .insertInto('jobs')
      .values({
        kind: job.kind,
        payload: JSON.stringify(job.payload),
        state: 'pending',
        run_at: job.runAt ?? now,
        max_attempts: job.maxAttempts ?? JOB_RETRY_POLICY.maxAttempts,
        dedupe_key: job.dedupeKey ?? null,
        created_at: now,
        updated_at: now,
      })
      // The partial index's predicate is written out, not bound: PostgreSQL matches the arbiter
      // index when it plans, and a prepared statement's generic plan has no value for a parameter.
      .onConflict((oc) => oc.column('dedupe_key').where(sql.ref('state'), '=', sql.lit('pending')).where('dedupe_key', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row ? { id: String(row.id) } : undefined;
  }

  async claim(request: JobClaim, now: Date): Promise<readonly Job[]> {
    if (request.kinds.length === 0 || request.limit <= 0 || !(await this.anyDue(request.kinds, now))) return [];
    // A job whose worker died on its last attempt fails rather than run once more.
    await this.db
      .updateTable('jobs')
      .set({ state: 'failed', locked_by: null, locked_until: null, last_error: LEASE_LAPSED_ERROR, updated_at: now })
      .where('state', '=', 'running')
      .where('locked_until', '<=', now)
      .where('attempts', '>=', sql.ref<number>('max_attempts'))
      .where('kind', 'in', request.kinds)
      .execute();
    const rows = await this.db
      .updateTable('jobs')
      .set({
        state: 'running',
        locked_by: request.workerId,
        locked_until: new Date(now.getTime() + request.leaseSeconds * 1000),
        attempts: sql<number>`attempts + 1`,
        updated_at: now,
      })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('kind', 'in', request.kinds)
          .where((w) =>
            w.or([
              w.and([w('state', '=', 'pending'), w('run_at', '<=', now)]),
              w.and([w('state', '=', 'running'), w('locked_until', '<=', now), w('attempts', '<', w.ref('max_attempts'))]),
            ]),
          )
          .orderBy('run_at')
          .orderBy('id')
          .limit(request.limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
    return rows.map(toJob).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || Number(a.id) - Number(b.id));
  }

  async complete(id: string, workerId: string, now: Date): Promise<boolean> {
    if (!isJobId(id)) return false;
    const result = await this.held(id, workerId).set({ state: 'done', locked_by: null, locked_until: null, updated_at: now }).executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async fail(id: string, workerId: string, failure: JobFailure, now: Date): Promise<boolean> {
    if (!isJobId(id)) return false;
    if (failure.state === 'pending') {
      const retried = await this.held(id, workerId)
        .set({ state: 'pending', run_at: failure.runAt, locked_by: null, locked_until: null, last_error: failure.error, updated_at: now })
        .where(noPendingTwin)
        .executeTakeFirst()
        .catch((e: unknown) => (isUniqueViolation(e) ? { numUpdatedRows: 0n } : Promise.reject(e)));
      if (retried.numUpdatedRows > 0n) return true;
    }
    const error = failure.state === 'pending' ? DEDUPED_RETRY_ERROR : failure.error;
    const failed = await this.held(id, workerId)
      .set({ state: 'failed', locked_by: null, locked_until: null, last_error: error, updated_at: now })
      .executeTakeFirst();
    return failed.numUpdatedRows > 0n;
  }

  async list(filter: { readonly state?: JobState; readonly limit?: number }): Promise<readonly Job[]> {
    let query = this.db.selectFrom('jobs').selectAll();
    if (filter.state !== undefined) query = query.where('state', '=', filter.state);
    const rows = await query
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit ?? 100)
      .execute();
    return rows.map(toJob);
  }

  async retry(id: string, now: Date): Promise<boolean> {
    if (!isJobId(id)) return false;
    const result = await this.db
      .updateTable('jobs')
      .set({ state: 'pending', run_at: now, attempts: 0, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .where(noPendingTwin)
      .executeTakeFirst()
      .catch((e: unknown) => (isUniqueViolation(e) ? { numUpdatedRows: 0n } : Promise.reject(e)));
    return result.numUpdatedRows > 0n;
  }

  async deleteDoneBefore(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('jobs').where('state', '=', 'done').where('updated_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  // Most polls find nothing: a locking read answers that without writing, so PGlite's read cache
  // (emptied by every write, never keeping a locking read) is left alone between jobs.
  private async anyDue(kinds: readonly string[], now: Date): Promise<boolean> {
    const due = await this.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', 'in', kinds)
      .where((w) => w.or([w.and([w('state', '=', 'pending'), w('run_at', '<=', now)]), w.and([w('state', '=', 'running'), w('locked_until', '<=', now)])]))
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    return due !== undefined;
  }

  private held(id: string, workerId: string) {
    return this.db.updateTable('jobs').where('id', '=', id).where('state', '=', 'running').where('locked_by', '=', workerId);
  }
}
