import {
  confirmAddEmailEntry,
  emailAddressesToWire,
  listEmailAddressesEntry,
  makePrimaryEmailEntry,
  removeEmailEntry,
  requestAddEmailEntry,
  updateImportTripPlanSharingEntry,
} from '../contract/account/email-entries.js';
import { apiError, type ApiError } from '../contract/error.js';
import { accountLinkExpiry } from '../domain/account/account-links.js';
import { addEmailDecision, primaryRefusal, removalRefusal } from '../domain/account/email-address-rules.js';
import { isValidEmail, normalizeEmail } from '../domain/account/email.js';
import { err, ok, type Result } from '../domain/result.js';
import type { AccountLinkStore } from '../ports/account-link-store.port.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { EmailAddressStore, StoredEmailAddress } from '../ports/email-address-store.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import type { ThrottlePolicy } from '../domain/account/throttle-rules.js';
import { bind, type BoundHandler, type SignedInContext } from './handler.js';

/**
 * What the e-mail address calls need.
 *
 * @example
 * const deps: EmailAddressDeps = { ...accountDeps, emails: new SqlEmailAddressStore(db) };
 */
export interface EmailAddressDeps {
  readonly emails: EmailAddressStore;
  readonly accounts: AccountStore;
  readonly links: AccountLinkStore;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  /** Bounds the verification mails: per account and per recipient (see EMAIL_LINK_THROTTLE). */
  readonly throttle: ThrottleStore;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Absolute origin used in e-mailed links, e.g. http://localhost:8080 */
  readonly publicUrl: string;
  /** Takes up trip invitations waiting for an address once it is confirmed. */
  readonly invitations?: { afterConfirm(userId: string): Promise<unknown> };
  /** Adds where each address's inbox sync stands (absent: every address answers off). */
  readonly inbox?: InboxStatusSource;
}

/**
 * Where the inbox sync of a user's addresses stands, for the e-mail address answers.
 *
 * @example
 * const source: InboxStatusSource = { withInboxStatus: async (userId, list) => list };
 */
export interface InboxStatusSource {
  withInboxStatus(userId: string, addresses: readonly StoredEmailAddress[]): Promise<readonly StoredEmailAddress[]>;
}

/**
 * How many verification mails may go out: per account (ten, then one every 6 minutes) and per
 * recipient address (three, then one every 20 minutes), so no one can make the server mail an
 * address over and over. Both buckets are taken whether or not the address has an account.
 *
 * @example
 * EMAIL_LINK_THROTTLE.recipient // { capacity: 3, refillSeconds: 1200 }
 */
export const EMAIL_LINK_THROTTLE = {
  account: { capacity: 10, refillSeconds: 360 },
  recipient: { capacity: 3, refillSeconds: 1200 },
} as const satisfies Record<string, ThrottlePolicy>;

/** The token length of an add-email link. */
const LINK_TOKEN_LENGTH = 48;

const failure = (status: 400 | 404 | 409, code: string, description: string): ApiError =>
  apiError(status, status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'bad_request', code, description);

const errors = {
  invalidEmail: failure(400, 'invalid_field:email_addr', 'Please use a valid email address.'),
  notAdded: (email: string) => failure(400, 'email_not_added', `${email} could not be added to your account.`),
  notFound: (description: string) => failure(404, 'email_not_found', description),
  notConfirmed: failure(400, 'email_not_confirmed', 'Unable To Update Primary Email Address'),
  primary: failure(400, 'primary_email', 'Unable To Remove Email Address'),
  last: failure(400, 'last_email', 'Unable To Remove Email Address'),
  throttled: apiError(429, 'too_many_requests', 'email_throttled', 'Unable To Send Verification Email'),
  invalidLink: failure(400, 'invalid_link', 'This link has expired or was already used.'),
  otherAccount: failure(409, 'other_account', 'This link was sent for another account. Please sign out and try again.'),
  taken: (email: string) => failure(409, 'email_taken', `${email} could not be added to your account.`),
};

async function listed(deps: EmailAddressDeps, userId: string) {
  const list = await deps.emails.list(userId);
  return emailAddressesToWire(deps.inbox ? await deps.inbox.withInboxStatus(userId, list) : list);
}

/**
 * Mails a new link for an address of the account. An address that another account holds gets a
 * mail saying it could not be added instead of a link. Both paths do the same work (a link is
 * issued either way, one mail is sent) so neither the answer nor its timing tells the caller
 * whether the address has an account.
 */
async function mailLink(deps: EmailAddressDeps, ctx: SignedInContext, email: { uuid: string; address: string }): Promise<void> {
  const now = deps.clock.now();
  const token = deps.ids.token(LINK_TOKEN_LENGTH);
  await deps.links.issue({ token, purpose: 'add-email', userId: ctx.userId, email: email.address, expiresAt: accountLinkExpiry('add-email', now) }, now);
  const held = await deps.emails.isHeld(email.address);
  const language = (await deps.accounts.profile(ctx.userId))?.languageTag ?? ctx.locale;
  const link = `${deps.publicUrl}/app/?redirect_type=add_email&email_uuid=${encodeURIComponent(email.uuid)}&st=${token}`;
  const template = held ? ({ kind: 'add-email-taken', email: email.address } as const) : ({ kind: 'add-email', email: email.address, link } as const);
  await deps.mailer.send({ to: email.address, ...deps.templates.render(template, language) });
}

