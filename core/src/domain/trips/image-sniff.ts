import { sniffDocumentType, type DocumentContentType } from '../plans/document-content.js';
/**
 * The file types recognised from their first bytes.
 *
 * @example
 * const t: SniffedType = 'image/png';
 */
export type SniffedType = 'image/gif' | 'image/jpeg' | 'image/png' | 'application/pdf';

const MIME: Readonly<Record<DocumentContentType, SniffedType>> = {
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * The type of a file from its magic number (the declared type and the file name are not
 * trusted); null when it is none of gif, jpeg, png or pdf.
 *
 * @example
 * sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])) // 'image/jpeg'
 * sniffImageType(new TextEncoder().encode('GIF89a...'))    // 'image/gif'
 * sniffImageType(new Uint8Array([0x00]))                   // null
 */
export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  // One reader of magic numbers serves trip images and plan documents alike.
  const type = sniffDocumentType(bytes);
  return type === null ? null : MIME[type];
}
