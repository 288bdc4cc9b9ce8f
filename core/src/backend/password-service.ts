import { accountLinkExpiry } from '../domain/account/account-links.js';
import { isValidEmail, normalizeEmail } from '../domain/account/email.js';
import { validatePassword, type PasswordError } from '../domain/account/password-rules.js';
import type { ThrottlePolicy } from '../domain/account/throttle-rules.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountLinkStore } from '../ports/account-link-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { JobPayload, JobQueue } from '../ports/job-queue.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { PasswordStore } from '../ports/password-store.port.js';
import type { SessionStore } from '../ports/session-store.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';

/**
 * Token buckets of the password calls (full after at most an hour, so the sweep never forgets a
 * bucket that is not full): a user has 5 password-change attempts, then one every 10 minutes
 * (reset by a success); an address gets 3 reset mails, then one every 20 minutes.
 *
 * @example
 * PASSWORD_THROTTLE.change // { capacity: 5, refillSeconds: 600 }
 */
export const PASSWORD_THROTTLE = {
  change: { capacity: 5, refillSeconds: 600 },
  resetMail: { capacity: 3, refillSeconds: 1200 },
} as const satisfies Record<string, ThrottlePolicy>;

/** The ThrottleStore purposes of the password calls. */
const PURPOSE = { change: 'password:change', resetMail: 'password:reset-mail' } as const;

/** Length of a reset link's token. */
const TOKEN_LENGTH = 48;

/** What the password use cases need. */
export interface PasswordDeps {
  readonly accounts: AccountStore;
  readonly passwords: PasswordStore;
  readonly sessions: SessionStore;
  readonly links: AccountLinkStore;
  readonly throttle: ThrottleStore;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  /**
   * Where the reset mail waits to be sent (RESET_PASSWORD_MAIL_JOB, run by `sendResetMail`): every
   * well-formed address gets the same job whether or not an account has it, so a known address is
   * answered as fast as an unknown one whatever the mail server's speed.
   */
  readonly jobs: JobQueue;
}

/**
 * The job kind of a forgotten-password mail. Its payload is the address alone: the job looks the
 * account up, issues the link's token and renders the mail when it runs, so the jobs table never
 * holds a token or a link.
 *
 * @example
 * await jobs.enqueue({ kind: RESET_PASSWORD_MAIL_JOB, payload: { email: 'ada@example.com' } }, now);
 */
export const RESET_PASSWORD_MAIL_JOB = 'reset-password-mail';

/**
 * Why a password change was refused.
 *
 * @example
 * const e: ChangePasswordError = { kind: 'current-incorrect' };
 */
export type ChangePasswordError =
  | { readonly kind: 'current-incorrect' }
  | { readonly kind: 'new-password'; readonly reason: PasswordError['kind'] }
  | { readonly kind: 'throttled'; readonly retryAfterSeconds: number };

/**
 * Why a reset by link was refused: the link (unknown, expired or used) or the new password.
 *
 * @example
 * const e: CompleteResetError = { kind: 'invalid-link' };
 */
export type CompleteResetError = { readonly kind: 'invalid-link' } | { readonly kind: 'new-password'; readonly reason: PasswordError['kind'] };

/**
 * Changing a password while signed in, and resetting a forgotten one by an e-mailed link. Either
 * ends the user's other sessions (a reset ends them all) and every unused reset link.
 *
 * @example
 * const passwords = new PasswordService(deps);
 * await passwords.change({ userId, sessionId, currentPassword: 'old passphrase', newPassword: 'new passphrase' });
 */
export class PasswordService {
  constructor(private readonly deps: PasswordDeps) {}

