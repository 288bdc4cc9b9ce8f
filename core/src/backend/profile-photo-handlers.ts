import { PROFILE_PHOTO_ERROR_CODES, deleteProfilePhotoEntry, uploadProfilePhotoEntry } from '../contract/account/profile-photo-entries.js';
import { apiError, commonErrors, type ApiError } from '../contract/error.js';
import { profileToWire } from '../contract/profile.js';
import { withoutPhotoMetadata } from '../domain/account/photo-metadata.js';
import { checkProfilePhoto, type ProfilePhotoError, type ProfilePhotoType } from '../domain/account/profile-photo.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { NewProfilePhoto, ProfilePhotoStore } from '../ports/profile-photo-store.port.js';
import { bind, type BoundHandler } from './handler.js';
import { decodeBase64 } from './trip-handlers.js';

/**
 * What the profile photo use cases need.
 *
 * @example
 * const deps: ProfilePhotoDeps = { accounts, photos: new SqlProfilePhotoStore(db), ids };
 */
export interface ProfilePhotoDeps {
  readonly accounts: AccountStore;
  readonly photos: ProfilePhotoStore;
  readonly ids: IdGenerator;
}

/** Characters of a photo's public id: about 190 random bits, never guessed. */
const PHOTO_ID_LENGTH = 32;

const DESCRIPTIONS: Readonly<Record<ProfilePhotoError, string>> = {
  empty: 'The file is empty.',
  'too-large': 'The photo is larger than 5 MB.',
  'unsupported-type': 'The file is not a JPEG, PNG or WebP image.',
  unreadable: 'The image could not be read.',
  'too-many-pixels': 'The photo is larger than 5000x5000 pixels.',
};

/**
 * The 400 of a refused photo: the error's own detailed code and an English description (the app
 * shows its localised message for the code).
 *
 * @example
 * profilePhotoRefusal('too-large').detailedErrorCode // 'profile_photo_too_large'
 */
export function profilePhotoRefusal(error: ProfilePhotoError): ApiError {
  return apiError(400, 'bad_request', PROFILE_PHOTO_ERROR_CODES[error], DESCRIPTIONS[error]);
}

const FORMATS = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const satisfies Record<ProfilePhotoType, string>;

function photoFromData(data: string, ids: IdGenerator): Result<NewProfilePhoto, ApiError> {
  const bytes = decodeBase64(data);
  if (bytes === null) return err(apiError(400, 'bad_request', 'invalid_field:data', 'data is not base64.'));
  const checked = checkProfilePhoto(bytes);
  if (!checked.ok) return err(profilePhotoRefusal(checked.error));
  // Exif (GPS), XMP and the like would be served to everyone the traveler shares trips with.
  const stripped = withoutPhotoMetadata(bytes, FORMATS[checked.value.mimeType]);
  return ok({ photoId: ids.token(PHOTO_ID_LENGTH), blob: { id: ids.uuid(), contentType: checked.value.mimeType, bytes: stripped } });
}

/**
 * The profile photo use cases, bound to their entries: upload (checked from the bytes alone,
 * then stored without its metadata by `withoutPhotoMetadata`) and removal; both answer the
 * profile, and the previous photo's file goes.
 *
 * @example
 * const handlers = profilePhotoHandlers({ accounts, photos, ids });
 */
export function profilePhotoHandlers(deps: ProfilePhotoDeps): BoundHandler[] {
  const answer = async (userId: string, photo: NewProfilePhoto | null) => {
    if (!(await deps.photos.replace(userId, photo))) return err(commonErrors.unauthorized);
    const profile = await deps.accounts.profile(userId);
    return profile ? ok(profileToWire(profile)) : err(commonErrors.unauthorized);
  };
  return [
    bind(uploadProfilePhotoEntry, async (input, ctx) => {
      const photo = photoFromData(input.body.data, deps.ids);
      return photo.ok ? answer(ctx.userId, photo.value) : photo;
    }),
    bind(deleteProfilePhotoEntry, async (_input, ctx) => answer(ctx.userId, null)),
  ];
}
