import type { InvitationStatus } from '../domain/sharing/inner-circle-invitation.js';
import {
  LIVE_INVITATION_STATUSES,
  type InnerCircleStore,
  type NewInnerCircleInvitation,
  type StoredInnerCircleInvitation,
} from '../ports/inner-circle-store.port.js';
import { InMemoryTables } from './in-memory-tables.js';

type Row = InMemoryTables['innerCircle'][number];

const isLive = (status: InvitationStatus): boolean => (LIVE_INVITATION_STATUSES as readonly InvitationStatus[]).includes(status);

/**
 * Inner Circle invitations in memory, behaving like `SqlInnerCircleStore` (one shared test suite):
 * one live invitation per sharer and recipient (or address), compare-and-set transitions, claims
 * of e-mail invitations, the public-sharing switch on the shared users.
 *
 * @example
 * const store = new InMemoryInnerCircleStore(tables);
 * await store.invite({ uuid: 'i1', sharerId: 'ada', recipientId: 'bo', email: 'bo@example.com', isReadOnly: true, message: '', token: null, tokenExpiresAt: null, createdAt: now });
 */
export class InMemoryInnerCircleStore implements InnerCircleStore {
  constructor(readonly tables: InMemoryTables = new InMemoryTables()) {}

  async invite(i: NewInnerCircleInvitation): Promise<'added' | 'exists'> {
    this.tables.requireUser(i.sharerId);
    if (i.recipientId !== null) this.tables.requireUser(i.recipientId);
    const clash = this.rows.some(
      (r) =>
        r.sharerId === i.sharerId &&
        isLive(r.status) &&
        (i.recipientId === null ? r.recipientId === null && r.email === i.email : r.recipientId === i.recipientId),
    );
    if (clash) return 'exists';
    const { createdAt, ...rest } = i;
    this.rows.push({ ...rest, status: 'pending', createdAt, updatedAt: createdAt });
    return 'added';
  }

  async sent(sharerId: string): Promise<readonly StoredInnerCircleInvitation[]> {
    return this.ordered((r) => r.sharerId === sharerId && isLive(r.status));
  }

  async received(recipientId: string): Promise<readonly StoredInnerCircleInvitation[]> {
    return this.ordered((r) => r.recipientId === recipientId && (r.status === 'pending' || r.status === 'accepted'));
  }

  async transition(uuid: string, from: InvitationStatus, to: { status: InvitationStatus; isReadOnly?: boolean }, now: Date): Promise<boolean> {
    const at = this.rows.findIndex((r) => r.uuid === uuid && r.status === from);
    const row = this.rows[at];
    if (row === undefined) return false;
    this.rows[at] = { ...row, status: to.status, isReadOnly: to.isReadOnly ?? row.isReadOnly, updatedAt: now };
    return true;
  }

  async claim(userId: string, emails: readonly string[], now: Date): Promise<readonly StoredInnerCircleInvitation[]> {
    this.tables.requireUser(userId);
    const claimed: StoredInnerCircleInvitation[] = [];
    const waiting = this.rows.filter((r) => r.recipientId === null && r.status === 'pending' && emails.includes(r.email));
    for (const row of waiting.sort(byAge)) {
      const at = this.rows.indexOf(row);
      const taken = row.sharerId === userId || this.rows.some((r) => r.sharerId === row.sharerId && r.recipientId === userId && isLive(r.status));
      const next: Row = taken
        ? { ...row, status: 'deleted', token: null, tokenExpiresAt: null, updatedAt: now }
        : { ...row, recipientId: userId, token: null, tokenExpiresAt: null, updatedAt: now };
      this.rows[at] = next;
      if (!taken) claimed.push(stored(next));
    }
    return claimed;
  }

  async byToken(token: string, now: Date): Promise<StoredInnerCircleInvitation | undefined> {
    const row = this.rows.find(
      (r) => r.token === token && r.recipientId === null && r.status === 'pending' && r.tokenExpiresAt !== null && r.tokenExpiresAt > now,
    );
    return row === undefined ? undefined : stored(row);
  }

  async setPublicTripSharingDisabled(userId: string, disabled: boolean): Promise<boolean> {
    const user = this.tables.users.get(userId);
    if (user === undefined) return false;
    this.tables.users.set(userId, { ...user, profile: { ...user.profile, isPublicTripSharingDisabled: disabled } });
    return true;
  }

  private get rows(): Row[] {
    return this.tables.innerCircle;
  }

  private ordered(match: (r: Row) => boolean): StoredInnerCircleInvitation[] {
    return this.rows.filter(match).sort(byAge).map(stored);
  }
}

function byAge(a: Row, b: Row): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
}

function stored(r: Row): StoredInnerCircleInvitation {
  return {
    uuid: r.uuid,
    sharerId: r.sharerId,
    recipientId: r.recipientId,
    email: r.email,
    isReadOnly: r.isReadOnly,
    status: r.status,
    message: r.message,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
