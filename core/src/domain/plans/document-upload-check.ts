import { err, ok, type Result } from '../result.js';
import { classifyMimeType, sniffDocumentType, type DocumentContentType } from './document-content.js';
import type { DocumentUploadErrorCode } from './document-upload-errors.js';
import { imageDimensions } from './image-dimensions.js';

/**
 * The largest document accepted by default. The spec gives no value ("maximum size in MB, not
 * shown"); this follows the trip image limit of part 1 (10MB, counted as 10 x 1024 x 1024 bytes).
 *
 * @example
 * DOCUMENT_MAX_BYTES // 10485760
 */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The largest image side in pixels accepted by default; the spec gives none for documents, so this
 * follows the trip image limit of part 1 (5000x5000).
 *
 * @example
 * DOCUMENT_MAX_IMAGE_SIDE // 5000
 */
export const DOCUMENT_MAX_IMAGE_SIDE = 5000;

/**
 * A file about to be uploaded, with optional limits (defaults above).
 *
 * @example
 * const u: DocumentUpload = { bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), mimeType: 'application/pdf' };
 */
export interface DocumentUpload {
  readonly bytes: Uint8Array;
  readonly mimeType: string;
  readonly maxBytes?: number;
  readonly maxWidth?: number;
  readonly maxHeight?: number;
}

function declaredTypeError(declared: ReturnType<typeof classifyMimeType>): DocumentUploadErrorCode | null {
  if (declared === 'unsupported-image') return '161.1';
  if (declared === 'unsupported-media') return '161.2';
  return null;
}

/**
 * Checks a document before upload (the same checks serve the server), in this order, returning
 * the first failing code of part 2 section 8:
 * 160.3 empty file; 160.1 larger than `maxBytes`; 161.1 declared as an image type other than
 * gif/jpeg/png; 161.2 declared as another non-image type; 164.2 bytes of no accepted type with no
 * usable declared type; 164.1 bytes that are not what the declared type says, or an image header
 * without a readable size; 162.1 taller than `maxHeight`; 162.2 wider than `maxWidth`.
 * 160.2, 163.1 and 163.2 (storage and upload state) can only come from the server.
 *
 * @example
 * checkDocumentUpload({ bytes: pdfBytes, mimeType: 'application/pdf' }) // ok('pdf')
 * checkDocumentUpload({ bytes: pdfBytes, mimeType: 'image/png' })       // err('164.1')
 * checkDocumentUpload({ bytes: new Uint8Array(), mimeType: '' })        // err('160.3')
 */
export function checkDocumentUpload(upload: DocumentUpload): Result<DocumentContentType, DocumentUploadErrorCode> {
  const { bytes } = upload;
  if (bytes.length === 0) return err('160.3');
  if (bytes.length > (upload.maxBytes ?? DOCUMENT_MAX_BYTES)) return err('160.1');
  const declared = classifyMimeType(upload.mimeType);
  const declaredError = declaredTypeError(declared);
  if (declaredError !== null) return err(declaredError);
  const sniffed = sniffDocumentType(bytes);
  if (sniffed === null) return err(declared === 'undeclared' ? '164.2' : '164.1');
  if (declared !== 'undeclared' && declared !== sniffed) return err('164.1');
  if (sniffed === 'pdf') return ok(sniffed);
  const size = imageDimensions(bytes, sniffed);
  if (size === null) return err('164.1');
  if (size.height > (upload.maxHeight ?? DOCUMENT_MAX_IMAGE_SIDE)) return err('162.1');
  if (size.width > (upload.maxWidth ?? DOCUMENT_MAX_IMAGE_SIDE)) return err('162.2');
  return ok(sniffed);
}
