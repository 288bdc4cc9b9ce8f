import type { NewProfilePhoto, ProfilePhotoStore, StoredBlob } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Profile photos in SQL: the file in blobs (owned by the user), its reference on users (migration
 * 012, whose trigger removes the previous file whenever the reference changes or the user goes).
 *
 * @example
 * const photos = new SqlProfilePhotoStore(db);
 * await photos.replace('u1', { photoId: 'Zk3q', blob }); // true
 */
export class SqlProfilePhotoStore implements ProfilePhotoStore {
  constructor(private readonly db: Kysely<Database>) {}

  async replace(userId: string, photo: NewProfilePhoto | null): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      // The reference first: an unknown user changes nothing, and no file is written for it.
      const updated = await tx
        .updateTable('users')
        .set({ photo_id: photo?.photoId ?? null, photo_blob_id: photo?.blob.id ?? null })
        .where('id', '=', userId)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      if (photo) {
        const { id, contentType, bytes } = photo.blob;
        await tx.insertInto('blobs').values({ id, content_type: contentType, bytes, owner_id: userId }).execute();
      }
      return true;
    });
  }

  async photo(photoId: string): Promise<StoredBlob | undefined> {
    const row = await this.db
      .selectFrom('users as u')
      .innerJoin('blobs as b', 'b.id', 'u.photo_blob_id')
      .select(['b.id', 'b.content_type', 'b.bytes'])
      .where('u.photo_id', '=', photoId)
      .executeTakeFirst();
    return row ? { id: row.id, contentType: row.content_type, bytes: new Uint8Array(row.bytes) } : undefined;
  }
}
