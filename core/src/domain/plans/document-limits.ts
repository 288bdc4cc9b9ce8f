import { err, ok, type Result } from '../result.js';
import { fileExtension } from './documents.js';
import type { DocumentContentType } from './document-content.js';

/**
 * The most documents one plan holds. The spec names a per-plan limit without its value (part 2
 * section 5); 20 is this product's choice (docs/decisions/unspecified-choices.md).
 *
 * @example
 * DOCUMENTS_PER_PLAN_MAX // 20
 */
export const DOCUMENTS_PER_PLAN_MAX = 20;

/**
 * The longest document name, in characters (after trimming). The spec names the limit ("Document
 * name is too long") without its value; 100 is this product's choice.
 *
 * @example
 * DOCUMENT_NAME_MAX_LENGTH // 100
 */
export const DOCUMENT_NAME_MAX_LENGTH = 100;

/**
 * Why a document name is refused: empty (after trimming) or longer than the limit.
 *
 * @example
 * const e: DocumentNameError = 'too-long';
 */
export type DocumentNameError = 'required' | 'too-long';

/**
 * Checks a document name: trimmed, at least one character, at most DOCUMENT_NAME_MAX_LENGTH
 * characters (code points, so an emoji counts as one). Answers the trimmed name.
 *
 * @example
 * checkDocumentName('  Boarding pass ') // ok('Boarding pass')
 * checkDocumentName('   ')              // err('required')
 * checkDocumentName('x'.repeat(101))    // err('too-long')
 */
export function checkDocumentName(name: string, maxLength: number = DOCUMENT_NAME_MAX_LENGTH): Result<string, DocumentNameError> {
  const trimmed = name.trim();
  if (trimmed === '') return err('required');
  if ([...trimmed].length > maxLength) return err('too-long');
  return ok(trimmed);
}

/**
 * The MIME type a stored document is served with.
 *
 * @example
 * documentMimeType('pdf')  // 'application/pdf'
 * documentMimeType('jpeg') // 'image/jpeg'
 */
export function documentMimeType(type: DocumentContentType): string {
  return type === 'pdf' ? 'application/pdf' : `image/${type}`;
}

/**
 * The document type of a MIME type as documentMimeType writes it, or null.
 *
 * @example
 * documentTypeOfMime('image/png') // 'png'
 * documentTypeOfMime('text/html') // null
 */
export function documentTypeOfMime(mime: string): DocumentContentType | null {
  switch (mime) {
    case 'application/pdf':
      return 'pdf';
    case 'image/png':
      return 'png';
    case 'image/jpeg':
      return 'jpeg';
    case 'image/gif':
      return 'gif';
    default:
      return null;
  }
}

const EXTENSIONS: Readonly<Record<DocumentContentType, readonly string[]>> = {
  pdf: ['pdf'],
  png: ['png'],
  gif: ['gif'],
  jpeg: ['jpg', 'jpeg'],
};

/**
 * The file name a document downloads as: its name with the extension of its type added when the
 * name does not already end with one (so "Boarding pass" saves as "Boarding pass.pdf"). Path
 * separators and control characters become '_'.
 *
 * @example
 * documentFileName('Boarding pass', 'pdf') // 'Boarding pass.pdf'
 * documentFileName('beach.JPG', 'jpeg')    // 'beach.JPG'
 * documentFileName('a/b', 'png')           // 'a_b.png'
 */
export function documentFileName(name: string, type: DocumentContentType): string {
  // no-control-regex: matching the control characters is the point here (they never reach a file name).
  // eslint-disable-next-line no-control-regex
  const safe = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'document';
  return EXTENSIONS[type].includes(fileExtension(safe)) ? safe : `${safe}.${EXTENSIONS[type][0] ?? type}`;
}
