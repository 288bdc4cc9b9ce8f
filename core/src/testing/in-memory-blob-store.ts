import type { BlobStore, StoredBlob } from '../ports/blob-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Files in memory, behaving like `SqlBlobStore`: an id is stored once, reads answer a copy of the
 * bytes, deleting an unknown id does nothing.
 *
 * @example
 * const blobs = new InMemoryBlobStore();
 * await blobs.put({ id: 'b1', contentType: 'image/png', bytes }, 'u1');
 * (await blobs.get('b1'))?.contentType // 'image/png'
 */
export class InMemoryBlobStore implements BlobStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async put(blob: StoredBlob, ownerId: string): Promise<void> {
    if (this.tables.blobs.has(blob.id)) throw new Error(`blob ${blob.id} exists (primary key)`);
    this.tables.blobs.set(blob.id, { id: blob.id, contentType: blob.contentType, bytes: new Uint8Array(blob.bytes), ownerId });
  }

  async get(id: string): Promise<StoredBlob | undefined> {
    const row = this.tables.blobs.get(id);
    return row ? { id: row.id, contentType: row.contentType, bytes: new Uint8Array(row.bytes) } : undefined;
  }

  async delete(id: string): Promise<void> {
    this.tables.blobs.delete(id);
  }
}
