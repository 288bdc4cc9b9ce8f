import { z } from 'zod';
import { err, ok, type Result } from '../result.js';
import type { ExtractableMessage, MessageExtraction } from './extract-message.js';
import type { SchemaOrgNode } from './schema-org-node.js';

/**
 * The most characters of a message's text sent to the LLM: a booking confirmation fits many times
 * over; the rest (terms, footers, a long thread) is cut.
 *
 * @example
 * LLM_TEXT_MAX_CHARS // 20000
 */
export const LLM_TEXT_MAX_CHARS = 20_000;

/**
 * The most reservations taken from one LLM answer; an answer with more is refused as a whole.
 *
 * @example
 * LLM_MAX_RESERVATIONS // 20
 */
export const LLM_MAX_RESERVATIONS = 20;

/**
 * What leaves the server for the LLM, and nothing more: the message's subject and its plain text
 * (the text part, or the text of its HTML), with runs of blank space shortened, cut at
 * LLM_TEXT_MAX_CHARS. No addresses, headers or attachments. `receivedAt` (ISO date) lets the model
 * date "Dec 3" without a year.
 *
 * @example
 * const r: LlmRequest = { subject: 'Your booking', text: 'Flight AF 1234 ...', receivedAt: '2026-11-02' };
 */
export interface LlmRequest {
  readonly subject: string;
  readonly text: string;
  readonly receivedAt: string;
}

/**
 * The request for a message, or null when it has no text to read.
 *
 * @example
 * llmRequestOf({ ...message, subject: 'Hotel', text: 'Room   booked\n\n\n\nfor 2 nights' }) // { subject: 'Hotel', text: 'Room booked\n\nfor 2 nights', receivedAt: '2026-11-02' }
 */
export function llmRequestOf(message: Pick<ExtractableMessage, 'subject' | 'text' | 'receivedAt'>): LlmRequest | null {
  const text = message.text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, LLM_TEXT_MAX_CHARS);
  if (text === '') return null;
  const received = Number.isNaN(message.receivedAt.getTime()) ? '' : message.receivedAt.toISOString().slice(0, 10);
  return { subject: message.subject.trim().slice(0, 500), text, receivedAt: received };
}

/**
 * Whether a message goes to the LLM: only when the user's AI import is active (opted in, endpoint
 * configured), no extractor found a plan in it, and it has text.
 *
 * @example
 * shouldAskLlm({ active: true, found: { plans: [], extractors: [], problems: [] }, request }) // true
 * shouldAskLlm({ active: false, found: { plans: [], extractors: [], problems: [] }, request }) // false
 */
export function shouldAskLlm(input: { readonly active: boolean; readonly found: MessageExtraction; readonly request: LlmRequest | null }): boolean {
  return input.active && input.found.plans.length === 0 && input.request !== null;
}

const node = z.looseObject({ '@type': z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]) });
const answerSchema = z.union([
  z.array(node).max(LLM_MAX_RESERVATIONS),
  z.looseObject({ reservations: z.array(node).max(LLM_MAX_RESERVATIONS) }),
  z.looseObject({ '@graph': z.array(node).max(LLM_MAX_RESERVATIONS) }),
  node,
]);

// The JSON of the answer: the whole text, or inside a ```json fence some models add anyway.
function jsonOf(content: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(content);
  try {
    return JSON.parse((fenced?.[1] ?? content).trim());
  } catch {
    return undefined;
  }
}

/**
 * The schema.org nodes of an LLM's answer, checked before use: JSON (bare or in a ```json
 * fence) holding a list of nodes, `{"reservations": [...]}`, `{"@graph": [...]}` or one node,
 * each with an `@type`, at most LLM_MAX_RESERVATIONS. `{"reservations": []}` is a valid "none".
 * Anything else is an error; the nodes then go through the same normaliser as every extractor.
 *
 * @example
 * llmAnswerNodes('{"reservations":[{"@type":"LodgingReservation","reservationNumber":"H1"}]}') // { ok: true, value: [{ '@type': 'LodgingReservation', reservationNumber: 'H1' }] }
 * llmAnswerNodes('Sorry, I cannot help.').ok // false
 */
export function llmAnswerNodes(content: string): Result<SchemaOrgNode[], { readonly detail: string }> {
  const json = jsonOf(content);
  if (json === undefined) return err({ detail: 'not JSON' });
  const parsed = answerSchema.safeParse(json);
  if (!parsed.success) return err({ detail: `not schema.org reservations: ${parsed.error.issues[0]?.message ?? ''}` });
  const v = parsed.data;
  if (Array.isArray(v)) return ok(v);
  if ('reservations' in v && Array.isArray(v.reservations)) return ok(v.reservations);
  if ('@graph' in v && Array.isArray(v['@graph'])) return ok(v['@graph'] as SchemaOrgNode[]);
  return ok([v as SchemaOrgNode]);
}
