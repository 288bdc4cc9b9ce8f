import { sniffDocumentType } from '../plans/document-content.js';
import { imageDimensions, type ImageDimensions } from '../plans/image-dimensions.js';
import { err, ok, type Result } from '../result.js';
import { isWebp, webpDimensions } from './webp-header.js';

/**
 * The limits of a profile photo. The spec names none: 5 MiB (5 x 1024 x 1024 bytes) is plenty for
 * a face shown at most a few hundred pixels wide; each side at most 5000 pixels, as trip images.
 *
 * @example
 * PROFILE_PHOTO_LIMITS.maxBytes // 5242880
 */
export const PROFILE_PHOTO_LIMITS = { maxBytes: 5 * 1024 * 1024, maxSide: 5000 } as const;

/**
 * The photo types accepted, told by the file's bytes (never by its name or declared type).
 *
 * @example
 * const t: ProfilePhotoType = 'image/webp';
 */
export type ProfilePhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/**
 * An accepted photo: its type from the bytes and its size in pixels.
 *
 * @example
 * const p: CheckedProfilePhoto = { mimeType: 'image/png', width: 400, height: 400 };
 */
export interface CheckedProfilePhoto extends ImageDimensions {
  readonly mimeType: ProfilePhotoType;
}

/**
 * Why a photo was refused: no bytes, over 5 MiB, not JPEG/PNG/WebP, a header without a readable
 * size, or a side over 5000 pixels.
 *
 * @example
 * const e: ProfilePhotoError = 'too-large';
 */
export type ProfilePhotoError = 'empty' | 'too-large' | 'unsupported-type' | 'unreadable' | 'too-many-pixels';

function typeAndSize(bytes: Uint8Array): { mimeType: ProfilePhotoType; size: ImageDimensions | null } | null {
  // The documents' reader of magic numbers and headers for JPEG and PNG; WebP has its own.
  const sniffed = sniffDocumentType(bytes);
  if (sniffed === 'jpeg' || sniffed === 'png') return { mimeType: `image/${sniffed}`, size: imageDimensions(bytes, sniffed) };
  if (isWebp(bytes)) return { mimeType: 'image/webp', size: webpDimensions(bytes) };
  return null;
}

/**
 * Checks a profile photo from its bytes alone, in this order: empty, too large, not JPEG/PNG/WebP,
 * unreadable size (or a side of 0), more than 5000 pixels on a side. The server and the app run
 * the same check.
 *
 * @example
 * checkProfilePhoto(pngBytes)                               // ok({ mimeType: 'image/png', width: 400, height: 400 })
 * checkProfilePhoto(new TextEncoder().encode('just text')) // err('unsupported-type')
 * checkProfilePhoto(new Uint8Array())                      // err('empty')
 */
export function checkProfilePhoto(bytes: Uint8Array): Result<CheckedProfilePhoto, ProfilePhotoError> {
  if (bytes.length === 0) return err('empty');
  if (bytes.length > PROFILE_PHOTO_LIMITS.maxBytes) return err('too-large');
  const found = typeAndSize(bytes);
  if (found === null) return err('unsupported-type');
  const { size } = found;
  if (size === null || size.width === 0 || size.height === 0) return err('unreadable');
  if (size.width > PROFILE_PHOTO_LIMITS.maxSide || size.height > PROFILE_PHOTO_LIMITS.maxSide) return err('too-many-pixels');
  return ok({ mimeType: found.mimeType, width: size.width, height: size.height });
}

/**
 * Where a profile photo is served: the photo's own random id, new with every upload, so the
 * address never shows an older picture and can be cached for good (see docs/architecture.md).
 *
 * @example
 * profilePhotoPath('Zk3q') // '/profile/photo/Zk3q'
 */
export function profilePhotoPath(photoId: string): string {
  return `/profile/photo/${encodeURIComponent(photoId)}`;
}
