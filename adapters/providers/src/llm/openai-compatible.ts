import { err, llmAnswerNodes, ok, type LlmFailure, type LlmRequest, type ReservationLlm, type Result, type SchemaOrgNode } from '@waybook/core';

/**
 * The instructions the model gets with every message: schema.org JSON-LD reservations only, in
 * one JSON object, nothing made up.
 *
 * @example
 * LLM_SYSTEM_PROMPT.includes('schema.org') // true
 */
export const LLM_SYSTEM_PROMPT = [
  'You read travel booking confirmation e-mails and extract the reservations they confirm.',
  'Answer with one JSON object and nothing else: {"reservations": [ ... ]}, where each item is a schema.org JSON-LD reservation',
  '(FlightReservation, LodgingReservation, RentalCarReservation, TrainReservation, BusReservation, BoatReservation,',
  'FoodEstablishmentReservation, EventReservation or TaxiReservation) with "@type", "reservationNumber" and "reservationFor"',
  '(Flight with flightNumber, airline.iataCode, departureAirport.iataCode, arrivalAirport.iataCode, departureTime, arrivalTime;',
  'LodgingBusiness with name and address; etc.), plus checkinTime/checkoutTime, pickupTime/dropoffTime, startTime/endTime as needed.',
  'Write times as ISO 8601 local date-times as printed in the message (with the offset only when the message gives it).',
  'Use the received date to complete dates printed without a year. Use only what the message says; leave out what it does not say.',
  'When the message confirms no reservation (a newsletter, a cancellation notice, an advertisement), answer {"reservations": []}.',
].join(' ');

/**
 * Where the endpoint is and how to talk to it. `baseUrl` is the API root that ends before
 * `/chat/completions` (https://api.example.com/v1, http://127.0.0.1:11434/v1 for a local model
 * server); `apiKey` is sent as a bearer token when set and never logged.
 *
 * @example
 * const o: OpenAiCompatibleOptions = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 30_000 };
 */
export interface OpenAiCompatibleOptions {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey?: string;
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly log?: (line: string) => void;
}

// The part of a chat completions answer read here: the first choice's message text.
function contentOf(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const choices = (json as { choices?: unknown }).choices;
  const first: unknown = Array.isArray(choices) ? choices[0] : undefined;
  const message = typeof first === 'object' && first !== null ? (first as { message?: unknown }).message : undefined;
  const content = typeof message === 'object' && message !== null ? (message as { content?: unknown }).content : undefined;
  return typeof content === 'string' ? content : undefined;
}

/**
 * The LLM port on any OpenAI-compatible chat completions endpoint (OpenAI, a hosted model, a local
 * llama.cpp, Ollama or vLLM server): the message's subject, received date and text go in one user
 * message after LLM_SYSTEM_PROMPT; the answer's content is read by core's `llmAnswerNodes` (zod)
 * before anything uses it. Failures (timeout, unreachable, HTTP errors, unreadable answers) are
 * logged with the host only: never the key, never the message.
 *
 * @example
 * const llm = new OpenAiCompatibleLlm({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' });
 * const r = await llm.extract({ subject: 'Your stay', text: '...', receivedAt: '2026-04-01' });
 */
export class OpenAiCompatibleLlm implements ReservationLlm {
  readonly endpointHost: string;
  private readonly url: string;

  constructor(private readonly o: OpenAiCompatibleOptions) {
    const base = new URL(o.baseUrl);
    this.endpointHost = base.host;
    this.url = `${base.href.replace(/\/+$/, '')}/chat/completions`;
  }

  async extract(request: LlmRequest): Promise<Result<SchemaOrgNode[], LlmFailure>> {
    const answer = await this.ask(request);
    if (!answer.ok) return this.failed(answer.error);
    const content = contentOf(answer.value);
    if (content === undefined) return this.failed({ kind: 'invalid-answer', detail: 'no message content in the answer' });
    const nodes = llmAnswerNodes(content);
    return nodes.ok ? ok(nodes.value) : this.failed({ kind: 'invalid-answer', detail: nodes.error.detail });
  }

  private failed(f: LlmFailure): Result<never, LlmFailure> {
    const why = f.kind === 'http' ? `answered HTTP ${f.status}` : f.kind === 'timeout' ? 'took too long' : `${f.kind}: ${f.detail}`;
    this.o.log?.(`LLM: ${this.endpointHost} ${why}`);
    return err(f);
  }

  private async ask(request: LlmRequest): Promise<Result<unknown, LlmFailure>> {
    const user = [`Subject: ${request.subject}`, `Received: ${request.receivedAt || 'unknown'}`, '', request.text].join('\n');
    const body = {
      model: this.o.model,
      temperature: 0,
      stream: false,
      messages: [
        { role: 'system', content: LLM_SYSTEM_PROMPT },
        { role: 'user', content: user },
      ],
    };
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.o.apiKey) headers['authorization'] = `Bearer ${this.o.apiKey}`;
    try {
      const response = await (this.o.fetch ?? fetch)(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.o.timeoutMs ?? 30_000),
      });
      if (!response.ok) return err({ kind: 'http', status: response.status });
      const text = await response.text();
      try {
        return ok(JSON.parse(text) as unknown);
      } catch {
        return err({ kind: 'invalid-answer', detail: 'the answer is not JSON' });
      }
    } catch (e) {
      const name = e instanceof Error ? e.name : '';
      return name === 'TimeoutError' || name === 'AbortError' ? err({ kind: 'timeout' }) : err({ kind: 'unreachable', detail: name || 'error' });
    }
  }
}
