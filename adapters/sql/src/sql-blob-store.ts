import type { BlobStore, StoredBlob } from '@waybook/core';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Files in the database (table blobs).
 *
 * @example
 * const blobs = new SqlBlobStore(db);
 */
export class SqlBlobStore implements BlobStore {
  constructor(private readonly db: Kysely<Database>) {}

  async put(blob: StoredBlob, ownerId: string): Promise<void> {
    await this.db.insertInto('blobs').values({ id: blob.id, content_type: blob.contentType, bytes: blob.bytes, owner_id: ownerId }).execute();
  }

  async get(id: string): Promise<StoredBlob | undefined> {
    const row = await this.db.selectFrom('blobs').select(['id', 'content_type', 'bytes']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, contentType: row.content_type, bytes: new Uint8Array(row.bytes) } : undefined;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('blobs').where('id', '=', id).execute();
  }
}
