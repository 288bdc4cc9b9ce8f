import {
  err,
  imageDimensions,
  ok,
  sniffImageType,
  validateTripImage,
  type DocumentContentType,
  type Result,
  type SniffedType,
  type TripImageError,
} from '@waybook/core';
import type { TripImageUpload } from './trip-form-values.js';

/** Bytes read to recognise a file and find its pixel size (JPEG headers with EXIF can be long). */
const HEADER_BYTES = 512 * 1024;

const CONTENT_TYPE: Readonly<Record<SniffedType, DocumentContentType>> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};

/** Why a chosen file cannot be the trip image: the core limits, or a header that could not be read. */
export type TripImageRefusal = { readonly kind: 'limits'; readonly errors: readonly TripImageError[] } | { readonly kind: 'unreadable' };

/**
 * Base64 of some bytes (no data: prefix), in chunks so large images do not overflow the stack.
 *
 * @example
 * toBase64(new Uint8Array([0x47, 0x49, 0x46])) // 'R0lG'
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let at = 0; at < bytes.length; at += chunk) {
    binary += String.fromCharCode(...bytes.subarray(at, at + chunk));
  }
  return btoa(binary);
}

/**
 * Checks a chosen file against the trip image rules before anything is sent: its type is read
 * from its first bytes (not from its name or declared type), its pixel size from its header,
 * then core's validateTripImage decides. Answers the upload ready to send, or why it is refused.
 *
 * @example
 * const r = await readTripImage(file); if (r.ok) setUpload(r.value);
 */
export async function readTripImage(file: File): Promise<Result<TripImageUpload, TripImageRefusal>> {
  const header = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  const mimeType = sniffImageType(header);
  const dimensions = mimeType === null ? null : imageDimensions(header, CONTENT_TYPE[mimeType]);
  const checked = validateTripImage({
    mimeType,
    sizeBytes: file.size,
    width: dimensions?.width ?? 0,
    height: dimensions?.height ?? 0,
  });
  if (!checked.ok) return err({ kind: 'limits', errors: checked.error });
  // A recognised image whose header gives no size is damaged or cut short.
  if (dimensions === null || mimeType === null || mimeType === 'application/pdf') return err({ kind: 'unreadable' });
  const bytes = new Uint8Array(await file.arrayBuffer());
  return ok({ fileName: file.name, mimeType, base64: toBase64(bytes), width: dimensions.width, height: dimensions.height });
}
