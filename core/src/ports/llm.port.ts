import type { LlmRequest } from '../domain/imports/llm-extraction.js';
import type { SchemaOrgNode } from '../domain/imports/schema-org-node.js';
import type { Result } from '../domain/result.js';

/**
 * Why the LLM gave no reservations: it took too long (`timeout`), could not be reached
 * (`unreachable`), answered an HTTP error (`http`, with its status), or answered something that is
 * not schema.org reservation JSON (`invalid-answer`). None of these is the user's fault: the
 * import simply finds nothing.
 *
 * @example
 * const f: LlmFailure = { kind: 'http', status: 500 };
 */
export type LlmFailure =
  | { readonly kind: 'timeout' }
  | { readonly kind: 'unreachable'; readonly detail: string }
  | { readonly kind: 'http'; readonly status: number }
  | { readonly kind: 'invalid-answer'; readonly detail: string };

/**
 * A large language model that reads a booking message's text and answers its reservations as
 * schema.org JSON (adapters: any OpenAI-compatible chat completions endpoint). The answer is
 * checked (core's `llmAnswerNodes`) before it is returned; the nodes then go through the same
 * normaliser as every extractor. `endpointHost` names where messages go, for the settings page.
 *
 * @example
 * const r = await llm.extract({ subject: 'Your stay', text: 'Hotel Lutetia, 3 nights from 4 May', receivedAt: '2026-04-01' });
 */
export interface ReservationLlm {
  readonly endpointHost: string;
  extract(request: LlmRequest): Promise<Result<SchemaOrgNode[], LlmFailure>>;
}
