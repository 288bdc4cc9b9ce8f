import type { StoredBlob } from './blob-store.port.js';

/**
 * A new profile photo: the id it is published under (random, new with every upload) and its file.
 *
 * @example
 * const p: NewProfilePhoto = { photoId: 'Zk3q', blob: { id: 'b1', contentType: 'image/png', bytes } };
 */
export interface NewProfilePhoto {
  readonly photoId: string;
  readonly blob: StoredBlob;
}

/**
 * Profile photos: the file in the blob store, its reference on the user. The profile's photoUrl is
 * read from that reference (AccountStore.profile).
 *
 * @example
 * await photos.replace('u1', { photoId: 'Zk3q', blob }); // true
 * (await photos.photo('Zk3q'))?.contentType            // 'image/png'
 * await photos.replace('u1', null);                      // removed, and its file
 */
export interface ProfilePhotoStore {
  /**
   * Sets the user's photo (null removes it) in one step: the previous photo's file is removed with
   * it, however the reference goes (replaced, removed, the account deleted or merged away).
   * False when the user does not exist (nothing stored).
   */
  replace(userId: string, photo: NewProfilePhoto | null): Promise<boolean>;
  /** The file of the photo published under `photoId`, while it is some user's current photo. */
  photo(photoId: string): Promise<StoredBlob | undefined>;
}
