import { supportRequestEntry } from '../contract/account/support-entries.js';
import { err, ok, type Result } from '../domain/result.js';
import { isSupportTopic, type SupportDraft, type SupportField } from '../domain/support/support-request.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';

/**
 * Why a support request was not sent: a field the server refused (`invalid`, with the field),
 * too many requests (`rate-limit`), an account without an address to reply to (`no-address`), no
 * connection (`offline`) or anything else (`failed`).
 *
 * @example
 * const f: SupportFailure = { kind: 'invalid', field: 'message' };
 */
export type SupportFailure = { readonly kind: 'invalid'; readonly field: SupportField } | { readonly kind: 'rate-limit' | 'no-address' | 'offline' | 'failed' };

const FIELDS: ReadonlyMap<string, SupportField> = new Map([
  ['invalid_field:topic', 'topic'],
  ['invalid_field:message', 'message'],
  ['invalid_field:trip_link', 'tripLink'],
]);

/**
 * Reads a failed support request answer.
 *
 * @example
 * supportFailureOf({ kind: 'http', status: 429, code: 'too_many_requests', detailedErrorCode: 'err_support_rate_limit', description: '' }) // { kind: 'rate-limit' }
 * supportFailureOf({ kind: 'network' }) // { kind: 'offline' }
 */
export function supportFailureOf(failure: ApiFailure): SupportFailure {
  if (failure.kind === 'network') return { kind: 'offline' };
  if (failure.kind !== 'http') return { kind: 'failed' };
  if (failure.detailedErrorCode === 'err_support_rate_limit') return { kind: 'rate-limit' };
  if (failure.detailedErrorCode === 'err_support_no_address') return { kind: 'no-address' };
  const field = FIELDS.get(failure.detailedErrorCode);
  return field === undefined ? { kind: 'failed' } : { kind: 'invalid', field };
}

/**
 * The support page's contact form: sends the traveler's message to the support team (POST
 * v2/supportRequest) and answers the reference the team knows it by.
 *
 * @example
 * const sent = await new SupportClient(api).send({ topic: 'sharing', message: 'My friend cannot see the trip.', tripLink: '' });
 * if (sent.ok) showConfirmation(sent.value.reference);
 */
export class SupportClient {
  constructor(private readonly api: ApiTransport) {}

  /** Sends the draft (trimmed); the caller checks it first with supportDraftIssues. */
  async send(draft: SupportDraft): Promise<Result<{ readonly reference: string }, SupportFailure>> {
    const topic = draft.topic;
    if (!isSupportTopic(topic)) return err({ kind: 'invalid', field: 'topic' });
    const answer = await this.api.call(supportRequestEntry, { body: { topic, message: draft.message.trim(), trip_link: draft.tripLink.trim() } });
    return answer.ok ? ok({ reference: answer.value.reference }) : err(supportFailureOf(answer.error));
  }
}
