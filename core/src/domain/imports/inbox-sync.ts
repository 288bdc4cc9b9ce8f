/**
 * Where an inbox sync stands in a mailbox (RFC 3501): the mailbox's UIDVALIDITY and the highest
 * UID already looked at. UIDs are only comparable under the same UIDVALIDITY.
 *
 * @example
 * const c: InboxCursor = { uidValidity: 1795884045, lastUid: 41 };
 */
export interface InboxCursor {
  readonly uidValidity: number;
  readonly lastUid: number;
}

/**
 * What a mailbox says when it is opened: its UIDVALIDITY and UIDNEXT (the UID the next message
 * will get).
 *
 * @example
 * const m: MailboxStatus = { uidValidity: 1795884045, uidNext: 43 };
 */
export interface MailboxStatus {
  readonly uidValidity: number;
  readonly uidNext: number;
}

/**
 * The UIDs to read on this visit, inclusive, with the cursor to start from. A sync starts with
 * the mail that arrives after it was switched on (the mailbox's history is not imported); when
 * the mailbox's UIDVALIDITY changed (the server rebuilt it), the old UIDs mean nothing and the
 * sync starts again from the mailbox's present end: nothing is read twice, at the cost of mail
 * that arrived during the rebuild. `range` is null when there is nothing new.
 *
 * @example
 * syncRange({ uidValidity: 7, lastUid: 41 }, { uidValidity: 7, uidNext: 45 }) // { cursor: { uidValidity: 7, lastUid: 41 }, range: { from: 42, to: 44 } }
 * syncRange({ uidValidity: 7, lastUid: 41 }, { uidValidity: 8, uidNext: 3 })  // { cursor: { uidValidity: 8, lastUid: 2 }, range: null }
 * syncRange(undefined, { uidValidity: 7, uidNext: 1 })                        // { cursor: { uidValidity: 7, lastUid: 0 }, range: null }
 */
export function syncRange(
  cursor: InboxCursor | undefined,
  box: MailboxStatus,
): { readonly cursor: InboxCursor; readonly range: { readonly from: number; readonly to: number } | null } {
  const end = Math.max(0, box.uidNext - 1);
  if (cursor === undefined || cursor.uidValidity !== box.uidValidity) return { cursor: { uidValidity: box.uidValidity, lastUid: end }, range: null };
  return { cursor, range: end > cursor.lastUid ? { from: cursor.lastUid + 1, to: end } : null };
}

/**
 * The cursor once message `uid` has been handled: it only moves forward, so a message handled
 * out of order never makes the sync read an earlier one again.
 *
 * @example
 * advanceCursor({ uidValidity: 7, lastUid: 41 }, 43) // { uidValidity: 7, lastUid: 43 }
 * advanceCursor({ uidValidity: 7, lastUid: 41 }, 12) // { uidValidity: 7, lastUid: 41 }
 */
export function advanceCursor(cursor: InboxCursor, uid: number): InboxCursor {
  return uid > cursor.lastUid ? { ...cursor, lastUid: uid } : cursor;
}

/**
 * How often a synced inbox is looked at when all is well (5 minutes).
 *
 * @example
 * INBOX_POLL_SECONDS // 300
 */
export const INBOX_POLL_SECONDS = 300;

/**
 * The longest wait between two looks after failures (6 hours).
 *
 * @example
 * INBOX_MAX_BACKOFF_SECONDS // 21600
 */
export const INBOX_MAX_BACKOFF_SECONDS = 6 * 3600;

/**
 * After this many failed looks in a row because the mail server or the provider refused the
 * credentials (a revoked grant, a changed app password), the sync is switched off and the user
 * told (alert FF, linking to inbox management).
 *
 * @example
 * INBOX_AUTH_FAILURES_BEFORE_STOP // 3
 */
export const INBOX_AUTH_FAILURES_BEFORE_STOP = 3;

/**
 * When to look at an inbox next: `pollSeconds` after a good look; after `failures` failed looks
 * in a row, `pollSeconds` doubled per failure, at most INBOX_MAX_BACKOFF_SECONDS.
 *
 * @example
 * nextInboxLook(new Date('2026-11-28T10:00:00Z'), 0, 300).toISOString() // '2026-11-28T10:05:00.000Z'
 * nextInboxLook(new Date('2026-11-28T10:00:00Z'), 2, 300).toISOString() // '2026-11-28T10:20:00.000Z'
 */
export function nextInboxLook(now: Date, failures: number, pollSeconds: number = INBOX_POLL_SECONDS): Date {
  const poll = Math.max(1, pollSeconds);
  const wait = Math.min(poll * 2 ** Math.min(Math.max(0, failures), 30), Math.max(poll, INBOX_MAX_BACKOFF_SECONDS));
  return new Date(now.getTime() + wait * 1000);
}

/**
 * How long a started inbox connection may wait for the user to come back from the provider
 * (15 minutes): after that its state is refused.
 *
 * @example
 * INBOX_SETUP_TTL_SECONDS // 900
 */
export const INBOX_SETUP_TTL_SECONDS = 15 * 60;

/**
 * An inbox provider the server knows: an OAuth 2.0 provider the admin configured for some mail
 * domains (`*` for any), or the IMAP app-password way in that works for any domain.
 *
 * @example
 * const p: InboxProviderChoice = { id: 'example-mail', kind: 'oauth', domains: ['example.com'] };
 */
export interface InboxProviderChoice {
  readonly id: string;
  readonly kind: 'oauth' | 'password';
  readonly domains: readonly string[];
}

/**
 * The provider that syncs an address: an OAuth provider naming the address's domain first, then
 * one for any domain (`*`), then the app-password way when it is on; undefined when none can (the
 * address is not eligible for inbox sync). Domains compare without case.
 *
 * @example
 * inboxProviderFor('ada@Example.com', [{ id: 'pw', kind: 'password', domains: ['*'] }, { id: 'ex', kind: 'oauth', domains: ['example.com'] }])?.id // 'ex'
 * inboxProviderFor('ada@other.org', [{ id: 'ex', kind: 'oauth', domains: ['example.com'] }]) // undefined
 */
export function inboxProviderFor<P extends InboxProviderChoice>(address: string, providers: readonly P[]): P | undefined {
  const at = address.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  const names = (p: P, d: string) => p.domains.some((x) => x.trim().toLowerCase() === d);
  return (
    providers.find((p) => p.kind === 'oauth' && names(p, domain)) ??
    providers.find((p) => p.kind === 'oauth' && names(p, '*')) ??
    providers.find((p) => p.kind === 'password')
  );
}
