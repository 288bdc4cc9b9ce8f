import { isAccountLinkLive, type AccountLinkPurpose } from '../domain/account/account-links.js';
import type { AccountLink, AccountLinkHolder, AccountLinkStore } from '../ports/account-link-store.port.js';

/**
 * Account links in memory, for tests: the same rule as the SQL store (`isAccountLinkLive`).
 *
 * @example
 * const links = new InMemoryAccountLinkStore();
 */
export class InMemoryAccountLinkStore implements AccountLinkStore {
  readonly links = new Map<string, AccountLink & { usedAt: Date | null }>();

  issue(link: AccountLink): Promise<void> {
    this.links.set(link.token, { ...link, usedAt: null });
    return Promise.resolve();
  }

  peek(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined> {
    const link = this.links.get(token);
    return Promise.resolve(link && link.purpose === purpose && isAccountLinkLive(link, now) ? { userId: link.userId, email: link.email } : undefined);
  }

  async consume(token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLinkHolder | undefined> {
    const holder = await this.peek(token, purpose, now);
    const link = this.links.get(token);
    if (holder && link) link.usedAt = now;
    return holder;
  }

  revoke(userId: string, purpose: AccountLinkPurpose): Promise<void> {
    for (const link of this.links.values()) if (link.userId === userId && link.purpose === purpose && link.usedAt === null) link.usedAt = new Date(0);
    return Promise.resolve();
  }

  deleteExpiredBefore(before: Date): Promise<number> {
    const gone = [...this.links].filter(([, l]) => l.expiresAt < before).map(([token]) => token);
    for (const token of gone) this.links.delete(token);
    return Promise.resolve(gone.length);
  }
}
