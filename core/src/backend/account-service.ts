import { checkLoginAllowed } from '../domain/account/login-throttle.js';
import { isValidEmail, normalizeEmail } from '../domain/account/email.js';
import { validatePassword } from '../domain/account/password-rules.js';
import { isSessionExpired, SESSION_ID_LENGTH, shouldTouchSession } from '../domain/account/session-rules.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { LoginAttemptStore } from '../ports/login-attempt-store.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { SessionStore } from '../ports/session-store.port.js';

/** What sign-up, sign-in and sessions need. */
export interface AccountDeps {
  readonly accounts: AccountStore;
  readonly sessions: SessionStore;
  readonly attempts: LoginAttemptStore;
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
  };
}

/** Why a sign-up was refused. */
export type SignUpError =
  { readonly kind: 'invalid-email' } | { readonly kind: 'invalid-password'; readonly reason: string } | { readonly kind: 'email-taken' };

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

  constructor(private readonly deps: AccountDeps) {}

  /** Creates an account, sends the verification e-mail and starts a session. */
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
    });
    if (!created.ok) return created;
    const link = `${this.deps.publicUrl}/account/verify?token=${verificationToken}`;
    await this.deps.mailer.send({ to: email, ...this.deps.templates.render({ kind: 'verify-email', link, email }, input.languageTag) });
    await this.deps.invitations?.afterSignUp(userId, email, input.invitationToken);
    return ok({ sessionId: await this.startSession(userId) });
  }

  /** Checks credentials with throttling of repeated failures. */
  async signIn(input: { email: string; password: string }): Promise<Result<{ sessionId: string }, SignInError>> {
    const email = normalizeEmail(input.email);
    const now = this.deps.clock.now();
    const allowed = checkLoginAllowed({ ...(await this.deps.attempts.get(email)), now });
    if (!allowed.ok) return allowed;
    const login = await this.deps.accounts.findLogin(email);
    const hash = login?.passwordHash ?? (await this.fallbackHash());
    const matches = await this.deps.hasher.verify(hash, input.password);
    if (!login || !matches) {
      await this.deps.attempts.recordFailure(email, now);
      return err({ kind: 'invalid-credentials' });
    }
    await this.deps.attempts.reset(email);
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
    if (isSessionExpired(session.lastSeenAt, now)) {
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

  private async startSession(userId: string): Promise<string> {
    const id = this.deps.ids.token(SESSION_ID_LENGTH);
    const now = this.deps.clock.now();
    await this.deps.sessions.create({ id, userId, createdAt: now, lastSeenAt: now });
    return id;
  }

  private fallbackHash(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash(this.deps.ids.token(32));
    return this.dummyHash;
  }
}
