/**
 * A stored file: its id, content type (as sniffed from its bytes) and bytes.
 *
 * @example
 * const b: StoredBlob = { id: 'b1', contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };
 */
export interface StoredBlob {
  readonly id: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * Files the product keeps (trip images). The default adapter keeps them in the database.
 *
 * @example
 * await blobs.put({ id: 'b1', contentType: 'image/png', bytes }, 'u1');
 * (await blobs.get('b1'))?.contentType // 'image/png'
 */
export interface BlobStore {
  /** Stores a file on behalf of `ownerId`. */
  put(blob: StoredBlob, ownerId: string): Promise<void>;
  /** A stored file, or undefined. */
  get(id: string): Promise<StoredBlob | undefined>;
  /** Removes a file (nothing happens for an unknown id). */
  delete(id: string): Promise<void>;
}
