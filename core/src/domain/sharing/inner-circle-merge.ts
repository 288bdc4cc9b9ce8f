import type { InvitationStatus } from './inner-circle-invitation.js';

/**
 * What the merge reads of an Inner Circle invitation row.
 *
 * @example
 * const r: CircleRow = { uuid: 'i1', sharerId: 'u1', recipientId: 'u5', email: 'bo@example.com', status: 'accepted' };
 */
export interface CircleRow {
  readonly uuid: string;
  readonly sharerId: string;
  readonly recipientId: string | null;
  readonly email: string;
  readonly status: InvitationStatus;
}

// The statuses that bind a pair (a unique index allows one such row per pair).
const LIVE: readonly InvitationStatus[] = ['pending', 'accepted', 'ignored'];

/**
 * What an account merge does to the Inner Circle rows of the two accounts: rows between them go
 * (a circle with oneself means nothing), the closed account's rows are reassigned to the account
 * that stays, and where both then hold a live invitation with the same person (or address) one
 * stays: accepted before pending before ignored, the staying account's own on a tie.
 *
 * @example
 * mergeInnerCircleRows(rows, 'u1', 'u2') // { remove: ['i3'], reassign: [{ uuid: 'i4', sharerId: 'u1', recipientId: 'u5' }] }
 */
export function mergeInnerCircleRows(
  rows: readonly CircleRow[],
  intoUserId: string,
  fromUserId: string,
): {
  readonly remove: readonly string[];
  readonly reassign: readonly { readonly uuid: string; readonly sharerId: string; readonly recipientId: string | null }[];
} {
  const swap = (id: string | null) => (id === fromUserId ? intoUserId : id);
  const remove = new Set<string>();
  const after = new Map<string, CircleRow & { readonly moved: boolean }>();
  for (const r of rows) {
    const moved = r.sharerId === fromUserId || r.recipientId === fromUserId;
    const sharerId = swap(r.sharerId) ?? r.sharerId;
    const recipientId = swap(r.recipientId);
    if (recipientId !== null && sharerId === recipientId) remove.add(r.uuid);
    else after.set(r.uuid, { ...r, sharerId, recipientId, moved });
  }
  const rank = (s: string) => (s === 'accepted' ? 0 : s === 'pending' ? 1 : 2);
  const groups = new Map<string, (CircleRow & { readonly moved: boolean })[]>();
  for (const r of after.values()) {
    if (!LIVE.includes(r.status)) continue;
    const key = `${r.sharerId}\u0000${r.recipientId ?? `@${r.email}`}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const [, ...rest] = [...group].sort((a, b) => rank(a.status) - rank(b.status) || Number(a.moved) - Number(b.moved));
    for (const r of rest) remove.add(r.uuid);
  }
  const reassign = [...after.values()]
    .filter((r) => r.moved && !remove.has(r.uuid))
    .map((r) => ({ uuid: r.uuid, sharerId: r.sharerId, recipientId: r.recipientId }));
  return { remove: [...remove], reassign };
}
