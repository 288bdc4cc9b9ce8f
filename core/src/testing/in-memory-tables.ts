import type { PlanType } from '../domain/plans/plan-type.js';
import type { Profile } from '../domain/profile/profile.js';
import type { Trip } from '../domain/trips/trip.js';
import type { StoredBlob } from '../ports/blob-store.port.js';
import type { StoredDocument } from '../ports/document-store.port.js';
import type { StoredTripInvitation } from '../ports/trip-store.port.js';
import type { StoredInnerCircleInvitation } from '../ports/inner-circle-store.port.js';

/** An account row of the in-memory tables: the profile as answered and what sign-in reads. */
export interface MemoryUser {
  readonly passwordHash: string;
  readonly profile: Profile;
  /** E-mail verification tokens by address (removed once confirmed). */
  readonly verificationTokens: ReadonlyMap<string, string>;
}

/** A participant row: a user's part in a trip. */
export interface MemoryParticipant {
  readonly tripUuid: string;
  readonly userId: string;
  readonly isOwner: boolean;
  readonly isReadOnly: boolean;
  readonly isTraveler: boolean;
}

/** A plan row: the typed object as stored (JSON text), its trip ('' = unfiled), owner and start. */
export interface MemoryPlan {
  readonly type: PlanType;
  readonly uuid: string;
  readonly tripUuid: string;
  readonly ownerId: string;
  readonly objectJson: string;
  readonly startsAt: number | null;
  readonly segments: readonly string[];
  readonly seq: number;
}

/**
 * The rows the in-memory stores share, so that they behave like one database: deleting a trip
 * takes its participants, invitations and plans with it; deleting a plan takes its documents, and
 * a document row its blob (as the SQL cascades and the documents trigger do). `seq` stands in for
 * `created_at`: a counter that orders rows by insertion.
 *
 * @example
 * const tables = new InMemoryTables();
 * const trips = new InMemoryTripStore(tables); const plans = new InMemoryPlanStore(tables);
 */
export class InMemoryTables {
  readonly users = new Map<string, MemoryUser>();
  readonly trips = new Map<string, { readonly trip: Trip; readonly seq: number }>();
  readonly participants: MemoryParticipant[] = [];
  readonly invitations: StoredTripInvitation[] = [];
  /** Inner Circle invitations, with the sign-up token of e-mail invitations (InMemoryInnerCircleStore). */
  readonly innerCircle: (StoredInnerCircleInvitation & { readonly token: string | null; readonly tokenExpiresAt: Date | null })[] = [];
  readonly plans = new Map<string, MemoryPlan>();
  readonly documents = new Map<string, { readonly document: StoredDocument; readonly seq: number }>();
  readonly blobs = new Map<string, StoredBlob & { readonly ownerId: string }>();
  readonly legacyIds = new Map<string, { readonly entityType: string; readonly legacyId: string }>();
  private counter = 0;

  /** The next insertion number. */
  nextSeq(): number {
    this.counter += 1;
    return this.counter;
  }

  /** Throws as a foreign key would when a user is missing. */
  requireUser(userId: string): MemoryUser {
    const user = this.users.get(userId);
    if (!user) throw new Error(`no user ${userId} (foreign key)`);
    return user;
  }

  /** Removes a trip and, as the cascades do, its participants, invitations and plans. */
  deleteTrip(uuid: string): boolean {
    if (!this.trips.delete(uuid)) return false;
    removeWhere(this.participants, (p) => p.tripUuid === uuid);
    removeWhere(this.invitations, (i) => i.tripUuid === uuid);
    for (const plan of [...this.plans.values()]) if (plan.tripUuid === uuid) this.deletePlan(plan.uuid);
    return true;
  }

  /** Removes a plan and its documents (and their blobs). */
  deletePlan(uuid: string): boolean {
    if (!this.plans.delete(uuid)) return false;
    for (const { document } of [...this.documents.values()]) if (document.planUuid === uuid) this.deleteDocument(document.uuid);
    return true;
  }

  /** Removes a document row and its blob. */
  deleteDocument(uuid: string): boolean {
    const row = this.documents.get(uuid);
    if (!row) return false;
    this.documents.delete(uuid);
    this.blobs.delete(row.document.blobId);
    return true;
  }
}

/** Removes in place the items of `list` that match. */
export function removeWhere<T>(list: T[], match: (item: T) => boolean): number {
  let removed = 0;
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const item = list[i];
    if (item !== undefined && match(item)) {
      list.splice(i, 1);
      removed += 1;
    }
  }
  return removed;
}
