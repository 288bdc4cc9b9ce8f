import type { PlanMessage, PlanMessageKey } from './plan-message-keys.js';

/**
 * The document upload error codes of part 2 section 8.
 *
 * @example
 * DOCUMENT_UPLOAD_ERROR_CODES.length // 11
 */
export const DOCUMENT_UPLOAD_ERROR_CODES = ['160.1', '160.2', '160.3', '161.1', '161.2', '162.1', '162.2', '163.1', '163.2', '164.1', '164.2'] as const;

/**
 * One document upload error code.
 *
 * @example
 * const c: DocumentUploadErrorCode = '162.1'; // image too tall
 */
export type DocumentUploadErrorCode = (typeof DOCUMENT_UPLOAD_ERROR_CODES)[number];

const KEYS: Readonly<Record<DocumentUploadErrorCode, PlanMessageKey>> = {
  '160.1': 'plans:documents.upload.sizeExceeded',
  '160.2': 'plans:documents.upload.storageFailure',
  '160.3': 'plans:documents.upload.invalidContent',
  '161.1': 'plans:documents.upload.unsupportedImageType',
  '161.2': 'plans:documents.upload.unsupportedMediaType',
  '162.1': 'plans:documents.upload.imageTooTall',
  '162.2': 'plans:documents.upload.imageTooWide',
  '163.1': 'plans:documents.upload.contentNotInitialized',
  '163.2': 'plans:documents.upload.invalidState',
  '164.1': 'plans:documents.upload.contentUnidentifiable',
  '164.2': 'plans:documents.upload.unsupportedContentType',
};

/**
 * Normalises a code as the server may send it (string or number, stray spaces) to a known code,
 * or null.
 *
 * @example
 * toDocumentUploadErrorCode(160.1)    // '160.1'
 * toDocumentUploadErrorCode(' 164.2') // '164.2'
 * toDocumentUploadErrorCode('165.1')  // null
 */
export function toDocumentUploadErrorCode(code: string | number): DocumentUploadErrorCode | null {
  const text = String(code).trim();
  return (DOCUMENT_UPLOAD_ERROR_CODES as readonly string[]).includes(text) ? (text as DocumentUploadErrorCode) : null;
}

/**
 * The message for an upload error code. The code travels along as `values.code` so the modal can
 * show it with its copy button (section 8). An unknown or missing code gets the generic upload
 * failure key, with the code as received ('' when none).
 *
 * @example
 * documentUploadErrorMessage('160.1') // { key: 'plans:documents.upload.sizeExceeded', values: { code: '160.1' } }
 * documentUploadErrorMessage('999')   // { key: 'plans:documents.upload.failed', values: { code: '999' } }
 */
export function documentUploadErrorMessage(code: string | number | null | undefined): PlanMessage {
  const known = code === null || code === undefined ? null : toDocumentUploadErrorCode(code);
  if (known === null) return { key: 'plans:documents.upload.failed', values: { code: code === null || code === undefined ? '' : String(code).trim() } };
  return { key: KEYS[known], values: { code: known } };
}
