import { deleteAccountEntry, sendDeleteAccountConfirmationEmailEntry } from '../contract/account/deletion-entries.js';
import { apiError, type ApiError } from '../contract/error.js';
import { accountLinkExpiry } from '../domain/account/account-links.js';
import type { ThrottlePolicy } from '../domain/account/throttle-rules.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountDeletionStore } from '../ports/account-deletion-store.port.js';
import type { AccountLinkStore } from '../ports/account-link-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { PasswordHasher } from '../ports/password-hasher.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { bind, type BoundHandler, type SignedInContext } from './handler.js';

/**
 * How often a signed-in user may try a password to delete the account (per account: a stolen
 * session must not become a password oracle) and ask for the confirmation mail (per account).
 *
 * @example
 * ACCOUNT_DELETION_THROTTLE.password // { capacity: 5, refillSeconds: 60 }
 */
export const ACCOUNT_DELETION_THROTTLE = {
  password: { capacity: 5, refillSeconds: 60 },
  mail: { capacity: 3, refillSeconds: 600 },
} as const satisfies Record<string, ThrottlePolicy>;

/**
 * What account deletion needs. `forgetSessions` drops a server's cached sessions of the user.
 *
 * @example
 * const deps: AccountDeletionDeps = { accounts, deletion, links, throttle, hasher, mailer, templates, clock, ids, publicUrl };
 */
export interface AccountDeletionDeps {
  readonly accounts: AccountStore;
  readonly deletion: AccountDeletionStore;
  readonly links: AccountLinkStore;
  readonly throttle: ThrottleStore;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  readonly forgetSessions?: (userId: string) => void;
}

const refused = {
  consent: apiError(400, 'bad_request', 'consent_required', 'Tick the box to confirm that you want your account and its data deleted.'),
  proof: apiError(400, 'bad_request', 'password_or_link_required', 'Enter your password or use the link of the confirmation e-mail.'),
  password: apiError(422, 'unprocessable', 'incorrect_password', 'Current Password is incorrect. Please try again.'),
  link: apiError(422, 'unprocessable', 'invalid_link', 'This confirmation link has expired or was already used. Ask for a new one.'),
  gone: apiError(404, 'not_found', 'account_not_found', 'This account no longer exists.'),
};

const tooMany = (seconds: number): ApiError =>
  apiError(429, 'too_many_requests', 'too_many_attempts', `Too many attempts. Please try again in ${seconds} seconds.`);

async function primaryAddress(deps: AccountDeletionDeps, userId: string): Promise<{ email: string; languageTag: LanguageTag } | undefined> {
  const profile = await deps.accounts.profile(userId);
  const primary = profile?.emailAddresses.find((e) => e.isPrimary) ?? profile?.emailAddresses[0];
  return profile && primary ? { email: primary.address, languageTag: profile.languageTag } : undefined;
}

async function checkPassword(deps: AccountDeletionDeps, userId: string, password: string): Promise<ApiError | undefined> {
  const taken = await deps.throttle.take('delete-account:password', userId, ACCOUNT_DELETION_THROTTLE.password, deps.clock.now());
  if (!taken.allowed) return tooMany(taken.retryAfterSeconds);
  const address = await primaryAddress(deps, userId);
  const login = address ? await deps.accounts.findLogin(address.email) : undefined;
  if (!login || login.userId !== userId) return refused.gone;
  return (await deps.hasher.verify(login.passwordHash, password)) ? undefined : refused.password;
}

async function checkLink(deps: AccountDeletionDeps, userId: string, token: string): Promise<ApiError | undefined> {
  const now = deps.clock.now();
  // Peek first: another account's link must stay usable by its owner.
  const holder = await deps.links.peek(token, 'delete-account', now);
  if (!holder || holder.userId !== userId) return refused.link;
  return (await deps.links.consume(token, 'delete-account', now)) ? undefined : refused.link;
}

/**
 * Checks what POST v2/deleteAccount carries: consent, then the link token when there is one, else
 * the password. Undefined when the deletion may go ahead.
 *
 * @example
 * await deletionRefusal(deps, 'u1', { consent: true, password: 'correct horse' }) // undefined
 */
export async function deletionRefusal(
  deps: AccountDeletionDeps,
  userId: string,
  body: { readonly consent: boolean; readonly password?: string; readonly st?: string },
): Promise<ApiError | undefined> {
  if (!body.consent) return refused.consent;
  if (body.st !== undefined && body.st !== '') return checkLink(deps, userId, body.st);
  if (body.password !== undefined && body.password !== '') return checkPassword(deps, userId, body.password);
  return refused.proof;
}

async function sendConfirmation(deps: AccountDeletionDeps, ctx: SignedInContext): Promise<Result<{ sent: 'true' }, ApiError>> {
  const now = deps.clock.now();
  const taken = await deps.throttle.take('delete-account:mail', ctx.userId, ACCOUNT_DELETION_THROTTLE.mail, now);
  if (!taken.allowed) return err(tooMany(taken.retryAfterSeconds));
  const address = await primaryAddress(deps, ctx.userId);
  if (!address) return err(refused.gone);
  const token = deps.ids.token(48);
  await deps.links.issue(
    { token, purpose: 'delete-account', userId: ctx.userId, email: address.email, expiresAt: accountLinkExpiry('delete-account', now) },
    now,
  );
  const link = `${deps.publicUrl}/app/account/manage/delete?st=${token}`;
  const mail = deps.templates.render({ kind: 'delete-account', link, email: address.email }, address.languageTag);
  await deps.mailer.send({ to: address.email, ...mail });
  return ok({ sent: 'true' });
}

/**
 * The account deletion calls: POST v2/deleteAccount and POST v2/sendDeleteAccountConfirmationEmail.
 *
 * @example
 * const handlers = accountDeletionHandlers({ accounts, deletion, links, throttle, hasher, mailer, templates, clock, ids, publicUrl });
 */
export function accountDeletionHandlers(deps: AccountDeletionDeps): BoundHandler[] {
  return [
    bind(deleteAccountEntry, async ({ body }, ctx) => {
      const refusal = await deletionRefusal(deps, ctx.userId, body);
      if (refusal) return err(refusal);
      const done = await deps.deletion.deleteAccount(ctx.userId);
      if (!done) return err(refused.gone);
      deps.forgetSessions?.(ctx.userId);
      return ok({ deleted: 'true' as const });
    }),
    bind(sendDeleteAccountConfirmationEmailEntry, (_input, ctx) => sendConfirmation(deps, ctx)),
  ];
}
