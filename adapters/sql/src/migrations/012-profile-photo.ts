import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Profile photos (issue 12): the file in blobs, its reference on the user. `photo_id` is the random
 * id the photo is served under (/profile/photo/<photo_id>), new with every upload; `photo_blob_id`
 * names the file, which is never published. A trigger removes the file whenever the reference goes,
 * however it goes: the photo replaced or removed, the account deleted, or closed by a merge.
 */
export const profilePhotoMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('photo_id', 'text', (c) => c.unique())
      .addColumn('photo_blob_id', 'text')
      .execute();
    await sql`CREATE FUNCTION users_drop_photo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM blobs WHERE id = OLD.photo_blob_id;
    RETURN OLD;
  END IF;
  IF OLD.photo_blob_id IS DISTINCT FROM NEW.photo_blob_id THEN
    DELETE FROM blobs WHERE id = OLD.photo_blob_id;
  END IF;
  RETURN NEW;
END
$$`.execute(db);
    await sql`CREATE TRIGGER users_drop_photo AFTER UPDATE OF photo_blob_id OR DELETE ON users
FOR EACH ROW WHEN (OLD.photo_blob_id IS NOT NULL) EXECUTE FUNCTION users_drop_photo()`.execute(db);
  },
};
