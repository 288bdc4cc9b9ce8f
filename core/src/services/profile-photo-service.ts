import { deleteProfilePhotoEntry, PROFILE_PHOTO_ERROR_CODES, uploadProfilePhotoEntry } from '../contract/account/profile-photo-entries.js';
import { profileFromWire } from '../contract/profile.js';
import { checkProfilePhoto, type ProfilePhotoError } from '../domain/account/profile-photo.js';
import type { Profile } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { encodeBase64 } from './document-service.js';

/**
 * Why a photo call failed: the photo was refused (with the reason the screen explains), or the
 * call failed otherwise.
 *
 * @example
 * const f: ProfilePhotoFailure = { kind: 'refused', reason: 'too-large' };
 */
export type ProfilePhotoFailure = { readonly kind: 'refused'; readonly reason: ProfilePhotoError } | { readonly kind: 'failed' };

const REASONS = new Map<string, ProfilePhotoError>(Object.entries(PROFILE_PHOTO_ERROR_CODES).map(([reason, code]) => [code, reason as ProfilePhotoError]));

/**
 * What a failed photo call means for the user: the server's refusal code, a body over the size
 * limit (413) as too large, anything else a failure.
 *
 * @example
 * profilePhotoFailureOf({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode: 'profile_photo_too_large', description: '' })
 * // { kind: 'refused', reason: 'too-large' }
 * profilePhotoFailureOf({ kind: 'network' }) // { kind: 'failed' }
 */
export function profilePhotoFailureOf(failure: ApiFailure): ProfilePhotoFailure {
  if (failure.kind !== 'http') return { kind: 'failed' };
  if (failure.status === 413) return { kind: 'refused', reason: 'too-large' };
  const reason = failure.status === 400 ? REASONS.get(failure.detailedErrorCode) : undefined;
  return reason === undefined ? { kind: 'failed' } : { kind: 'refused', reason };
}

/**
 * The profile photo use cases of the app. A file is checked first with the server's own rule
 * (type from the bytes, size, pixels), so a wrong file is refused before it is sent.
 *
 * @example
 * const photos = new ProfilePhotoService(transport);
 * const updated = await photos.upload(bytes); // ok(profile) with its new photoUrl
 */
export class ProfilePhotoService {
  constructor(private readonly api: ApiTransport) {}

  /** Checks and uploads a photo; the answer is the updated profile. */
  async upload(bytes: Uint8Array): Promise<Result<Profile, ProfilePhotoFailure>> {
    const checked = checkProfilePhoto(bytes);
    if (!checked.ok) return err({ kind: 'refused', reason: checked.error });
    const result = await this.api.call(uploadProfilePhotoEntry, { body: { data: encodeBase64(bytes) } });
    return result.ok ? ok(profileFromWire(result.value.Profile)) : err(profilePhotoFailureOf(result.error));
  }

  /** Removes the photo; the answer is the updated profile. */
  async remove(): Promise<Result<Profile, ProfilePhotoFailure>> {
    const result = await this.api.call(deleteProfilePhotoEntry, {});
    return result.ok ? ok(profileFromWire(result.value.Profile)) : err(profilePhotoFailureOf(result.error));
  }
}
