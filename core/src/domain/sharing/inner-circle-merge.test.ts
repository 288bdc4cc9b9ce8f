import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVITATION_STATUSES } from './inner-circle-invitation.js';
import { mergeInnerCircleRows, type CircleRow } from './inner-circle-merge.js';

const LIVE_INVITATION_STATUSES = ['pending', 'accepted', 'ignored'];

const row = (uuid: string, sharerId: string, recipientId: string | null, status: CircleRow['status'] = 'accepted', email = 'x@example.com'): CircleRow => ({
  uuid,
  sharerId,
  recipientId,
  email,
  status,
});

describe('Inner Circle rows in an account merge', () => {
  it('drops rows between the two accounts and moves the closed account’s others', () => {
    const plan = mergeInnerCircleRows([row('a', 'u1', 'u2'), row('b', 'u2', 'u1'), row('c', 'u2', 'u5'), row('d', 'u6', 'u2', 'pending')], 'u1', 'u2');
    expect([...plan.remove].sort()).toEqual(['a', 'b']);
    expect(plan.reassign).toEqual([
      { uuid: 'c', sharerId: 'u1', recipientId: 'u5' },
      { uuid: 'd', sharerId: 'u6', recipientId: 'u1' },
    ]);
  });

  it('keeps one live invitation per pair: accepted first, then the staying account’s', () => {
    const plan = mergeInnerCircleRows(
      [row('mine', 'u1', 'u5', 'pending'), row('theirs', 'u2', 'u5', 'accepted'), row('tie1', 'u7', 'u1'), row('tie2', 'u7', 'u2')],
      'u1',
      'u2',
    );
    expect([...plan.remove].sort()).toEqual(['mine', 'tie2']);
    expect(plan.reassign).toEqual([{ uuid: 'theirs', sharerId: 'u1', recipientId: 'u5' }]);
  });

  it('treats invitations to the same address alike, and leaves ended ones be', () => {
    const plan = mergeInnerCircleRows(
      [
        row('m', 'u1', null, 'pending', 'bo@example.com'),
        row('t', 'u2', null, 'pending', 'bo@example.com'),
        row('old', 'u2', 'u5', 'removed'),
        row('old2', 'u1', 'u5', 'removed'),
      ],
      'u1',
      'u2',
    );
    expect(plan.remove).toEqual(['t']);
    expect(plan.reassign).toEqual([{ uuid: 'old', sharerId: 'u1', recipientId: 'u5' }]);
  });

  it('never leaves the closed account, a self-invitation or two live rows for one pair (property)', () => {
    const user = fc.constantFrom('u1', 'u2', 'u3', 'u4');
    const rowArb = fc.record({
      sharer: user,
      recipient: fc.option(user, { nil: null }),
      status: fc.constantFrom(...INVITATION_STATUSES),
      email: fc.constantFrom('a@x.io', 'b@x.io'),
    });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 12 }), (drafts) => {
        const rows = drafts.map((d, i) => row(`r${i}`, d.sharer, d.recipient, d.status, d.email));
        // The store never holds two live rows for one pair, nor a self-invitation: start from such a state.
        const seen = new Set<string>();
        const valid = rows.filter((r) => {
          if (r.recipientId === r.sharerId) return false;
          if (!LIVE_INVITATION_STATUSES.includes(r.status)) return true;
          const key = `${r.sharerId}|${r.recipientId ?? r.email}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        const plan = mergeInnerCircleRows(valid, 'u1', 'u2');
        const moved = new Map(plan.reassign.map((m) => [m.uuid, m]));
        const result = valid.filter((r) => !plan.remove.includes(r.uuid)).map((r) => ({ ...r, ...(moved.get(r.uuid) ?? {}) }));
        for (const r of result) {
          expect(r.sharerId).not.toBe('u2');
          expect(r.recipientId).not.toBe('u2');
          expect(r.recipientId).not.toBe(r.sharerId);
        }
        const live = result.filter((r) => LIVE_INVITATION_STATUSES.includes(r.status)).map((r) => `${r.sharerId}|${r.recipientId ?? r.email}`);
        expect(new Set(live).size).toBe(live.length);
        // An accepted connection of either account survives unless it was between the two.
        for (const r of valid)
          if (r.status === 'accepted' && ![r.sharerId, r.recipientId].includes('u1') !== ![r.sharerId, r.recipientId].includes('u2'))
            expect(
              result.some(
                (x) =>
                  x.status === 'accepted' &&
                  x.sharerId === (r.sharerId === 'u2' ? 'u1' : r.sharerId) &&
                  x.recipientId === (r.recipientId === 'u2' ? 'u1' : r.recipientId),
              ),
            ).toBe(true);
      }),
    );
  });
});
