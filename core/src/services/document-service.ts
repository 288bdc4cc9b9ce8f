import { deleteDocumentEntry, listDocumentsEntry, renameDocumentEntry, uploadDocumentEntry, type DocumentWire } from '../contract/document-entries.js';
import { checkDocumentUpload } from '../domain/plans/document-upload-check.js';
import { toDocumentUploadErrorCode } from '../domain/plans/document-upload-errors.js';
import { checkDocumentName, documentTypeOfMime, type DocumentNameError } from '../domain/plans/document-limits.js';
import type { DocumentContentType } from '../domain/plans/document-content.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * A plan document as the app shows it.
 *
 * @example
 * const d: PlanDocumentItem = { uuid: 'd1', name: 'Ticket', type: 'pdf', sizeBytes: 1200, width: null, height: null, url: '/plan/document/d1', thumbnailUrl: null, created: '2026-11-21T10:00:00.000Z' };
 */
export interface PlanDocumentItem {
  readonly uuid: string;
  readonly name: string;
  /** null when the server sends a type this app does not know. */
  readonly type: DocumentContentType | null;
  readonly sizeBytes: number;
  readonly width: number | null;
  readonly height: number | null;
  readonly url: string;
  readonly thumbnailUrl: string | null;
  readonly created: string;
}

/**
 * Why a document call failed: an upload code of part 2 section 8 (found before sending or sent
 * back by the server; a body too large is 160.1), a refused name, the per-plan limit, or any other
 * failure of the call.
 *
 * @example
 * const e: DocumentError = { kind: 'upload', code: '164.2' };
 */
export type DocumentError =
  | { readonly kind: 'upload'; readonly code: string }
  | { readonly kind: 'name'; readonly reason: DocumentNameError }
  | { readonly kind: 'limit' }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

/**
 * A file the user chose: its name, the type the browser declares ('' when none) and its bytes.
 *
 * @example
 * const f: DocumentFile = { name: 'ticket.pdf', mimeType: 'application/pdf', bytes };
 */
export interface DocumentFile {
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard base64 (with padding) of some bytes.
 *
 * @example
 * encodeBase64(new Uint8Array([137, 80, 78, 71])) // 'iVBORw=='
 */
export function encodeBase64(bytes: Uint8Array): string {
  const out: string[] = [];
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1] ?? 0;
    const c = bytes[i + 2] ?? 0;
    const n = (a << 16) | (b << 8) | c;
    out.push(
      ALPHABET[(n >> 18) & 63] ?? '',
      ALPHABET[(n >> 12) & 63] ?? '',
      i + 1 < bytes.length ? (ALPHABET[(n >> 6) & 63] ?? '') : '=',
      i + 2 < bytes.length ? (ALPHABET[n & 63] ?? '') : '=',
    );
  }
  return out.join('');
}

/**
 * The app form of a wire document.
 *
 * @example
 * documentItemOf({ uuid: 'd1', name: 'A', content_type: 'image/png', size_bytes: 3, width: 2, height: 1, url: '/plan/document/d1', thumbnail_url: '/plan/document/d1?inline=1', created: '' }).type // 'png'
 */
export function documentItemOf(wire: DocumentWire): PlanDocumentItem {
  return {
    uuid: wire.uuid,
    name: wire.name,
    type: documentTypeOfMime(wire.content_type),
    sizeBytes: wire.size_bytes,
    width: wire.width ?? null,
    height: wire.height ?? null,
    url: wire.url,
    thumbnailUrl: wire.thumbnail_url ?? null,
    created: wire.created,
  };
}

/**
 * What a failed document call means for the user.
 *
 * @example
 * documentErrorOf({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: '161.2', description: '' }) // { kind: 'upload', code: '161.2' }
 * documentErrorOf({ kind: 'http', status: 413, code: 'payload_too_large', detailedErrorCode: 'payload_too_large', description: '' }) // { kind: 'upload', code: '160.1' }
 */
export function documentErrorOf(failure: ApiFailure): DocumentError {
  if (failure.kind !== 'http') return { kind: 'failed', failure };
  if (failure.status === 413) return { kind: 'upload', code: '160.1' };
  const code = toDocumentUploadErrorCode(failure.detailedErrorCode);
  if (failure.status === 400 && code !== null) return { kind: 'upload', code };
  if (failure.detailedErrorCode === 'document_limit_reached') return { kind: 'limit' };
  if (failure.detailedErrorCode === 'invalid_field:name') {
    return { kind: 'name', reason: /too long/i.test(failure.description) ? 'too-long' : 'required' };
  }
  return { kind: 'failed', failure };
}

/**
 * The plan document use cases of the app. An upload is checked first with the same core rules as
 * the server (type from the bytes, size, pixels, name), so most refusals never leave the device.
 *
 * @example
 * const documents = new DocumentService(transport);
 * const listed = await documents.list('p1');
 */
export class DocumentService {
  constructor(private readonly api: ApiTransport) {}

  /** The documents of a plan, oldest first. */
  async list(planUuid: string): Promise<Result<PlanDocumentItem[], DocumentError>> {
    const result = await this.api.call(listDocumentsEntry, { query: { plan_uuid: planUuid } });
    return result.ok ? ok(result.value.map(documentItemOf)) : err(documentErrorOf(result.error));
  }

  /** Checks and uploads a file to a plan under `name` (default: the file name). */
  async upload(planUuid: string, file: DocumentFile, name: string = file.name): Promise<Result<PlanDocumentItem, DocumentError>> {
    const checkedName = checkDocumentName(name);
    if (!checkedName.ok) return err({ kind: 'name', reason: checkedName.error });
    const checked = checkDocumentUpload({ bytes: file.bytes, mimeType: file.mimeType });
    if (!checked.ok) return err({ kind: 'upload', code: checked.error });
    const result = await this.api.call(uploadDocumentEntry, {
      body: { plan_uuid: planUuid, name: checkedName.value, content_type: file.mimeType, data: encodeBase64(file.bytes) },
    });
    return result.ok ? ok(documentItemOf(result.value.Document)) : err(documentErrorOf(result.error));
  }

  /** Renames a document. */
  async rename(documentUuid: string, name: string): Promise<Result<PlanDocumentItem, DocumentError>> {
    const checkedName = checkDocumentName(name);
    if (!checkedName.ok) return err({ kind: 'name', reason: checkedName.error });
    const result = await this.api.call(renameDocumentEntry, { body: { document_uuid: documentUuid, name: checkedName.value } });
    return result.ok ? ok(documentItemOf(result.value.Document)) : err(documentErrorOf(result.error));
  }

  /** Deletes a document. */
  async delete(documentUuid: string): Promise<Result<void, DocumentError>> {
    const result = await this.api.call(deleteDocumentEntry, { body: { document_uuid: documentUuid } });
    return result.ok ? ok(undefined) : err(documentErrorOf(result.error));
  }
}
