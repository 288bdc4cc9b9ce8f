import type { Profile } from '../domain/profile/profile.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import { InMemoryAccountStore } from './in-memory-account-store.js';
import { InMemoryBlobStore } from './in-memory-blob-store.js';
import { InMemoryDocumentStore } from './in-memory-document-store.js';
import { InMemoryLegacyIdStore } from './in-memory-legacy-ids.js';
import { InMemoryPlanStore } from './in-memory-plan-store.js';
import { InMemoryTables } from './in-memory-tables.js';
import { InMemoryTripStore } from './in-memory-trip-store.js';

/**
 * Ids that count up: uuids `00000000-0000-4000-8000-000000000001`, `...0002` and so on, tokens of
 * the counter's digits padded with 'a' to the asked length. Predictable in tests, unique per
 * generator.
 *
 * @example
 * const ids = new SequentialIds(); ids.uuid() // '00000000-0000-4000-8000-000000000001'
 */
export class SequentialIds implements IdGenerator {
  private n = 0;
  uuid(): string {
    this.n += 1;
    return `00000000-0000-4000-8000-${String(this.n).padStart(12, '0')}`;
  }
  token(length: number): string {
    this.n += 1;
    return String(this.n).padStart(length, 'a').slice(-length);
  }
}

/**
 * Every in-memory store over one set of tables, so they behave like one database.
 *
 * @example
 * const stores: InMemoryStores = inMemoryStores();
 */
export interface InMemoryStores {
  readonly tables: InMemoryTables;
  readonly accounts: InMemoryAccountStore;
  readonly trips: InMemoryTripStore;
  readonly plans: InMemoryPlanStore;
  readonly documents: InMemoryDocumentStore;
  readonly blobs: InMemoryBlobStore;
  readonly legacyIds: InMemoryLegacyIdStore;
}

/**
 * Builds the in-memory stores on shared tables.
 *
 * @example
 * const { accounts, trips, plans } = inMemoryStores();
 */
export function inMemoryStores(tables: InMemoryTables = new InMemoryTables()): InMemoryStores {
  return {
    tables,
    accounts: new InMemoryAccountStore(tables),
    trips: new InMemoryTripStore(tables),
    plans: new InMemoryPlanStore(tables),
    documents: new InMemoryDocumentStore(tables),
    blobs: new InMemoryBlobStore(tables),
    legacyIds: new InMemoryLegacyIdStore(tables),
  };
}

/**
 * Creates an account (profile ref `p-<userId>`, address `<userId>@example.com` unless given) with
 * a name, and answers its profile: a user that trips and plans can refer to.
 *
 * @example
 * const ada = await addTestAccount(accounts, { userId: 'ada', firstName: 'Ada', lastName: 'Lovelace' });
 * ada.displayName // 'Ada Lovelace'
 */
export async function addTestAccount(
  accounts: InMemoryAccountStore,
  a: { readonly userId: string; readonly email?: string; readonly firstName?: string; readonly lastName?: string },
): Promise<Profile> {
  const email = a.email ?? `${a.userId}@example.com`;
  const created = await accounts.create({
    userId: a.userId,
    profileRef: `p-${a.userId}`,
    emailUuid: `e-${a.userId}`,
    email,
    passwordHash: 'unused',
    languageTag: 'en-US',
    verificationToken: `v-${a.userId}`,
    now: new Date(0),
    privacyAcknowledgedAt: 0,
  });
  if (!created.ok) throw new Error(`${email} is taken`);
  return accounts.updateProfile(a.userId, { firstName: a.firstName ?? '', lastName: a.lastName ?? '' });
}
