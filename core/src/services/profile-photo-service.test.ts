import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_PHOTO_ERROR_CODES } from '../contract/account/profile-photo-entries.js';
import { profilePhotoHandlers } from '../backend/profile-photo-handlers.js';
import { err } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { InMemoryProfilePhotoStore } from '../testing/in-memory-profile-photo-store.js';
import { addTestAccount, inMemoryStores, SequentialIds } from '../testing/in-memory-stores.js';
import { samplePhoto } from '../testing/photo-fixtures.js';
import { callEntry } from '../testing/use-case-world.js';
import { ProfilePhotoService, profilePhotoFailureOf } from './profile-photo-service.js';

const http = (status: number, detailedErrorCode: string): ApiFailure => ({ kind: 'http', status, code: 'x', detailedErrorCode, description: '' });

// The app's service against the server's use cases on in-memory stores, as ada.
async function world() {
  const stores = inMemoryStores();
  await addTestAccount(stores.accounts, { userId: 'ada' });
  const handlers = profilePhotoHandlers({ accounts: stores.accounts, photos: new InMemoryProfilePhotoStore(stores.tables), ids: new SequentialIds() });
  const calls: string[] = [];
  const api: ApiTransport = {
    call: async (entry, input) => {
      calls.push(entry.path);
      const answer = await callEntry(handlers, entry, { userId: 'ada', locale: 'en-US' }, input);
      return answer.ok ? answer : err(http(answer.error.status, answer.error.detailedErrorCode));
    },
  };
  return { stores, calls, photos: new ProfilePhotoService(api) };
}

describe('ProfilePhotoService', () => {
  it('uploads a photo and removes it, answering the updated profile', async () => {
    const { photos, calls } = await world();
    const uploaded = await photos.upload(samplePhoto('webp'));
    expect(uploaded.ok && uploaded.value.photoUrl).toMatch(/^\/profile\/photo\//);
    const removed = await photos.remove();
    expect(removed.ok && removed.value.photoUrl).toBe('');
    expect(calls).toEqual(['v2/uploadProfilePhoto', 'v2/deleteProfilePhoto']);
  });

  it('refuses a wrong file on the device, without a call', async () => {
    const { photos, calls } = await world();
    expect(await photos.upload(new TextEncoder().encode('a text file named me.png'))).toEqual(err({ kind: 'refused', reason: 'unsupported-type' }));
    expect(calls).toEqual([]);
  });

  it("reads the server's refusals, a body over the limit, and other failures", () => {
    expect(profilePhotoFailureOf(http(400, 'profile_photo_too_many_pixels'))).toEqual({ kind: 'refused', reason: 'too-many-pixels' });
    expect(profilePhotoFailureOf(http(413, 'payload_too_large'))).toEqual({ kind: 'refused', reason: 'too-large' });
    expect(profilePhotoFailureOf(http(400, 'invalid_field:data'))).toEqual({ kind: 'failed' });
    expect(profilePhotoFailureOf({ kind: 'network' })).toEqual({ kind: 'failed' });
  });

  it('every refusal code round-trips to its reason; no other answer is a refusal (property)', () => {
    for (const [reason, code] of Object.entries(PROFILE_PHOTO_ERROR_CODES)) expect(profilePhotoFailureOf(http(400, code))).toEqual({ kind: 'refused', reason });
    const codes: readonly string[] = Object.values(PROFILE_PHOTO_ERROR_CODES);
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.string(), (status, code) => {
        fc.pre(status !== 413 && !(status === 400 && codes.includes(code)));
        expect(profilePhotoFailureOf(http(status, code))).toEqual({ kind: 'failed' });
      }),
    );
  });
});
