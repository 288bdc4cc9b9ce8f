import type { ImportTripPlanSharing } from '../domain/account/email-address-rules.js';
import type { EmailAddress } from '../domain/profile/profile.js';
import type { EmailAddressStore, StoredEmailAddress } from '../ports/email-address-store.port.js';
import { InMemoryTables, type MemoryUser } from './in-memory-tables.js';

/**
 * E-mail addresses in memory, on the account rows of {@link InMemoryTables} (so the profile shows
 * them), behaving like the SQL store: an address is held by one account once confirmed or primary;
 * an unconfirmed added address is the asking account's alone.
 *
 * @example
 * const emails = new InMemoryEmailAddressStore(accounts.tables);
 * await emails.addUnconfirmed({ userId: 'u1', uuid: 'e2', address: 'ada@work.example', now });
 */
export class InMemoryEmailAddressStore implements EmailAddressStore {
  private readonly sharing = new Map<string, ImportTripPlanSharing>();

  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async list(userId: string): Promise<readonly StoredEmailAddress[]> {
    return (this.tables.users.get(userId)?.profile.emailAddresses ?? []).map((e) => ({
      uuid: e.uuid,
      address: e.address,
      isPrimary: e.isPrimary,
      isConfirmed: e.isConfirmed,
      importTripPlanSharing: this.sharing.get(e.uuid) ?? 'concur_sharing_none',
    }));
  }

  async isHeld(address: string): Promise<boolean> {
    return [...this.tables.users.values()].some((u) => u.profile.emailAddresses.some((e) => e.address === address && (e.isPrimary || e.isConfirmed)));
  }

  async addUnconfirmed(input: { userId: string; uuid: string; address: string; now: Date }): Promise<boolean> {
    const user = this.tables.users.get(input.userId);
    if (!user || user.profile.emailAddresses.some((e) => e.address === input.address)) return false;
    const added: EmailAddress = { uuid: input.uuid, address: input.address, isPrimary: false, isConfirmed: false, isAutoImport: false };
    this.save(input.userId, user, [...user.profile.emailAddresses, added]);
    return true;
  }

  async confirm(userId: string, address: string): Promise<'confirmed' | 'taken' | 'missing'> {
    const user = this.tables.users.get(userId);
    if (!user?.profile.emailAddresses.some((e) => e.address === address)) return 'missing';
    const elsewhere = [...this.tables.users].some(
      ([id, u]) => id !== userId && u.profile.emailAddresses.some((e) => e.address === address && (e.isPrimary || e.isConfirmed)),
    );
    if (elsewhere) return 'taken';
    this.save(
      userId,
      user,
      user.profile.emailAddresses.map((e) => (e.address === address ? { ...e, isConfirmed: true } : e)),
    );
    return 'confirmed';
  }

  async makePrimary(userId: string, address: string): Promise<boolean> {
    const user = this.tables.users.get(userId);
    if (!user?.profile.emailAddresses.some((e) => e.address === address && e.isConfirmed)) return false;
    this.save(
      userId,
      user,
      user.profile.emailAddresses.map((e) => ({ ...e, isPrimary: e.address === address })),
    );
    return true;
  }

  async remove(userId: string, address: string): Promise<boolean> {
    const user = this.tables.users.get(userId);
    const gone = user?.profile.emailAddresses.find((e) => e.address === address && !e.isPrimary);
    if (!user || !gone) return false;
    this.sharing.delete(gone.uuid);
    this.save(
      userId,
      user,
      user.profile.emailAddresses.filter((e) => e !== gone),
    );
    return true;
  }

  async setImportSharing(userId: string, uuid: string, value: ImportTripPlanSharing): Promise<boolean> {
    if (!this.tables.users.get(userId)?.profile.emailAddresses.some((e) => e.uuid === uuid)) return false;
    this.sharing.set(uuid, value);
    return true;
  }

  private save(userId: string, user: MemoryUser, emailAddresses: readonly EmailAddress[]): void {
    this.tables.users.set(userId, { ...user, profile: { ...user.profile, emailAddresses } });
  }
}
