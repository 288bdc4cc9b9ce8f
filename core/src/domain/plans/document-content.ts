/**
 * The document types a plan accepts (part 2 section 5: gif, jpeg, png, pdf).
 *
 * @example
 * DOCUMENT_CONTENT_TYPES.includes('pdf') // true
 */
export const DOCUMENT_CONTENT_TYPES = ['gif', 'jpeg', 'png', 'pdf'] as const;

/**
 * One accepted document type.
 *
 * @example
 * const t: DocumentContentType = 'png';
 */
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

/**
 * The document type told by the file's first bytes (magic numbers), or null when it is none of
 * the four: GIF87a/GIF89a, JPEG (FF D8 FF), PNG (the 8-byte signature) or PDF ('%PDF-', which
 * the PDF standard lets appear within the first 1024 bytes).
 *
 * @example
 * sniffDocumentType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'png'
 * sniffDocumentType(new TextEncoder().encode('%PDF-1.7'))                             // 'pdf'
 * sniffDocumentType(new TextEncoder().encode('hello'))                                // null
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const pdf = ascii('%PDF-');
  for (let at = 0; at <= Math.min(1024, bytes.length) - pdf.length; at += 1) {
    if (startsWith(bytes, pdf, at)) return 'pdf';
  }
  return null;
}

const MIME_TYPES: Readonly<Record<string, DocumentContentType>> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/**
 * What a declared MIME type says: one of the accepted types; `unsupported-image` (image/bmp...);
 * `unsupported-media` (video/mp4, text/plain...); or `undeclared` for '' and
 * application/octet-stream, which say nothing. Case and parameters (';charset=...') are ignored.
 *
 * @example
 * classifyMimeType('IMAGE/JPEG')      // 'jpeg'
 * classifyMimeType('image/webp')      // 'unsupported-image'
 * classifyMimeType('')                // 'undeclared'
 */
export function classifyMimeType(mimeType: string): DocumentContentType | 'unsupported-image' | 'unsupported-media' | 'undeclared' {
  const mime = (mimeType.split(';')[0] ?? '').trim().toLowerCase();
  if (mime === '' || mime === 'application/octet-stream') return 'undeclared';
  const known = Object.hasOwn(MIME_TYPES, mime) ? MIME_TYPES[mime] : undefined;
  if (known !== undefined) return known;
  return mime.startsWith('image/') ? 'unsupported-image' : 'unsupported-media';
}
