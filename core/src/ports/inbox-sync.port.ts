import type { InboxCursor, InboxProviderChoice, MailboxStatus } from '../domain/imports/inbox-sync.js';
import type { Result } from '../domain/result.js';

/**
 * Where a mail server listens for IMAP: host, port and whether TLS starts at connect (993) or not
 * (143, STARTTLS when offered).
 *
 * @example
 * const s: ImapServer = { host: 'imap.example.com', port: 993, secure: true };
 */
export interface ImapServer {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
}

/**
 * An inbox provider as the server is configured: a choice for {@link inboxProviderFor}, its name
 * for people, and for OAuth providers the IMAP server their tokens open (XOAUTH2).
 *
 * @example
 * const p: InboxProvider = { id: 'example-mail', kind: 'oauth', domains: ['example.com'], label: 'Example Mail', imap: { host: 'imap.example.com', port: 993, secure: true } };
 */
export interface InboxProvider extends InboxProviderChoice {
  readonly label: string;
  readonly imap: ImapServer | null;
}

/**
 * The tokens an OAuth provider granted: a short-lived access token, the refresh token that gets
 * the next one ('' when the provider gives none) and when the access token ends.
 *
 * @example
 * const g: InboxGrant = { accessToken: 'at', refreshToken: 'rt', expiresAt: new Date('2026-11-28T11:00:00Z') };
 */
export interface InboxGrant {
  readonly accessToken: string;
  readonly refreshToken: string;
  readonly expiresAt: Date;
}

/**
 * Why a mail server or provider turned the sync away: `auth` when it refused the credentials
 * (revoked grant, wrong app password: retrying will not help), `unavailable` when it could not be
 * reached or answered an error (a later try may work).
 *
 * @example
 * const f: InboxFailure = { kind: 'auth', detail: 'invalid_grant' };
 */
export interface InboxFailure {
  readonly kind: 'auth' | 'unavailable';
  readonly detail: string;
}

/**
 * The OAuth 2.0 providers the admin configured (authorization code with PKCE). `authorization`
 * makes the URL the browser goes to and the PKCE verifier to keep until the user comes back;
 * `exchange` trades the code for tokens, `refresh` a refresh token for a new access token.
 *
 * @example
 * const { url, verifier } = oauth.authorization('example-mail', { state, redirectUri, loginHint: 'ada@example.com' });
 * const grant = await oauth.exchange('example-mail', { code, verifier, redirectUri });
 */
export interface InboxOAuth {
  authorization(
    providerId: string,
    input: { readonly state: string; readonly redirectUri: string; readonly loginHint: string },
  ): { readonly url: string; readonly verifier: string };
  exchange(
    providerId: string,
    input: { readonly code: string; readonly verifier: string; readonly redirectUri: string },
  ): Promise<Result<InboxGrant, InboxFailure>>;
  refresh(providerId: string, refreshToken: string): Promise<Result<InboxGrant, InboxFailure>>;
}

/**
 * How to sign in to a mailbox: a user name with an app password, or with an OAuth access token
 * (SASL XOAUTH2).
 *
 * @example
 * const l: MailboxLogin = { server, username: 'ada@example.com', password: 'app-password' };
 */
export type MailboxLogin =
  | { readonly server: ImapServer; readonly username: string; readonly password: string }
  | { readonly server: ImapServer; readonly username: string; readonly accessToken: string };

/**
 * One look at a mailbox's INBOX: `status` signs in and answers UIDVALIDITY and UIDNEXT (to test
 * a connection and place a new cursor); `read` hands each message after the cursor, oldest first,
 * to `onMessage` (awaiting it before the next, so the caller can keep the cursor message by
 * message), and when `idleSeconds` > 0 and the server offers IDLE, waits up to that long for new
 * mail and reads it too. Answers the mailbox's status at the end.
 *
 * @example
 * const r = await mailbox.read(login, cursor, { idleSeconds: 0, maxBytes: 10_485_760 }, async (uid, raw) => { ... });
 */
export interface Mailbox {
  status(login: MailboxLogin): Promise<Result<MailboxStatus, InboxFailure>>;
  read(
    login: MailboxLogin,
    cursor: InboxCursor,
    options: { readonly idleSeconds: number; readonly maxBytes: number },
    onMessage: (uid: number, raw: Uint8Array | null) => Promise<void>,
  ): Promise<Result<MailboxStatus, InboxFailure>>;
}

/**
 * Seals secrets (refresh tokens, app passwords, PKCE verifiers) for storage with a server key,
 * so none is kept in clear: `open` answers undefined for anything it did not seal with this key.
 *
 * @example
 * const sealed = box.seal('app-password');
 * box.open(sealed); // 'app-password'
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string | undefined;
}

/**
 * A synced inbox: which address of which user, through which provider, signed in as whom, with
 * the sealed secret (the app password, or the refresh and access tokens as JSON), where the sync
 * stands, when it last looked, and its failures in a row with the last one's detail.
 *
 * @example
 * const s: InboxSync = { emailUuid: 'e1', userId: 'u1', providerId: 'app-password', username: 'ada@example.com', server, sealed: '…', cursor: { uidValidity: 7, lastUid: 41 }, lastFetchAt: now, failures: 0, lastError: '', createdAt: now };
 */
export interface InboxSync {
  readonly emailUuid: string;
  readonly userId: string;
  readonly providerId: string;
  readonly username: string;
  readonly server: ImapServer;
  readonly sealed: string;
  readonly cursor: InboxCursor;
  readonly lastFetchAt: Date | null;
  readonly failures: number;
  readonly lastError: string;
  readonly createdAt: Date;
}

/**
 * A started connection waiting for the user to come back with its state: whose, for which
 * address, through which provider, the sealed PKCE verifier, and until when it can be completed.
 *
 * @example
 * const p: PendingInboxSetup = { state: 's', userId: 'u1', emailUuid: 'e1', providerId: 'example-mail', sealedVerifier: '…', expiresAt };
 */
export interface PendingInboxSetup {
  readonly state: string;
  readonly userId: string;
  readonly emailUuid: string;
  readonly providerId: string;
  readonly sealedVerifier: string;
  readonly expiresAt: Date;
}

/**
 * Synced inboxes and started connections. States are single-use (kept only hashed); saving a
 * sync for an address replaces the previous one; `recordLook` keeps where a look left off.
 *
 * @example
 * await store.savePending(pending);
 * const p = await store.takePending(state, now); // once; undefined the second time or once expired
 */
export interface InboxSyncStore {
  savePending(pending: PendingInboxSetup): Promise<void>;
  /** The started connection with this state, removed as it is taken; undefined when unknown or expired at `now`. */
  takePending(state: string, now: Date): Promise<PendingInboxSetup | undefined>;
  save(sync: InboxSync): Promise<void>;
  get(emailUuid: string): Promise<InboxSync | undefined>;
  ofUser(userId: string): Promise<readonly InboxSync[]>;
  /** Keeps the cursor (and a renewed sealed secret), the time of the look, the failures in a row and the last error. */
  recordLook(
    emailUuid: string,
    look: { readonly cursor: InboxCursor; readonly sealed: string; readonly lastFetchAt: Date | null; readonly failures: number; readonly lastError: string },
  ): Promise<void>;
  remove(emailUuid: string): Promise<boolean>;
}
