import { sql, type Kysely, type Migration } from 'kysely';

/** Plans (filed in a trip or unfiled) and the uuids of their segments. */
export const plansMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('plans')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('trip_uuid', 'text', (c) => c.references('trips.uuid').onDelete('cascade'))
      .addColumn('owner_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('object', 'jsonb', (c) => c.notNull())
      .addColumn('starts_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('plans_trip').on('plans').columns(['trip_uuid', 'starts_at']).execute();
    await db.schema.createIndex('plans_unfiled').on('plans').columns(['owner_id', 'created_at']).where(sql.ref('trip_uuid'), 'is', null).execute();
    await db.schema
      .createTable('plan_segments')
      .addColumn('segment_uuid', 'text', (c) => c.primaryKey())
      .addColumn('plan_uuid', 'text', (c) => c.notNull().references('plans.uuid').onDelete('cascade'))
      .execute();
    await db.schema.createIndex('plan_segments_plan').on('plan_segments').column('plan_uuid').execute();
  },
};
