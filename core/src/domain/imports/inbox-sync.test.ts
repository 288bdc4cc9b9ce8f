import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceCursor, INBOX_MAX_BACKOFF_SECONDS, inboxProviderFor, nextInboxLook, syncRange, type InboxCursor } from './inbox-sync.js';

describe('syncRange', () => {
  it('reads the UIDs after the cursor up to the end of the mailbox', () => {
    expect(syncRange({ uidValidity: 7, lastUid: 41 }, { uidValidity: 7, uidNext: 45 })).toEqual({
      cursor: { uidValidity: 7, lastUid: 41 },
      range: { from: 42, to: 44 },
    });
    expect(syncRange({ uidValidity: 7, lastUid: 44 }, { uidValidity: 7, uidNext: 45 }).range).toBeNull();
  });

  it('starts at the present end of the mailbox the first time and after a UIDVALIDITY change', () => {
    expect(syncRange(undefined, { uidValidity: 7, uidNext: 1 })).toEqual({ cursor: { uidValidity: 7, lastUid: 0 }, range: null });
    expect(syncRange(undefined, { uidValidity: 7, uidNext: 10 })).toEqual({ cursor: { uidValidity: 7, lastUid: 9 }, range: null });
    expect(syncRange({ uidValidity: 7, lastUid: 41 }, { uidValidity: 8, uidNext: 3 })).toEqual({ cursor: { uidValidity: 8, lastUid: 2 }, range: null });
  });

  it('never reads a UID at or below the cursor, and never past the mailbox end (property)', () => {
    const cursor = fc.record({ uidValidity: fc.integer({ min: 1, max: 5 }), lastUid: fc.nat(1000) });
    const box = fc.record({ uidValidity: fc.integer({ min: 1, max: 5 }), uidNext: fc.integer({ min: 1, max: 1200 }) });
    fc.assert(
      fc.property(fc.option(cursor, { nil: undefined }), box, (c, b) => {
        const r = syncRange(c, b);
        expect(r.cursor.uidValidity).toBe(b.uidValidity);
        if (r.range === null) return;
        expect(c?.uidValidity).toBe(b.uidValidity);
        expect(r.range.from).toBe((c?.lastUid ?? 0) + 1);
        expect(r.range.to).toBe(b.uidNext - 1);
        expect(r.range.from).toBeLessThanOrEqual(r.range.to);
      }),
    );
  });
});

describe('advanceCursor', () => {
  it('moves forward only', () => {
    expect(advanceCursor({ uidValidity: 7, lastUid: 41 }, 43)).toEqual({ uidValidity: 7, lastUid: 43 });
    expect(advanceCursor({ uidValidity: 7, lastUid: 41 }, 12)).toEqual({ uidValidity: 7, lastUid: 41 });
  });

  it('ends at the highest UID handled, whatever the order (property)', () => {
    fc.assert(
      fc.property(fc.nat(100), fc.array(fc.nat(500)), (start, uids) => {
        const end = uids.reduce<InboxCursor>((c, uid) => advanceCursor(c, uid), { uidValidity: 1, lastUid: start });
        expect(end.lastUid).toBe(Math.max(start, ...uids));
      }),
    );
  });
});

describe('nextInboxLook', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('waits the poll interval after a good look and doubles it per failure', () => {
    expect(nextInboxLook(now, 0, 300).toISOString()).toBe('2026-11-28T10:05:00.000Z');
    expect(nextInboxLook(now, 1, 300).toISOString()).toBe('2026-11-28T10:10:00.000Z');
    expect(nextInboxLook(now, 2, 300).toISOString()).toBe('2026-11-28T10:20:00.000Z');
    expect(nextInboxLook(now, 50, 300).toISOString()).toBe('2026-11-28T16:00:00.000Z');
  });

  it('is always later than now, grows with failures and stays under the cap (property)', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.integer({ min: 1, max: 3600 }), (failures, poll) => {
        const wait = (nextInboxLook(now, failures, poll).getTime() - now.getTime()) / 1000;
        expect(wait).toBeGreaterThanOrEqual(poll);
        expect(wait).toBeLessThanOrEqual(Math.max(poll, INBOX_MAX_BACKOFF_SECONDS));
        expect(nextInboxLook(now, failures + 1, poll).getTime()).toBeGreaterThanOrEqual(nextInboxLook(now, failures, poll).getTime());
      }),
    );
  });
});

describe('inboxProviderFor', () => {
  const providers = [
    { id: 'pw', kind: 'password' as const, domains: ['*'] },
    { id: 'any', kind: 'oauth' as const, domains: ['*'] },
    { id: 'ex', kind: 'oauth' as const, domains: ['example.com'] },
  ];
  it('prefers the OAuth provider of the domain, then one for any domain, then the app password', () => {
    expect(inboxProviderFor('ada@Example.COM', providers)?.id).toBe('ex');
    expect(inboxProviderFor('ada@other.org', providers)?.id).toBe('any');
    expect(inboxProviderFor('ada@other.org', [providers[0]!])?.id).toBe('pw');
  });

  it('answers none for an address no provider takes or that is not an address', () => {
    expect(inboxProviderFor('ada@other.org', [providers[2]!])).toBeUndefined();
    expect(inboxProviderFor('not-an-address', providers)).toBeUndefined();
    expect(inboxProviderFor('ada@example.com', [])).toBeUndefined();
  });
});
