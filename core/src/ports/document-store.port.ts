import type { DocumentContentType } from '../domain/plans/document-content.js';

/**
 * A document attached to a plan, as stored: its bytes live in the BlobStore under `blobId`.
 * Width and height are the image's pixels (null for a PDF); `createdAt` is an ISO instant.
 *
 * @example
 * const d: StoredDocument = { uuid: 'd1', planUuid: 'p1', blobId: 'b1', name: 'Ticket', contentType: 'pdf', sizeBytes: 1200, width: null, height: null, createdAt: '2026-11-21T10:00:00.000Z' };
 */
export interface StoredDocument {
  readonly uuid: string;
  readonly planUuid: string;
  readonly blobId: string;
  readonly name: string;
  readonly contentType: DocumentContentType;
  readonly sizeBytes: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly createdAt: string;
}

/**
 * What adding a document did: added, refused because the plan already holds `max` documents, or
 * refused because the plan is gone.
 *
 * @example
 * const r: DocumentAddResult = 'limit';
 */
export type DocumentAddResult = 'added' | 'limit' | 'no-plan';

/**
 * The documents of plans (metadata; the bytes are in the BlobStore). Removing a plan removes its
 * documents and their stored files (the SQL adapter does both in the database).
 *
 * @example
 * await documents.add(doc, 20); // 'added'
 * (await documents.listForPlan('p1')).length // 1
 */
export interface DocumentStore {
  /** Adds a document unless its plan already holds `max` (checked atomically) or is gone. */
  add(document: StoredDocument, max: number): Promise<DocumentAddResult>;
  /** A document by uuid. */
  get(uuid: string): Promise<StoredDocument | undefined>;
  /** The documents of a plan, oldest first. */
  listForPlan(planUuid: string): Promise<readonly StoredDocument[]>;
  /** Renames a document; false when there is none. */
  rename(uuid: string, name: string): Promise<boolean>;
  /** Removes a document (its stored file too, where the adapter can); false when there was none. */
  delete(uuid: string): Promise<boolean>;
}
