import { err, ok, type Result } from '../result.js';
import type { SniffedType } from './image-sniff.js';

/**
 * The trip image limits of part 1 section 9. Choice: 10 MB is read as 10 MiB (10 x 1024 x 1024
 * bytes); each side may be at most 5000 pixels.
 *
 * @example
 * TRIP_IMAGE_LIMITS.maxBytes // 10485760
 */
export const TRIP_IMAGE_LIMITS = {
  types: ['image/gif', 'image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  maxWidth: 5000,
  maxHeight: 5000,
} as const;

/**
 * A candidate trip image: its type as sniffed from its bytes (null if unrecognised), size and
 * pixel dimensions.
 *
 * @example
 * const c: TripImageCandidate = { mimeType: 'image/png', sizeBytes: 2048, width: 800, height: 600 };
 */
export interface TripImageCandidate {
  readonly mimeType: SniffedType | null;
  readonly sizeBytes: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Why a trip image was refused, with the values the message needs.
 *
 * @example
 * const e: TripImageError = { kind: 'too-large', sizeBytes: 20_000_000, maxBytes: 10_485_760 };
 */
export type TripImageError =
  | { readonly kind: 'unsupported-type'; readonly mimeType: SniffedType | null }
  | { readonly kind: 'too-large'; readonly sizeBytes: number; readonly maxBytes: number }
  | {
      readonly kind: 'too-many-pixels';
      readonly width: number;
      readonly height: number;
      readonly maxWidth: number;
      readonly maxHeight: number;
    };

/**
 * Checks a trip image against the limits: gif, jpeg or png; at most 10 MiB; at most 5000x5000
 * pixels. Every broken limit is reported, in that order.
 *
 * @example
 * validateTripImage({ mimeType: 'image/png', sizeBytes: 2048, width: 800, height: 600 }).ok // true
 * validateTripImage({ mimeType: 'application/pdf', sizeBytes: 2048, width: 0, height: 0 })
 * // err([{ kind: 'unsupported-type', mimeType: 'application/pdf' }])
 */
export function validateTripImage(c: TripImageCandidate): Result<TripImageCandidate, readonly TripImageError[]> {
  const { types, maxBytes, maxWidth, maxHeight } = TRIP_IMAGE_LIMITS;
  const errors: TripImageError[] = [];
  if (!types.some((t) => t === c.mimeType)) errors.push({ kind: 'unsupported-type', mimeType: c.mimeType });
  if (c.sizeBytes > maxBytes) errors.push({ kind: 'too-large', sizeBytes: c.sizeBytes, maxBytes });
  if (c.width > maxWidth || c.height > maxHeight) {
    errors.push({ kind: 'too-many-pixels', width: c.width, height: c.height, maxWidth, maxHeight });
  }
  return errors.length === 0 ? ok(c) : err(errors);
}

/**
 * The message key and values for an image error (texts live in the UI's `trips` catalogue).
 *
 * @example
 * tripImageErrorMessage({ kind: 'too-large', sizeBytes: 2e7, maxBytes: 10485760 })
 * // { key: 'trips:image.tooLarge', values: { maxMegabytes: 10 } }
 */
export function tripImageErrorMessage(e: TripImageError): {
  readonly key: `trips:image.${string}`;
  readonly values: Readonly<Record<string, string | number>>;
} {
  switch (e.kind) {
    case 'unsupported-type':
      return { key: 'trips:image.unsupportedType', values: { types: 'GIF, JPEG, PNG' } };
    case 'too-large':
      return { key: 'trips:image.tooLarge', values: { maxMegabytes: e.maxBytes / (1024 * 1024) } };
    case 'too-many-pixels':
      return { key: 'trips:image.tooManyPixels', values: { maxWidth: e.maxWidth, maxHeight: e.maxHeight } };
  }
}
