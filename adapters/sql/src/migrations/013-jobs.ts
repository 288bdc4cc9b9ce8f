import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The durable job queue (issue 13): one row per job, claimed with `FOR UPDATE SKIP LOCKED` under a
 * lease (`locked_by`, `locked_until`). A dedupe key is unique among pending jobs only, so a
 * recurring job can schedule its next run while the current one runs.
 */
export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('jobs')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('pending', 'running', 'done', 'failed')`))
      .addColumn('run_at', 'timestamptz', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('dedupe_key', 'text')
      .addColumn('locked_by', 'text')
      .addColumn('locked_until', 'timestamptz')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // What a claim walks: pending jobs by run time, running ones by lease end.
    await db.schema.createIndex('jobs_pending').on('jobs').columns(['run_at', 'id']).where(sql.ref('state'), '=', 'pending').execute();
    await db.schema.createIndex('jobs_running').on('jobs').column('locked_until').where(sql.ref('state'), '=', 'running').execute();
    await db.schema
      .createIndex('jobs_dedupe')
      .on('jobs')
      .column('dedupe_key')
      .unique()
      .where(sql.ref('state'), '=', 'pending')
      .where(sql.ref('dedupe_key'), 'is not', null)
      .execute();
    await db.schema.createIndex('jobs_state_updated').on('jobs').columns(['state', 'updated_at']).execute();
  },
};