  /**
   * Changes the password of a signed-in user. Each attempt takes a token of the user's bucket
   * before the current password is checked (parallel guesses all count); a success fills it again.
   */
  async change(input: {
    readonly userId: string;
    readonly sessionId?: string;
    readonly currentPassword: string;
    readonly newPassword: string;
  }): Promise<Result<void, ChangePasswordError>> {
    const { deps } = this;
    const taken = await deps.throttle.take(PURPOSE.change, input.userId, PASSWORD_THROTTLE.change, deps.clock.now());
    if (!taken.allowed) return err({ kind: 'throttled', retryAfterSeconds: taken.retryAfterSeconds });
    const hash = await deps.passwords.hashOf(input.userId);
    if (hash === undefined || !(await deps.hasher.verify(hash, input.currentPassword))) return err({ kind: 'current-incorrect' });
    const valid = validatePassword(input.newPassword, { mostRecentPasswordMatches: input.newPassword === input.currentPassword });
    if (!valid.ok) return err({ kind: 'new-password', reason: valid.error.kind });
    await this.replace(input.userId, input.newPassword, input.sessionId);
    await deps.throttle.reset(PURPOSE.change, input.userId);
    return ok(undefined);
  }

  /**
   * Queues a reset mail for the address (sent by `sendResetMail`). Answers the same in every case
   * but a malformed address, after the same work: one job added.
   */
  async requestReset(emailAddress: string): Promise<Result<void, { readonly kind: 'invalid-email' }>> {
    const email = normalizeEmail(emailAddress);
    if (!isValidEmail(email)) return err({ kind: 'invalid-email' });
    await this.deps.jobs.enqueue({ kind: RESET_PASSWORD_MAIL_JOB, payload: { email } }, this.deps.clock.now());
    return ok(undefined);
  }

  /**
   * Runs a RESET_PASSWORD_MAIL_JOB: e-mails a reset link to the address if it belongs to an account
   * that is not blocked (at most `PASSWORD_THROTTLE.resetMail`), in the account's language. A mail
   * that cannot be sent throws, so the job is tried again (with a new link).
   */
  async sendResetMail(payload: JobPayload): Promise<void> {
    const { deps } = this;
    const email = typeof payload['email'] === 'string' ? payload['email'] : '';
    const login = await deps.accounts.findLogin(email);
    if (!login || login.blockedStatus !== '') return;
    const now = deps.clock.now();
    if (!(await deps.throttle.take(PURPOSE.resetMail, email, PASSWORD_THROTTLE.resetMail, now)).allowed) return;
    const token = deps.ids.token(TOKEN_LENGTH);
    await deps.links.issue({ token, purpose: 'reset-password', userId: login.userId, email, expiresAt: accountLinkExpiry('reset-password', now) }, now);
    const profile = await deps.accounts.profile(login.userId);
    const link = `${deps.publicUrl}/change-password?st=${token}`;
    const mail = deps.templates.render({ kind: 'reset-password', email, link }, profile?.languageTag ?? 'en-US');
    await deps.mailer.send({ to: email, ...mail });
  }

  /** Whether a reset link still works (the page shows its form only then). */
  async isResetLinkLive(token: string): Promise<boolean> {
    return (await this.deps.links.peek(token, 'reset-password', this.deps.clock.now())) !== undefined;
  }

  /**
   * Sets a new password with a reset link. A password the rules refuse leaves the link usable;
   * otherwise the link is used up (once: of two requests with it, one wins).
   */
  async completeReset(token: string, newPassword: string): Promise<Result<void, CompleteResetError>> {
    const { deps } = this;
    const holder = await deps.links.peek(token, 'reset-password', deps.clock.now());
    if (!holder) return err({ kind: 'invalid-link' });
    const hash = await deps.passwords.hashOf(holder.userId);
    const sameAsNow = hash !== undefined && (await deps.hasher.verify(hash, newPassword));
    const valid = validatePassword(newPassword, { mostRecentPasswordMatches: sameAsNow });
    if (!valid.ok) return err({ kind: 'new-password', reason: valid.error.kind });
    const used = await deps.links.consume(token, 'reset-password', deps.clock.now());
    if (!used) return err({ kind: 'invalid-link' });
    await this.replace(used.userId, newPassword, undefined);
    return ok(undefined);
  }

  // The new hash, then every other session and every unused reset link end.
  private async replace(userId: string, newPassword: string, keptSessionId: string | undefined): Promise<void> {
    const { deps } = this;
    await deps.passwords.replace(userId, await deps.hasher.hash(newPassword));
    await deps.sessions.deleteForUser(userId, keptSessionId);
    await deps.links.revoke(userId, 'reset-password');
  }
}
