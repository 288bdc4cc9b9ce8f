import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { LLM_SYSTEM_PROMPT, OpenAiCompatibleLlm } from './openai-compatible.js';

type Seen = { url: string; authorization: string | undefined; body: { model: string; messages: { role: string; content: string }[] } };
type Reply = (res: ServerResponse) => void;

let server: Server | undefined;
afterEach(async () => {
  const s = server;
  server = undefined;
  if (!s) return;
  const closed = new Promise((resolve) => s.close(resolve));
  s.closeAllConnections();
  await closed;
});

// A local endpoint that speaks the chat completions shape, answering with `reply`.
async function endpoint(reply: Reply): Promise<{ baseUrl: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) as Seen['body'] });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`, seen };
}

const completion =
  (content: string): Reply =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'c1', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
  };
const request = { subject: 'Your stay at Hôtel Lutetia', text: 'Room booked 4-7 May 2026, confirmation H12345.', receivedAt: '2026-04-01' };
const hotel = { '@type': 'LodgingReservation', reservationNumber: 'H12345', reservationFor: { '@type': 'LodgingBusiness', name: 'Hôtel Lutetia' } };

describe('OpenAiCompatibleLlm', () => {
  it('posts the prompt and the message to /chat/completions with the key, and answers the nodes', async () => {
    const { baseUrl, seen } = await endpoint(completion(JSON.stringify({ reservations: [hotel] })));
    const lines: string[] = [];
    const llm = new OpenAiCompatibleLlm({ baseUrl, model: 'test-model', apiKey: 'sk-secret', log: (l) => lines.push(l) });
    expect(await llm.extract(request)).toEqual({ ok: true, value: [hotel] });
    expect(llm.endpointHost).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/v1/chat/completions');
    expect(seen[0]?.authorization).toBe('Bearer sk-secret');
    expect(seen[0]?.body.model).toBe('test-model');
    expect(seen[0]?.body.messages[0]).toEqual({ role: 'system', content: LLM_SYSTEM_PROMPT });
    expect(seen[0]?.body.messages[1]?.content).toBe(
      'Subject: Your stay at Hôtel Lutetia\nReceived: 2026-04-01\n\nRoom booked 4-7 May 2026, confirmation H12345.',
    );
    expect(lines).toEqual([]);
  });

  it('sends no authorization without a key', async () => {
    const { baseUrl, seen } = await endpoint(completion('{"reservations": []}'));
    expect(await new OpenAiCompatibleLlm({ baseUrl, model: 'm' }).extract(request)).toEqual({ ok: true, value: [] });
    expect(seen[0]?.authorization).toBeUndefined();
  });

  it('refuses content that is not JSON, and logs the host but never the key or the message', async () => {
    const { baseUrl } = await endpoint(completion('I found a hotel booking for you!'));
    const lines: string[] = [];
    const r = await new OpenAiCompatibleLlm({ baseUrl, model: 'm', apiKey: 'sk-secret', log: (l) => lines.push(l) }).extract(request);
    expect(r).toEqual({ ok: false, error: { kind: 'invalid-answer', detail: 'not JSON' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^LLM: 127\.0\.0\.1:\d+ invalid-answer/);
    expect(lines.join()).not.toContain('sk-secret');
    expect(lines.join()).not.toContain('Lutetia');
  });

  it('refuses JSON that breaks the schema (no @type), a body that is not JSON, and an answer without content', async () => {
    const broken = await endpoint(completion('{"reservations": [{"reservationNumber": "H12345"}]}'));
    expect(await new OpenAiCompatibleLlm({ baseUrl: broken.baseUrl, model: 'm' }).extract(request)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-answer' },
    });
    await new Promise((resolve) => server?.close(resolve));
    const html = await endpoint((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>proxy login</html>'));
    expect(await new OpenAiCompatibleLlm({ baseUrl: html.baseUrl, model: 'm' }).extract(request)).toEqual({
      ok: false,
      error: { kind: 'invalid-answer', detail: 'the answer is not JSON' },
    });
    await new Promise((resolve) => server?.close(resolve));
    const empty = await endpoint((res) => res.writeHead(200).end('{"choices": []}'));
    expect(await new OpenAiCompatibleLlm({ baseUrl: empty.baseUrl, model: 'm' }).extract(request)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-answer' },
    });
  });

  it('answers an HTTP error as such', async () => {
    const { baseUrl } = await endpoint((res) => res.writeHead(500).end('{"error": {"message": "model crashed"}}'));
    expect(await new OpenAiCompatibleLlm({ baseUrl, model: 'm' }).extract(request)).toEqual({ ok: false, error: { kind: 'http', status: 500 } });
  });

  it('gives up after the timeout', async () => {
    const { baseUrl } = await endpoint(() => undefined);
    const started = Date.now();
    expect(await new OpenAiCompatibleLlm({ baseUrl, model: 'm', timeoutMs: 200 }).extract(request)).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('says when the endpoint cannot be reached', async () => {
    const { baseUrl } = await endpoint(completion('{}'));
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
    expect(await new OpenAiCompatibleLlm({ baseUrl, model: 'm', timeoutMs: 2000 }).extract(request)).toMatchObject({
      ok: false,
      error: { kind: 'unreachable' },
    });
  });
});
