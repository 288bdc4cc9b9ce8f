import { beforeEach, describe, expect, it } from 'vitest';
import { deleteProfilePhotoEntry, uploadProfilePhotoEntry } from '../contract/account/profile-photo-entries.js';
import { encodeBase64 } from '../services/document-service.js';
import { InMemoryAccountDeletionStore } from '../testing/in-memory-account-deletion.js';
import { InMemoryProfilePhotoStore } from '../testing/in-memory-profile-photo-store.js';
import { addTestAccount, inMemoryStores, SequentialIds, type InMemoryStores } from '../testing/in-memory-stores.js';
import { samplePhoto } from '../testing/photo-fixtures.js';
import { callEntry } from '../testing/use-case-world.js';
import type { BoundHandler } from './handler.js';
import { profilePhotoHandlers } from './profile-photo-handlers.js';

let stores: InMemoryStores;
let photos: InMemoryProfilePhotoStore;
let handlers: BoundHandler[];

beforeEach(async () => {
  stores = inMemoryStores();
  photos = new InMemoryProfilePhotoStore(stores.tables);
  handlers = profilePhotoHandlers({ accounts: stores.accounts, photos, ids: new SequentialIds() });
  await addTestAccount(stores.accounts, { userId: 'ada' });
  await addTestAccount(stores.accounts, { userId: 'bo' });
});

const as = (userId: string) => ({ userId, locale: 'en-US' as const });
const upload = (userId: string, data: string) => callEntry(handlers, uploadProfilePhotoEntry, as(userId), { body: { data } });
const photoIdOf = (url: string) => decodeURIComponent(url.slice('/profile/photo/'.length));

describe('profile photo use cases', () => {
  it('stores a JPEG, PNG or WebP told by its bytes and answers the profile with its address', async () => {
    for (const kind of ['jpeg', 'png', 'webp'] as const) {
      const answer = await upload('ada', encodeBase64(samplePhoto(kind)));
      if (!answer.ok) throw new Error(answer.error.detailedErrorCode);
      const url = answer.value.Profile.photo_url;
      expect(url).toMatch(/^\/profile\/photo\/\w{32}$/);
      const served = await photos.photo(photoIdOf(url));
      expect(served?.contentType).toBe(`image/${kind}`);
      expect(served?.bytes).toEqual(samplePhoto(kind));
    }
    expect(stores.tables.blobs.size).toBe(1);
  });
  it('takes a data: URL whatever type it declares: the bytes decide', async () => {
    const answer = await upload('ada', `data:text/plain;base64,${encodeBase64(samplePhoto('png'))}`);
    expect(answer.ok && (await photos.photo(photoIdOf(answer.value.Profile.photo_url)))?.contentType).toBe('image/png');
  });
  it('refuses what is not a photo with its own code, and stores nothing', async () => {
    const refused = async (data: string, code: string) => {
      const answer = await upload('ada', data);
      expect(answer.ok ? 'stored' : [answer.error.status, answer.error.detailedErrorCode]).toEqual([400, code]);
    };
    await refused(encodeBase64(new TextEncoder().encode('not a photo at all')), 'profile_photo_unsupported_type');
    await refused('', 'profile_photo_empty');
    await refused('%%%', 'invalid_field:data');
    await refused(encodeBase64(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)), 'profile_photo_too_large');
    expect(stores.tables.blobs.size).toBe(0);
    expect((await stores.accounts.profile('ada'))?.photoUrl).toBe('');
  });
  it('replacing a photo removes the old file and the old address', async () => {
    const first = await upload('ada', encodeBase64(samplePhoto('png')));
    const second = await upload('ada', encodeBase64(samplePhoto('jpeg')));
    if (!first.ok || !second.ok) throw new Error('upload failed');
    expect(second.value.Profile.photo_url).not.toBe(first.value.Profile.photo_url);
    expect(await photos.photo(photoIdOf(first.value.Profile.photo_url))).toBeUndefined();
    expect([...stores.tables.blobs.values()].map((b) => b.contentType)).toEqual(['image/jpeg']);
  });
  it('removing the photo empties photo_url and removes the file; removing none is harmless', async () => {
    const first = await upload('ada', encodeBase64(samplePhoto('png')));
    const removed = await callEntry(handlers, deleteProfilePhotoEntry, as('ada'));
    expect(removed.ok && removed.value.Profile.photo_url).toBe('');
    expect(first.ok && (await photos.photo(photoIdOf(first.value.Profile.photo_url)))).toBeUndefined();
    expect(stores.tables.blobs.size).toBe(0);
    expect((await callEntry(handlers, deleteProfilePhotoEntry, as('ada'))).ok).toBe(true);
  });
  it("one user's photo never changes another's", async () => {
    await upload('ada', encodeBase64(samplePhoto('png')));
    await upload('bo', encodeBase64(samplePhoto('jpeg')));
    await callEntry(handlers, deleteProfilePhotoEntry, as('ada'));
    expect((await stores.accounts.profile('bo'))?.photoUrl).toMatch(/^\/profile\/photo\//);
    expect(stores.tables.blobs.size).toBe(1);
  });
  it('deleting the account removes the photo file', async () => {
    const uploaded = await upload('ada', encodeBase64(samplePhoto('png')));
    await new InMemoryAccountDeletionStore(stores.tables).deleteAccount('ada');
    expect(stores.tables.blobs.size).toBe(0);
    expect(uploaded.ok && (await photos.photo(photoIdOf(uploaded.value.Profile.photo_url)))).toBeUndefined();
  });
});
