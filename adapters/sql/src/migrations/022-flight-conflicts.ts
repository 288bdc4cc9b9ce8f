import type { Kysely, Migration } from 'kysely';

/**
 * Flight conflicts (issue 14): an imported flight whose schedule differs from the plan an earlier
 * import of the same booking wrote is kept as a second plan, and both are versions (paths) of one
 * conflict until the traveler keeps one. A path goes with its plan, a conflict with its user.
 */
export const flightConflictsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('flight_conflicts')
      .addColumn('guid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('does_differ_only_by_time', 'boolean', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('flight_conflict_paths')
      .addColumn('guid', 'text', (c) => c.notNull().references('flight_conflicts.guid').onDelete('cascade'))
      .addColumn('path_index', 'integer', (c) => c.notNull())
      .addColumn('plan_uuid', 'text', (c) => c.notNull().references('plans.uuid').onDelete('cascade'))
      .addColumn('email_subject', 'text', (c) => c.notNull())
      .addColumn('imported_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('flight_conflict_paths_pk', ['guid', 'path_index'])
      .execute();
    await db.schema.createIndex('flight_conflict_paths_plan').on('flight_conflict_paths').column('plan_uuid').execute();
  },
};
