// Profile photos on PGlite (or TEST_DATABASE_URL): the file in blobs, the reference on users, the
// previous file removed however the reference goes (migration 012's trigger); the in-memory store
// gives the same answers.
import type { AccountStore, NewAccount, ProfilePhotoStore } from '@waybook/core';
import { InMemoryAccountDeletionStore, InMemoryProfilePhotoStore, inMemoryStores, samplePhoto } from '@waybook/core/testing';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, truncateAll } from './database.js';
import { SqlAccountDeletionStore } from './sql-account-deletion.js';
import { SqlAccountMergeStore } from './sql-account-merge.js';
import { SqlAccountStore } from './sql-account-store.js';
import { SqlProfilePhotoStore } from './sql-profile-photo-store.js';

const open = await openDatabase({ databaseUrl: process.env['TEST_DATABASE_URL'], dataDir: 'memory://' });
afterAll(() => open.close());
const { db } = open;

const account = (u: string): NewAccount => ({
  userId: u,
  profileRef: `p-${u}`,
  emailUuid: `e-${u}`,
  email: `${u}@example.com`,
  passwordHash: 'h',
  languageTag: 'en-GB',
  verificationToken: `v-${u}`,
  now: new Date('2026-11-24T10:00:00Z'),
  privacyAcknowledgedAt: 0,
});
const photo = (n: number, kind: 'png' | 'jpeg' = 'png') => ({
  photoId: `photo-${n}`,
  blob: { id: `00000000-0000-4000-8000-00000000000${n}`, contentType: `image/${kind}`, bytes: samplePhoto(kind) },
});
const blobIds = async () => (await db.selectFrom('blobs').select('id').orderBy('id').execute()).map((b) => b.id);

interface Side {
  readonly name: string;
  readonly accounts: AccountStore;
  readonly photos: ProfilePhotoStore;
  readonly blobIds: () => Promise<string[]>;
  readonly deleteAccount: (userId: string) => Promise<unknown>;
}

async function sides(): Promise<Side[]> {
  await truncateAll(db);
  const memory = inMemoryStores();
  const list: Side[] = [
    {
      name: 'sql',
      accounts: new SqlAccountStore(db),
      photos: new SqlProfilePhotoStore(db),
      blobIds,
      deleteAccount: (u) => new SqlAccountDeletionStore(db).deleteAccount(u),
    },
    {
      name: 'memory',
      accounts: memory.accounts,
      photos: new InMemoryProfilePhotoStore(memory.tables),
      blobIds: async () => [...memory.tables.blobs.keys()].sort(),
      deleteAccount: (u) => new InMemoryAccountDeletionStore(memory.tables).deleteAccount(u),
    },
  ];
  for (const side of list) for (const u of ['ada', 'bo']) await side.accounts.create(account(u));
  return list;
}

let both: Side[];
beforeEach(async () => {
  both = await sides();
});

describe('SqlProfilePhotoStore', () => {
  it('stores the file, serves it by the photo id and shows its address in the profile', async () => {
    for (const side of both) {
      expect(await side.photos.replace('ada', photo(1)), side.name).toBe(true);
      expect((await side.photos.photo('photo-1'))?.bytes, side.name).toEqual(samplePhoto('png'));
      expect((await side.photos.photo('photo-1'))?.contentType, side.name).toBe('image/png');
      expect((await side.accounts.profile('ada'))?.photoUrl, side.name).toBe('/profile/photo/photo-1');
      expect((await side.accounts.profile('bo'))?.photoUrl, side.name).toBe('');
    }
  });
  it('replacing removes the old file and address; removing empties photoUrl and removes the file', async () => {
    for (const side of both) {
      await side.photos.replace('bo', photo(9, 'jpeg'));
      await side.photos.replace('ada', photo(1));
      await side.photos.replace('ada', photo(2, 'jpeg'));
      expect(await side.photos.photo('photo-1'), side.name).toBeUndefined();
      expect(await side.blobIds(), side.name).toEqual([photo(2).blob.id, photo(9).blob.id]);
      await side.photos.replace('ada', null);
      expect((await side.accounts.profile('ada'))?.photoUrl, side.name).toBe('');
      expect(await side.blobIds(), side.name).toEqual([photo(9).blob.id]);
      expect(await side.photos.replace('ada', null), side.name).toBe(true);
    }
  });
  it('an unknown user stores nothing', async () => {
    for (const side of both) {
      expect(await side.photos.replace('nobody', photo(1)), side.name).toBe(false);
      expect(await side.blobIds(), side.name).toEqual([]);
      expect(await side.photos.photo('photo-1'), side.name).toBeUndefined();
    }
  });
  it("deleting the account removes its photo file and nobody else's", async () => {
    for (const side of both) {
      await side.photos.replace('ada', photo(1));
      await side.photos.replace('bo', photo(2));
      await side.deleteAccount('ada');
      expect(await side.blobIds(), side.name).toEqual([photo(2).blob.id]);
      expect(await side.photos.photo('photo-1'), side.name).toBeUndefined();
      expect(await side.photos.photo('photo-2'), side.name).toBeDefined();
    }
  });
  it('an account closed by a merge takes its photo file with it; the remaining account keeps its own', async () => {
    const sqlPhotos = new SqlProfilePhotoStore(db);
    await sqlPhotos.replace('ada', photo(1));
    await sqlPhotos.replace('bo', photo(2));
    await new SqlAccountMergeStore(db).mergeAccounts('ada', 'bo');
    expect(await blobIds()).toEqual([photo(1).blob.id]);
    expect((await new SqlAccountStore(db).profile('ada'))?.photoUrl).toBe('/profile/photo/photo-1');
  });
});
