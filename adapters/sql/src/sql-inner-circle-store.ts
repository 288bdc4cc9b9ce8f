import { createHash } from 'node:crypto';
import {
  INVITATION_STATUSES,
  LIVE_INVITATION_STATUSES,
  type InnerCircleStore,
  type InvitationStatus,
  type NewInnerCircleInvitation,
  type StoredInnerCircleInvitation,
} from '@waybook/core';
import type { Kysely, Selectable } from 'kysely';
import type { Database, InnerCircleInvitationsTable } from './schema.js';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const LIVE = [...LIVE_INVITATION_STATUSES];

/**
 * Inner Circle invitations in SQL (migration 014). The partial unique indexes keep one live
 * invitation per sharer and recipient (or address): an insert that meets one answers 'exists'.
 * Sign-up tokens are stored only as their SHA-256.
 *
 * @example
 * const store = new SqlInnerCircleStore(db);
 */
export class SqlInnerCircleStore implements InnerCircleStore {
  constructor(private readonly db: Kysely<Database>) {}

  async invite(i: NewInnerCircleInvitation): Promise<'added' | 'exists'> {
    const r = await this.db
      .insertInto('inner_circle_invitations')
      .values({
        uuid: i.uuid,
        sharer_id: i.sharerId,
        recipient_id: i.recipientId,
        email: i.email,
        is_read_only: i.isReadOnly,
        status: 'pending',
        message: i.message,
        token_hash: i.token === null ? null : hashToken(i.token),
        token_expires_at: i.tokenExpiresAt,
        created_at: i.createdAt,
        updated_at: i.createdAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return (r.numInsertedOrUpdatedRows ?? 0n) > 0n ? 'added' : 'exists';
  }

  async sent(sharerId: string): Promise<readonly StoredInnerCircleInvitation[]> {
    const rows = await this.db
      .selectFrom('inner_circle_invitations')
      .selectAll()
      .where('sharer_id', '=', sharerId)
      .where('status', 'in', LIVE)
      .orderBy('created_at')
      .orderBy('uuid')
      .execute();
    return rows.map(innerCircleInvitationOf);
  }

  async received(recipientId: string): Promise<readonly StoredInnerCircleInvitation[]> {
    const rows = await this.db
      .selectFrom('inner_circle_invitations')
      .selectAll()
      .where('recipient_id', '=', recipientId)
      .where('status', 'in', ['pending', 'accepted'])
      .orderBy('created_at')
      .orderBy('uuid')
      .execute();
    return rows.map(innerCircleInvitationOf);
  }

  async transition(uuid: string, from: InvitationStatus, to: { status: InvitationStatus; isReadOnly?: boolean }, now: Date): Promise<boolean> {
    const r = await this.db
      .updateTable('inner_circle_invitations')
      .set({ status: to.status, updated_at: now, ...(to.isReadOnly === undefined ? {} : { is_read_only: to.isReadOnly }) })
      .where('uuid', '=', uuid)
      .where('status', '=', from)
      .executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }

  async claim(userId: string, emails: readonly string[], now: Date): Promise<readonly StoredInnerCircleInvitation[]> {
    if (emails.length === 0) return [];
    return this.db.transaction().execute(async (tx) => {
      const waiting = await tx
        .selectFrom('inner_circle_invitations')
        .selectAll()
        .where('recipient_id', 'is', null)
        .where('status', '=', 'pending')
        .where('email', 'in', [...emails])
        .orderBy('created_at')
        .orderBy('uuid')
        .forUpdate()
        .execute();
      const claimed: StoredInnerCircleInvitation[] = [];
      for (const row of waiting) {
        const live = await tx
          .selectFrom('inner_circle_invitations')
          .select('uuid')
          .where('sharer_id', '=', row.sharer_id)
          .where('recipient_id', '=', userId)
          .where('status', 'in', LIVE)
          .executeTakeFirst();
        const taken = row.sharer_id === userId || live !== undefined;
        const change = taken ? { status: 'deleted' } : { recipient_id: userId };
        const updated = await tx
          .updateTable('inner_circle_invitations')
          .set({ ...change, token_hash: null, token_expires_at: null, updated_at: now })
          .where('uuid', '=', row.uuid)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (!taken) claimed.push(innerCircleInvitationOf(updated));
      }
      return claimed;
    });
  }

  async byToken(token: string, now: Date): Promise<StoredInnerCircleInvitation | undefined> {
    const row = await this.db
      .selectFrom('inner_circle_invitations')
      .selectAll()
      .where('token_hash', '=', hashToken(token))
      .where('token_expires_at', '>', now)
      .where('recipient_id', 'is', null)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return row ? innerCircleInvitationOf(row) : undefined;
  }

  async setPublicTripSharingDisabled(userId: string, disabled: boolean): Promise<boolean> {
    const r = await this.db.updateTable('users').set({ is_public_trip_sharing_disabled: disabled }).where('id', '=', userId).executeTakeFirst();
    return r.numUpdatedRows > 0n;
  }
}

function statusOf(status: string): InvitationStatus {
  const known = INVITATION_STATUSES.find((s) => s === status);
  if (known === undefined) throw new Error(`unknown Inner Circle invitation status ${status}`);
  return known;
}

/**
 * A row of inner_circle_invitations as the store answers it (also read by the account merge).
 *
 * @example
 * const invitation = innerCircleInvitationOf(row);
 */
export function innerCircleInvitationOf(r: Selectable<InnerCircleInvitationsTable>): StoredInnerCircleInvitation {
  return {
    uuid: r.uuid,
    sharerId: r.sharer_id,
    recipientId: r.recipient_id,
    email: r.email,
    isReadOnly: r.is_read_only,
    status: statusOf(r.status),
    message: r.message,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}
