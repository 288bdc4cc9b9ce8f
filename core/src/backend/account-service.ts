import { isValidEmail, normalizeEmail } from '../domain/account/email.js';
import { validatePassword } from '../domain/account/password-rules.js';
import { isSessionOver, SESSION_ID_LENGTH, shouldTouchSession } from '../domain/account/session-rules.js';
import { acknowledgementStamp } from '../domain/profile/privacy.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountLinkStore } from '../ports/account-link-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { SignInThrottle, type SignInOrigin } from './sign-in-throttle.js';
import type { InvitationAcceptance } from './trip-invitation-claims.js';

/** What sign-up, sign-in and sessions need. */
export interface AccountDeps {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  /** Single-use e-mailed links: add an address, reset a password, delete the account, merge. */
  readonly links: AccountLinkStore;
  /** Token buckets shared by the servers (sign-in throttling). */
  readonly throttle: ThrottleStore;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  /** Takes up trip invitations once an address is proven (see TripInvitationClaims). */
  readonly invitations?: {
    afterSignUp(userId: string, email: string, invitationToken: string | undefined): Promise<unknown>;
    afterConfirm(userId: string): Promise<unknown>;
    afterInvitationLink(userId: string, invitationToken: string): Promise<InvitationAcceptance>;
  };
}

/** Why a sign-up was refused. An address that already has an account is not a reason: see signUp. */
export type SignUpError = { readonly kind: 'invalid-email' } | { readonly kind: 'invalid-password'; readonly reason: string };

/** Why a sign-in was refused. One generic kind for wrong address or password. */
export type SignInError =
  | { readonly kind: 'invalid-credentials' }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number }
  | { readonly kind: 'blocked'; readonly status: string };

/**
 * Sign-up, sign-in, sign-out and session resolution, written on ports.
 *
 * @example
 * const accounts = new AccountService(deps);
 * const r = await accounts.signIn({ email: 'a@b.io', password: 'secret-pass' });
 */
export class AccountService {
  // A valid argon2 hash of a random string: verifying against it keeps unknown addresses as slow as known ones.
  private dummyHash: Promise<string> | undefined;
  private readonly throttle: SignInThrottle;

  constructor(private readonly deps: AccountDeps) {
    this.throttle = new SignInThrottle(deps.throttle);
  }

  /**
   * Creates an account, sends the verification e-mail and starts a session. An address that
   * already has an account is answered the same way (a session id, which opens nothing) and that
   * address is e-mailed that it already has an account, so sign-up tells no one which addresses
   * are registered.
   */
  async signUp(input: {
    email: string;
    password: string;
    languageTag: LanguageTag;
    /** The token of the trip invitation link the user came from, if any. */
    invitationToken?: string;
  }): Promise<Result<{ sessionId: string }, SignUpError>> {
    const email = normalizeEmail(input.email);
    if (!isValidEmail(email)) return err({ kind: 'invalid-email' });
    const password = validatePassword(input.password);
    if (!password.ok) return err({ kind: 'invalid-password', reason: password.error.kind });
    const { ids, clock } = this.deps;
    const userId = ids.uuid();
    const verificationToken = ids.token(48);
    const created = await this.deps.accounts.create({
      userId,
      profileRef: ids.token(24),
      emailUuid: ids.uuid(),
      email,
      passwordHash: await this.deps.hasher.hash(input.password),
      languageTag: input.languageTag,
      verificationToken,
      now: clock.now(),
      // The sign-up form shows the current privacy statement: the account starts with it acknowledged.
      privacyAcknowledgedAt: acknowledgementStamp(clock.now()),
    });
    if (!created.ok) {
      const signInLink = `${this.deps.publicUrl}/account/login`;
      await this.deps.mailer.send({ to: email, ...this.deps.templates.render({ kind: 'account-exists', email, signInLink }, input.languageTag) });
      return ok({ sessionId: ids.token(SESSION_ID_LENGTH) });
    }
    const link = `${this.deps.publicUrl}/account/verify?token=${verificationToken}`;
    await this.deps.mailer.send({ to: email, ...this.deps.templates.render({ kind: 'verify-email', link, email }, input.languageTag) });
    await this.deps.invitations?.afterSignUp(userId, email, input.invitationToken);
    return ok({ sessionId: await this.startSession(userId) });
  }

  /**
   * Checks credentials, throttled per account and client address (a known device only by its
   * own bucket: see SignInThrottle). When the account's bucket runs dry its owner is e-mailed, at
   * most once an hour.
   */
  async signIn(input: { email: string; password: string } & SignInOrigin): Promise<Result<{ sessionId: string }, SignInError>> {
    const email = normalizeEmail(input.email);
    const now = this.deps.clock.now();
    const admitted = await this.throttle.admit(email, input, now);
    if (admitted.accountEmptied) await this.alertOwner(email, now);
    if (!admitted.ok) return err(admitted.error);
    const login = await this.deps.accounts.findLogin(email);
    const hash = login?.passwordHash ?? (await this.fallbackHash());
    const matches = await this.deps.hasher.verify(hash, input.password);
    if (!login || !matches) return err({ kind: 'invalid-credentials' });
    await this.throttle.succeeded(email, input);
    if (login.blockedStatus !== '') return err({ kind: 'blocked', status: login.blockedStatus });
    return ok({ sessionId: await this.startSession(login.userId) });
  }

  /** Ends a session. */
  async signOut(sessionId: string): Promise<void> {
    await this.deps.sessions.delete(sessionId);
  }

  /** The user of a live session, refreshing its idle timer; undefined when missing or expired. */
  async resolveSession(sessionId: string): Promise<string | undefined> {
    const session = await this.deps.sessions.find(sessionId);
    if (!session) return undefined;
    const now = this.deps.clock.now();
    if (isSessionOver(session, now)) {
      await this.deps.sessions.delete(sessionId);
      return undefined;
    }
    if (shouldTouchSession(session.lastSeenAt, now)) await this.deps.sessions.touch(sessionId, now);
    return session.userId;
  }

  /** Confirms the address behind a verification link. */
  async verifyEmail(token: string): Promise<boolean> {
    const userId = await this.deps.accounts.confirmEmail(token);
    if (userId === undefined) return false;
    await this.deps.invitations?.afterConfirm(userId);
    return true;
  }

  /** A signed-in user opens a trip invitation link (see TripInvitationClaims.afterInvitationLink). */
  async acceptInvitation(userId: string, invitationToken: string): Promise<InvitationAcceptance> {
    return this.deps.invitations ? this.deps.invitations.afterInvitationLink(userId, invitationToken) : { kind: 'invalid' };
  }

  private async startSession(userId: string): Promise<string> {
    const id = this.deps.ids.token(SESSION_ID_LENGTH);
    const now = this.deps.clock.now();
    await this.deps.sessions.create({ id, userId, createdAt: now, lastSeenAt: now });
    return id;
  }

  private async alertOwner(email: string, now: Date): Promise<void> {
    const login = await this.deps.accounts.findLogin(email);
    const profile = login ? await this.deps.accounts.profile(login.userId) : undefined;
    if (!profile || !(await this.throttle.mayAlert(email, now))) return;
    await this.deps.mailer.send({ to: email, ...this.deps.templates.render({ kind: 'sign-in-failures', email }, profile.languageTag) });
  }

  private fallbackHash(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash(this.deps.ids.token(32));
    return this.dummyHash;
  }
}
