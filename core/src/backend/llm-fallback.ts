import { plansFromSources, type ExtractableMessage, type MessageExtraction } from '../domain/imports/extract-message.js';
import { llmRequestOf, shouldAskLlm } from '../domain/imports/llm-extraction.js';
import type { ImportZoneResolver } from '../domain/imports/reservation-plan-parts.js';
import type { LlmFailure, ReservationLlm } from '../ports/llm.port.js';

/**
 * The LLM reader of an import and the check that the user opted in (aiImportIsActive).
 *
 * @example
 * const fallback: LlmFallback = { llm, isOptedIn: (userId) => aiImportIsActive(deps, userId) };
 */
export interface LlmFallback {
  readonly llm: ReservationLlm;
  isOptedIn(userId: string): Promise<boolean>;
}

const failureDetail = (f: LlmFailure): string => (f.kind === 'http' ? `HTTP ${f.status}` : f.kind === 'timeout' ? 'timeout' : `${f.kind}: ${f.detail}`);

/**
 * The extraction of a message, completed by the LLM when the user opted in and no extractor found
 * a plan: the message's subject and text (llmRequestOf) go to the LLM, its answer becomes plans
 * through the same normaliser, grouping and provenance as every extractor (extractor 'llm').
 * Nothing is sent when plans were found, when the message has no text, when no LLM is configured
 * or when the user did not opt in (asked only once the other conditions hold). A failing LLM adds
 * a problem and finds nothing.
 *
 * @example
 * const found = await extractWithLlmFallback(extractMessage(message, options), message, { userId: 'u1', fallback, zones });
 */
export async function extractWithLlmFallback(
  found: MessageExtraction,
  message: ExtractableMessage,
  o: { readonly userId: string; readonly fallback: LlmFallback | undefined; readonly zones: ImportZoneResolver },
): Promise<MessageExtraction> {
  const request = llmRequestOf(message);
  if (o.fallback === undefined || !shouldAskLlm({ active: true, found, request }) || request === null) return found;
  if (!shouldAskLlm({ active: await o.fallback.isOptedIn(o.userId), found, request })) return found;
  const answer = await o.fallback.llm.extract(request);
  if (!answer.ok) return { ...found, problems: [...found.problems, { extractor: 'llm', part: 'text', detail: failureDetail(answer.error) }] };
  return { ...plansFromSources(message, [['llm', answer.value]], o.zones), problems: found.problems };
}
