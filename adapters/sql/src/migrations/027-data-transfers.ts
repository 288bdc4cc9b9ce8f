import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Export and import of a user's data (issue 16): one row per export or import with its state,
 * progress (steps done of total, written by the job as it goes), the error code of a failed one,
 * what it added, and its file in `blobs` (an export's archive, or the upload an import reads);
 * an export's archive expires. Rows go with their user; a row removed takes its file along
 * (trigger), as does an account deletion.
 */
export const dataTransfersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('data_transfers')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('export', 'import')`))
      .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed', 'expired')`))
      .addColumn('trip_uuid', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error_code', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('blob_id', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('summary', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('data_transfers_user_kind').on('data_transfers').columns(['user_id', 'kind', 'state']).execute();
    // A transfer's file goes with it (and with its user, through the cascade above).
    await sql`
      create function data_transfers_drop_blob() returns trigger language plpgsql as $$
      begin
        if old.blob_id <> '' then
          delete from blobs where id = old.blob_id;
        end if;
        return old;
      end $$`.execute(db);
    await sql`create trigger data_transfers_drop_blob after delete on data_transfers for each row execute function data_transfers_drop_blob()`.execute(db);
  },
};
