import { tripFateOnAccountDeletion, type TripMember } from '../domain/account/account-deletion.js';
import type { AccountDeletionStore, AccountDeletionSummary } from '../ports/account-deletion-store.port.js';
import type { InMemoryAccountLinkStore } from './in-memory-account-link-store.js';
import type { InMemorySessionStore } from './in-memory-session-store.js';
import { removeWhere, type InMemoryTables } from './in-memory-tables.js';

/**
 * Account deletion on the in-memory tables, behaving like `SqlAccountDeletionStore`: the same
 * ownership rule (participants' join order is their order in the table), the same cascades.
 *
 * @example
 * const deletion = new InMemoryAccountDeletionStore(stores.tables, { links, sessions });
 * await deletion.deleteAccount('u1'); // { tripsDeleted: 1, tripsHandedOver: 0 }
 */
export class InMemoryAccountDeletionStore implements AccountDeletionStore {
  constructor(
    readonly tables: InMemoryTables,
    private readonly others: { readonly links?: InMemoryAccountLinkStore; readonly sessions?: InMemorySessionStore } = {},
  ) {}

  async deleteAccount(userId: string): Promise<AccountDeletionSummary | undefined> {
    const t = this.tables;
    if (!t.users.has(userId)) return undefined;
    const summary = { tripsDeleted: 0, tripsHandedOver: 0 };
    for (const tripUuid of t.participants.filter((p) => p.userId === userId).map((p) => p.tripUuid)) {
      const members: TripMember[] = t.participants.filter((p) => p.tripUuid === tripUuid).map((p, joinedAt) => ({ ...p, joinedAt }));
      const fate = tripFateOnAccountDeletion(userId, members);
      if (fate.kind === 'delete') {
        t.deleteTrip(tripUuid);
        summary.tripsDeleted += 1;
        continue;
      }
      removeWhere(t.participants, (p) => p.tripUuid === tripUuid && p.userId === userId);
      if (fate.kind === 'hand-over') {
        this.handOver(tripUuid, fate.to);
        summary.tripsHandedOver += 1;
      }
    }
    this.dropOwnRows(userId);
    return summary;
  }

  private handOver(tripUuid: string, to: string): void {
    const t = this.tables;
    const i = t.participants.findIndex((p) => p.tripUuid === tripUuid && p.userId === to);
    const heir = t.participants[i];
    const row = t.trips.get(tripUuid);
    if (heir === undefined || row === undefined) return;
    t.participants[i] = { ...heir, isOwner: true, isReadOnly: false };
    t.trips.set(tripUuid, { ...row, trip: { ...row.trip, isOwnerTraveler: heir.isTraveler } });
  }

  // Plans filed in trips that stay pass to the trip's owner; unfiled ones, files and the rest go.
  private dropOwnRows(userId: string): void {
    const t = this.tables;
    for (const plan of [...t.plans.values()]) {
      if (plan.ownerId !== userId) continue;
      const owner = plan.tripUuid === '' ? undefined : t.participants.find((p) => p.tripUuid === plan.tripUuid && p.isOwner);
      if (owner) t.plans.set(plan.uuid, { ...plan, ownerId: owner.userId });
      else t.deletePlan(plan.uuid);
    }
    const kept = new Set([...t.documents.values()].map((d) => d.document.blobId));
    const images = new Set([...t.trips.values()].map((r) => r.trip.imageUrl));
    for (const blob of [...t.blobs.values()]) {
      if (blob.ownerId === userId && !kept.has(blob.id) && !images.has(`/trip/image/${encodeURIComponent(blob.id)}`)) t.blobs.delete(blob.id);
    }
    removeWhere(t.invitations, (i) => i.invitedBy === userId);
    // As the foreign keys cascade: the user's Inner Circle, both ways.
    removeWhere(t.innerCircle, (r) => r.sharerId === userId || r.recipientId === userId);
    t.users.delete(userId);
    const { links, sessions } = this.others;
    if (links) for (const [token, link] of [...links.links]) if (link.userId === userId) links.links.delete(token);
    if (sessions) for (const s of [...sessions.rows.values()]) if (s.userId === userId) sessions.rows.delete(s.id);
  }
}
