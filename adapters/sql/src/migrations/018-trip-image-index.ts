import { sql, type Kysely, type Migration } from 'kysely';

/**
 * /trip/image/:id serves only a file some trip shows (issue 13's review): the lookup by
 * `trips.image_url` gets a partial index, as most trips have no image.
 */
export const tripImageIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('trips_image_url').on('trips').column('image_url').where(sql.ref('image_url'), '<>', '').execute();
  },
};
