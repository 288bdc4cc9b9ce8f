import { z } from 'zod';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, tripIdOfLink } from '../../domain/support/support-request.js';
import { defineEntry, nothing } from '../entry.js';

/**
 * The body of a support request: topic (one of SUPPORT_TOPICS), message (trimmed, within
 * SUPPORT_LIMITS) and optionally trip_link, the address of one of the traveler's trip pages.
 *
 * @example
 * supportRequestBodySchema.parse({ topic: 'sharing', message: 'My friend cannot see the trip.' }).trip_link // ''
 */
export const supportRequestBodySchema = z.object({
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string().trim().min(SUPPORT_LIMITS.messageMin).max(SUPPORT_LIMITS.messageMax),
  trip_link: z
    .string()
    .trim()
    .max(SUPPORT_LIMITS.tripLinkMax)
    .refine((link) => link === '' || tripIdOfLink(link) !== null, 'not a link to a Waybook trip')
    .default(''),
});

/**
 * POST v2/supportRequest (not in the spec: the support page's contact form): mails the message to
 * the deployment's support address (SUPPORT_EMAIL) with the signed-in user's id, primary address,
 * languages and browser, replying to the user. Answers the reference the mail's subject carries.
 *
 * @example
 * const { reference } = await api.call(supportRequestEntry, { body: { topic: 'sharing', message: 'My friend cannot see the trip.' } });
 */
export const supportRequestEntry = defineEntry({
  id: 'supportRequest',
  method: 'POST',
  path: 'v2/supportRequest',
  auth: 'session',
  summary:
    'Sends a message to the support team (not in the spec): JSON topic (getting-started, trips-and-plans, sharing, ' +
    'importing-by-email, calendar-feed, pro-and-billing, account-and-privacy or other), message (10 to 5000 characters ' +
    'after trimming) and optionally trip_link (a link to a trip page of this app or a public trip page). The mail goes ' +
    'to the support address with the user’s id, primary address, languages and browser, and replies go to the user. ' +
    'Answers sent and reference (WB-XXXX-XXXX, in the mail’s subject). 400 invalid_field:<field>; 429 ' +
    'err_support_rate_limit past five requests (one more every twelve minutes).',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: supportRequestBodySchema },
  response: z.object({ sent: z.literal('true'), reference: z.string() }),
});

/**
 * The support calls.
 *
 * @example
 * SUPPORT_ENTRIES.length // 1
 */
export const SUPPORT_ENTRIES = [supportRequestEntry] as const;