async function requestAdd(deps: EmailAddressDeps, raw: string, ctx: SignedInContext): Promise<Result<void, ApiError>> {
  const address = normalizeEmail(raw);
  if (!isValidEmail(address)) return err(errors.invalidEmail);
  const own = await deps.emails.list(ctx.userId);
  const decision = addEmailDecision(own, address);
  if (!decision.ok) return err(errors.notAdded(address));
  const now = deps.clock.now();
  for (const [purpose, key] of [
    ['add-email:account', ctx.userId],
    ['add-email:recipient', address],
  ] as const) {
    const policy = purpose === 'add-email:account' ? EMAIL_LINK_THROTTLE.account : EMAIL_LINK_THROTTLE.recipient;
    if (!(await deps.throttle.take(purpose, key, policy, now)).allowed) return err(errors.throttled);
  }
  const uuid = decision.value === 'resend' ? (own.find((e) => e.address === address)?.uuid ?? '') : deps.ids.uuid();
  if (decision.value === 'add' && !(await deps.emails.addUnconfirmed({ userId: ctx.userId, uuid, address, now }))) {
    return err(errors.notAdded(address));
  }
  await mailLink(deps, ctx, { uuid, address });
  return ok(undefined);
}

async function confirm(deps: EmailAddressDeps, token: string, ctx: SignedInContext): Promise<Result<string, ApiError>> {
  const now = deps.clock.now();
  const holder = await deps.links.peek(token, 'add-email', now);
  if (!holder) return err(errors.invalidLink);
  // Signed in to another account: the link stays usable for the right one.
  if (holder.userId !== ctx.userId) return err(errors.otherAccount);
  if (!(await deps.links.consume(token, 'add-email', now))) return err(errors.invalidLink);
  const result = await deps.emails.confirm(ctx.userId, holder.email);
  if (result === 'missing') return err(errors.invalidLink);
  if (result === 'taken') return err(errors.taken(holder.email));
  await deps.invitations?.afterConfirm(ctx.userId);
  const confirmed = (await deps.emails.list(ctx.userId)).find((e) => e.address === holder.email);
  return ok(confirmed?.uuid ?? '');
}

/**
 * The e-mail address calls (part 1 sections 3.4 and 7): list, add (and resend), confirm by link,
 * make primary, remove, and the import-sharing choice.
 *
 * @example
 * const handlers = emailAddressHandlers({ emails, accounts, links, mailer, templates, clock, ids, publicUrl });
 */
export function emailAddressHandlers(deps: EmailAddressDeps): BoundHandler[] {
  const answer = async <T>(result: Result<T, ApiError>, userId: string) => (result.ok ? ok(await listed(deps, userId)) : result);
  return [
    bind(listEmailAddressesEntry, async (_input, ctx) => ok(await listed(deps, ctx.userId))),
    bind(requestAddEmailEntry, async (input, ctx) => answer(await requestAdd(deps, input.body.email_addr, ctx), ctx.userId)),
    bind(confirmAddEmailEntry, async (input, ctx) => {
      const result = await confirm(deps, input.body.st, ctx);
      return result.ok ? ok({ ...(await listed(deps, ctx.userId)), confirmed_uuid: result.value }) : result;
    }),
    bind(makePrimaryEmailEntry, async (input, ctx) => {
      const address = normalizeEmail(input.body.email_addr);
      const refusal = primaryRefusal(await deps.emails.list(ctx.userId), address);
      if (refusal === 'unknown') return err(errors.notFound('Unable To Update Primary Email Address'));
      if (refusal === 'not-confirmed' || !(await deps.emails.makePrimary(ctx.userId, address))) return err(errors.notConfirmed);
      return ok(await listed(deps, ctx.userId));
    }),
    bind(removeEmailEntry, async (input, ctx) => {
      const address = normalizeEmail(input.body.email_addr);
      const refusal = removalRefusal(await deps.emails.list(ctx.userId), address);
      if (refusal === 'unknown') return err(errors.notFound('Unable To Remove Email Address'));
      if (refusal === 'primary') return err(errors.primary);
      if (refusal === 'last' || !(await deps.emails.remove(ctx.userId, address))) return err(errors.last);
      return ok(await listed(deps, ctx.userId));
    }),
    bind(updateImportTripPlanSharingEntry, async (input, ctx) => {
      const done = await deps.emails.setImportSharing(ctx.userId, input.body.email_ref, input.body.value);
      return done ? ok(await listed(deps, ctx.userId)) : err(errors.notFound('Unable To Update Email Imports Sharing'));
    }),
  ];
}
