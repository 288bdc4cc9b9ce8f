import { supportRequestEntry } from '../contract/account/support-entries.js';
import { apiError } from '../contract/error.js';
import { isValidEmail } from '../domain/account/email.js';
import { displayNameOf, primaryEmail } from '../domain/profile/profile.js';
import { err, ok } from '../domain/result.js';
import { isSupportTopic, SUPPORT_THROTTLE, supportReference } from '../domain/support/support-request.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { Clock } from '../ports/clock.port.js';
import type { IdGenerator } from '../ports/id-generator.port.js';
import type { JobPayload, JobQueue } from '../ports/job-queue.port.js';
import type { Mailer } from '../ports/mailer.port.js';
import type { MessageTemplates } from '../ports/message-templates.port.js';
import type { ThrottleStore } from '../ports/throttle-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * The kind of the job that mails a support request to the support address (run by
 * `sendSupportMail`): the request is answered once queued, and a mail server that is down is tried
 * again by the worker instead of losing the message.
 *
 * @example
 * await jobs.enqueue({ kind: SUPPORT_REQUEST_MAIL_JOB, payload }, now);
 */
export const SUPPORT_REQUEST_MAIL_JOB = 'support-request-mail';

/**
 * The support request's refusals beyond the contract's 400s.
 *
 * @example
 * SUPPORT_ERRORS.rateLimit.status // 429
 */
export const SUPPORT_ERRORS = {
  rateLimit: apiError(429, 'too_many_requests', 'err_support_rate_limit', 'Too many messages to support. Please try again later.'),
  noAddress: apiError(400, 'bad_request', 'err_support_no_address', 'Your account has no email address to reply to.'),
} as const;

/**
 * What support requests need: the account (for the reply address), the throttle, the job queue,
 * the mailer and templates that the job uses, and the support team's address.
 *
 * @example
 * const deps: SupportDeps = { accounts, throttle, jobs, mailer, templates, clock, ids, supportEmail: 'support@waybook.example' };
 */
export interface SupportDeps {
  readonly accounts: Pick<AccountStore, 'profile'>;
  readonly throttle: ThrottleStore;
  readonly jobs: JobQueue;
  readonly mailer: Mailer;
  readonly templates: MessageTemplates;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Where support requests are mailed (SUPPORT_EMAIL). */
  readonly supportEmail: string;
}

/**
 * POST v2/supportRequest: checks the throttle per account and per reply address (429
 * err_support_rate_limit), then queues the mail with who sent it (id, primary address, name, the
 * interface and profile languages, the browser) and answers its reference. The body was checked
 * by the contract (topic, message length, trip link).
 *
 * @example
 * const handlers = supportHandlers({ accounts, throttle, jobs, mailer, templates, clock, ids, supportEmail });
 */
export function supportHandlers(deps: SupportDeps): BoundHandler[] {
  return [
    bind(supportRequestEntry, async ({ body }, ctx) => {
      const profile = await deps.accounts.profile(ctx.userId);
      const email = profile ? (primaryEmail(profile) ?? '') : '';
      if (!profile || !isValidEmail(email)) return err(SUPPORT_ERRORS.noAddress);
      const now = deps.clock.now();
      const byAccount = await deps.throttle.take('support-request:account', ctx.userId, SUPPORT_THROTTLE.account, now);
      const byAddress = byAccount.allowed ? await deps.throttle.take('support-request:address', email.toLowerCase(), SUPPORT_THROTTLE.address, now) : byAccount;
      if (!byAddress.allowed) return err(SUPPORT_ERRORS.rateLimit);
      const reference = supportReference(deps.ids.token(8));
      const payload: JobPayload = {
        reference,
        topic: body.topic,
        message: body.message,
        tripLink: body.trip_link,
        userId: ctx.userId,
        email,
        name: displayNameOf(profile),
        interfaceLocale: ctx.locale,
        profileLocale: profile.languageTag,
        userAgent: ctx.userAgent ?? '',
        sentAt: now.toISOString(),
      };
      await deps.jobs.enqueue({ kind: SUPPORT_REQUEST_MAIL_JOB, payload }, now);
      return ok({ sent: 'true' as const, reference });
    }),
  ];
}

const text = (payload: JobPayload, key: string): string => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};

/**
 * Runs a SUPPORT_REQUEST_MAIL_JOB: mails the request to the support address, replying to the
 * traveler. A mail that cannot be sent throws, so the job is tried again. A payload without a
 * message or a valid reply address (never queued so) is dropped.
 *
 * @example
 * await sendSupportMail(deps, job.payload);
 */
export async function sendSupportMail(deps: Pick<SupportDeps, 'mailer' | 'templates' | 'supportEmail'>, payload: JobPayload): Promise<void> {
  const email = text(payload, 'email');
  const message = text(payload, 'message');
  const topic = text(payload, 'topic');
  if (message === '' || !isValidEmail(email)) return;
  const mail = deps.templates.render(
    {
      kind: 'support-request',
      reference: text(payload, 'reference'),
      topic: isSupportTopic(topic) ? topic : 'other',
      message,
      tripLink: text(payload, 'tripLink'),
      userId: text(payload, 'userId'),
      email,
      name: text(payload, 'name'),
      interfaceLocale: text(payload, 'interfaceLocale'),
      profileLocale: text(payload, 'profileLocale'),
      userAgent: text(payload, 'userAgent'),
      sentAt: text(payload, 'sentAt'),
    },
    // The support team reads its mails in the default language; the traveler's languages are in them.
    'en-US',
  );
  await deps.mailer.send({ to: deps.supportEmail, replyTo: email, ...mail });
}
