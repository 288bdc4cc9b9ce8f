/**
 * A document (photo or file) attached to a plan (part 2 section 3, "Document"). `data` is the
 * not yet uploaded file as the UI holds it (a Blob or File in the browser), so core only checks
 * whether it is there.
 *
 * @example
 * const d: PlanDocument = { uuid: 'd1', segmentUuid: 's1', url: 'https://cdn.example/x.png', thumbnailUrl: '', name: 'Boarding pass', data: null, base64Data: '', mimeType: 'image/png' };
 */
export interface PlanDocument {
  readonly uuid: string;
  readonly segmentUuid: string;
  readonly url: string;
  readonly thumbnailUrl: string;
  /** The name or caption. */
  readonly name: string;
  readonly data: unknown;
  readonly base64Data: string;
  readonly mimeType: string;
}

/**
 * The file extensions that make a document an image.
 *
 * @example
 * IMAGE_EXTENSIONS.includes('jpeg') // true
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif'] as const;

/**
 * The lower-case extension of a file name or URL ('' when there is none). Query and fragment are
 * ignored, and only the last path segment counts, so a dot in a folder name is no extension.
 *
 * @example
 * fileExtension('https://x.io/a/Photo.JPG?v=2#top') // 'jpg'
 * fileExtension('https://x.io/v1.2/file')          // ''
 */
export function fileExtension(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot <= 0 ? '' : last.slice(dot + 1).toLowerCase();
}

/**
 * Whether a document counts as an image: its extension is png, jpg, jpeg or gif (any case). The
 * spec names no field; the choice here is the URL's extension, and when the URL has none (a local
 * document not yet uploaded, or a URL without an extension) the name's. The MIME type is not used.
 *
 * @example
 * isImageDocument({ url: 'https://cdn.example/scan.PNG', name: 'Passport' }) // true
 * isImageDocument({ url: '', name: 'ticket.pdf' })                         // false
 * isImageDocument({ url: '', name: 'beach.jpeg' })                         // true
 */
export function isImageDocument(doc: Pick<PlanDocument, 'url' | 'name'>): boolean {
  const extension = fileExtension(doc.url) || fileExtension(doc.name);
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * Whether a document is local (chosen on this device and not yet uploaded): its data exists, that
 * is, it is neither undefined, null nor an empty string.
 *
 * @example
 * isLocalDocument({ data: null })        // false
 * isLocalDocument({ data: someFileBlob }) // true
 */
export function isLocalDocument(doc: Pick<PlanDocument, 'data'>): boolean {
  return doc.data !== undefined && doc.data !== null && doc.data !== '';
}
