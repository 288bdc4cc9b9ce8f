import { profilePhotoPath } from '../domain/account/profile-photo.js';
import type { StoredBlob } from '../ports/blob-store.port.js';
import type { NewProfilePhoto, ProfilePhotoStore } from '../ports/profile-photo-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

/**
 * Profile photos in memory, behaving like `SqlProfilePhotoStore`: the file in the shared blobs
 * table (owned by the user, so account deletion takes it), the profile's photoUrl set from the
 * photo id, the previous file removed; a photo is served only while its user has it.
 *
 * @example
 * const photos = new InMemoryProfilePhotoStore(stores.tables);
 * await photos.replace('u1', { photoId: 'Zk3q', blob: { id: 'b1', contentType: 'image/png', bytes } }); // true
 */
export class InMemoryProfilePhotoStore implements ProfilePhotoStore {
  private readonly current = new Map<string, { readonly photoId: string; readonly blobId: string }>();

  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async replace(userId: string, photo: NewProfilePhoto | null): Promise<boolean> {
    const user = this.tables.users.get(userId);
    if (!user) return false;
    const previous = this.current.get(userId);
    if (previous) this.tables.blobs.delete(previous.blobId);
    this.current.delete(userId);
    if (photo) {
      if (this.tables.blobs.has(photo.blob.id)) throw new Error(`blob ${photo.blob.id} exists (primary key)`);
      this.tables.blobs.set(photo.blob.id, { ...photo.blob, bytes: new Uint8Array(photo.blob.bytes), ownerId: userId });
      this.current.set(userId, { photoId: photo.photoId, blobId: photo.blob.id });
    }
    const photoUrl = photo ? profilePhotoPath(photo.photoId) : '';
    this.tables.users.set(userId, { ...user, profile: { ...user.profile, photoUrl } });
    return true;
  }

  async photo(photoId: string): Promise<StoredBlob | undefined> {
    for (const [userId, held] of this.current) {
      if (held.photoId !== photoId || !this.tables.users.has(userId)) continue;
      const row = this.tables.blobs.get(held.blobId);
      return row ? { id: row.id, contentType: row.contentType, bytes: new Uint8Array(row.bytes) } : undefined;
    }
    return undefined;
  }
}
