import { z } from 'zod';
import { PROFILE_PHOTO_LIMITS } from '../../domain/account/profile-photo.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { profileWire } from '../profile.js';

/**
 * The largest upload body: a PROFILE_PHOTO_LIMITS.maxBytes file in base64 (4/3 of its size, as a
 * data: URL) and the JSON around it. A file just over the limit still reaches the use case and is
 * refused with profile_photo_too_large; a body beyond this answers 413.
 *
 * @example
 * PROFILE_PHOTO_BODY_MAX_BYTES // 7000508
 */
export const PROFILE_PHOTO_BODY_MAX_BYTES = Math.ceil(PROFILE_PHOTO_LIMITS.maxBytes / 3) * 4 + 10_000;

/**
 * The detailed error codes of a refused photo (400), one per ProfilePhotoError.
 *
 * @example
 * PROFILE_PHOTO_ERROR_CODES['too-large'] // 'profile_photo_too_large'
 */
export const PROFILE_PHOTO_ERROR_CODES = {
  empty: 'profile_photo_empty',
  'too-large': 'profile_photo_too_large',
  'unsupported-type': 'profile_photo_unsupported_type',
  unreadable: 'profile_photo_unreadable',
  'too-many-pixels': 'profile_photo_too_many_pixels',
} as const;

const oneProfile = z.object({ Profile: profileWire });

/**
 * POST v2/uploadProfilePhoto: sets the signed-in user's photo. `data` is the file in base64 or as a
 * data: URL (as the other uploads of the API); its type is told by its bytes alone (JPEG, PNG or
 * WebP), never by a name or declared type. Answers the profile, whose photo_url is the new photo's
 * address; the previous photo is removed.
 *
 * @example
 * await api.call(uploadProfilePhotoEntry, { body: { data: base64 } })
 */
export const uploadProfilePhotoEntry = defineEntry({
  id: 'uploadProfilePhoto',
  method: 'POST',
  path: 'v2/uploadProfilePhoto',
  auth: 'session',
  summary:
    "Sets the signed-in user's profile photo: JPEG, PNG or WebP told by its bytes, at most 5 MB and 5000x5000 pixels. " +
    'data is base64 or a data: URL. Answers the profile with its new photo_url (/profile/photo/<id>, a new id per upload; ' +
    'served to signed-in users only); the previous photo is removed. Refusals: 400 invalid_field:data (not base64) or ' +
    'profile_photo_empty, profile_photo_too_large, profile_photo_unsupported_type, profile_photo_unreadable, profile_photo_too_many_pixels.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ data: z.string() }) },
  response: oneProfile,
  maxBodyBytes: PROFILE_PHOTO_BODY_MAX_BYTES,
});

/**
 * POST v2/deleteProfilePhoto: removes the signed-in user's photo and its file (nothing happens
 * when there is none). Answers the profile, photo_url ''.
 *
 * @example
 * await api.call(deleteProfilePhotoEntry, {})
 */
export const deleteProfilePhotoEntry = defineEntry({
  id: 'deleteProfilePhoto',
  method: 'POST',
  path: 'v2/deleteProfilePhoto',
  auth: 'session',
  summary: "Removes the signed-in user's profile photo and its file; answers the profile with photo_url ''.",
  params: nothing,
  query: nothing,
  body: noBody,
  response: oneProfile,
});

/**
 * The profile photo calls, in the order the contract lists them.
 *
 * @example
 * PROFILE_PHOTO_ENTRIES.map((e) => e.id) // ['uploadProfilePhoto', 'deleteProfilePhoto']
 */
export const PROFILE_PHOTO_ENTRIES = [uploadProfilePhotoEntry, deleteProfilePhotoEntry] as const;
