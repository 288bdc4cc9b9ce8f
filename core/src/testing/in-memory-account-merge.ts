import { mergeInnerCircleRows } from '../domain/sharing/inner-circle-merge.js';
import type { AccountMergeStore, AccountMergeSummary } from '../ports/account-merge-store.port.js';
import type { InMemoryAccountLinkStore } from './in-memory-account-link-store.js';
import type { InMemorySessionStore } from './in-memory-session-store.js';
import { removeWhere, type InMemoryTables } from './in-memory-tables.js';

/**
 * Account merge on the in-memory tables, behaving like `SqlAccountMergeStore`: the same rule for
 * trips both take part in, the same moves, the same closing of the other account.
 *
 * @example
 * const merges = new InMemoryAccountMergeStore(stores.tables, { links, sessions });
 * await merges.mergeAccounts('u1', 'u2'); // { trips: 1, plans: 2, emailAddresses: 1 }
 */
export class InMemoryAccountMergeStore implements AccountMergeStore {
  constructor(
    readonly tables: InMemoryTables,
    private readonly others: { readonly links?: InMemoryAccountLinkStore; readonly sessions?: InMemorySessionStore } = {},
  ) {}

  async mergeAccounts(intoUserId: string, fromUserId: string): Promise<AccountMergeSummary | undefined> {
    const t = this.tables;
    if (intoUserId === fromUserId || !t.users.has(intoUserId) || !t.users.has(fromUserId)) return undefined;
    const trips = this.moveParticipants(intoUserId, fromUserId);
    let plans = 0;
    for (const plan of [...t.plans.values()])
      if (plan.ownerId === fromUserId) {
        t.plans.set(plan.uuid, { ...plan, ownerId: intoUserId });
        plans += 1;
      }
    t.invitations.forEach((inv, i) => {
      if (inv.invitedBy === fromUserId) t.invitations[i] = { ...inv, invitedBy: intoUserId };
    });
    for (const blob of [...t.blobs.values()]) if (blob.ownerId === fromUserId) t.blobs.set(blob.id, { ...blob, ownerId: intoUserId });
    const emailAddresses = this.moveAddresses(intoUserId, fromUserId);
    const circle = mergeInnerCircleRows(
      t.innerCircle.filter((r) => [intoUserId, fromUserId].includes(r.sharerId) || [intoUserId, fromUserId].includes(r.recipientId ?? '')),
      intoUserId,
      fromUserId,
    );
    removeWhere(t.innerCircle, (r) => circle.remove.includes(r.uuid));
    for (const m of circle.reassign) {
      const i = t.innerCircle.findIndex((r) => r.uuid === m.uuid);
      const r = t.innerCircle[i];
      if (r) t.innerCircle[i] = { ...r, sharerId: m.sharerId, recipientId: m.recipientId };
    }
    t.users.delete(fromUserId);
    const { links, sessions } = this.others;
    if (links) for (const [token, link] of [...links.links]) if (link.userId === fromUserId) links.links.delete(token);
    if (sessions) for (const s of [...sessions.rows.values()]) if (s.userId === fromUserId) sessions.rows.delete(s.id);
    return { trips, plans, emailAddresses };
  }

  private moveParticipants(into: string, from: string): number {
    const t = this.tables;
    for (const theirs of t.participants.filter((p) => p.userId === from)) {
      const i = t.participants.findIndex((p) => p.tripUuid === theirs.tripUuid && p.userId === into);
      const ours = t.participants[i];
      if (ours === undefined) continue;
      if (theirs.isOwner) t.participants.splice(i, 1);
      else {
        t.participants[i] = { ...ours, isReadOnly: ours.isReadOnly && theirs.isReadOnly, isTraveler: ours.isTraveler || theirs.isTraveler };
        removeWhere(t.participants, (p) => p === theirs);
      }
    }
    let moved = 0;
    t.participants.forEach((p, i) => {
      if (p.userId !== from) return;
      t.participants[i] = { ...p, userId: into };
      moved += 1;
    });
    return moved;
  }

  private moveAddresses(into: string, from: string): number {
    const t = this.tables;
    const ours = t.users.get(into);
    const theirs = t.users.get(from)?.profile.emailAddresses ?? [];
    if (!ours) return 0;
    const held = new Set(theirs.filter((e) => e.isPrimary || e.isConfirmed).map((e) => e.address));
    const kept = ours.profile.emailAddresses.filter((e) => e.isPrimary || e.isConfirmed || !held.has(e.address));
    const moved = theirs
      .filter((e) => !kept.some((k) => k.address === e.address))
      .map((e) => ({ ...e, isPrimary: false, isConfirmed: e.isConfirmed || e.isPrimary }));
    t.users.set(into, { ...ours, profile: { ...ours.profile, emailAddresses: [...kept, ...moved] } });
    return moved.length;
  }
}
