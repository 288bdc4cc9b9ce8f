import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SiteverifyRecaptcha } from './recaptcha-siteverify.js';

// A provider on a real socket: it answers by token, and records what it was sent.
const answers: Record<string, { status: number; body: string; delayMs?: number }> = {
  human: { status: 200, body: JSON.stringify({ success: true, score: 0.9, action: 'sms_setup', hostname: 'localhost' }) },
  bot: { status: 200, body: JSON.stringify({ success: true, score: 0.1, action: 'sms_setup' }) },
  elsewhere: { status: 200, body: JSON.stringify({ success: true, score: 0.9, action: 'login' }) },
  checkbox: { status: 200, body: JSON.stringify({ success: true }) },
  expired: { status: 200, body: JSON.stringify({ success: false, 'error-codes': ['timeout-or-duplicate'] }) },
  broken: { status: 500, body: 'oops' },
  garbled: { status: 200, body: '<html>' },
  slow: { status: 200, body: JSON.stringify({ success: true }), delayMs: 500 },
};
let server: Server;
let url = '';
let received: URLSearchParams[] = [];
const lines: string[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      received.push(form);
      const a = answers[form.get('response') ?? ''] ?? answers['expired'];
      setTimeout(() => res.writeHead(a?.status ?? 200, { 'content-type': 'application/json' }).end(a?.body), a?.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  received = [];
  lines.length = 0;
});

const recaptcha = (o: { minScore?: number; timeoutMs?: number } = {}) =>
  new SiteverifyRecaptcha({ secret: 's3cret', verifyUrl: url, log: (l) => lines.push(l), ...o });

describe('SiteverifyRecaptcha', () => {
  it('posts the secret and the token as a form, and passes a human made for the action', async () => {
    expect(await recaptcha().verify({ token: 'human', action: 'sms_setup' })).toBe(true);
    expect(received.map((f) => Object.fromEntries(f))).toEqual([{ secret: 's3cret', response: 'human' }]);
  });

  it('refuses a low score, another action and an expired token, and logs why without the secret or token', async () => {
    expect(await recaptcha().verify({ token: 'bot', action: 'sms_setup' })).toBe(false);
    expect(await recaptcha().verify({ token: 'elsewhere', action: 'sms_setup' })).toBe(false);
    expect(await recaptcha().verify({ token: 'expired', action: 'sms_setup' })).toBe(false);
    expect(lines).toEqual(['reCAPTCHA: score 0.1 under the minimum', 'reCAPTCHA: token made for another action', 'reCAPTCHA: refused (timeout-or-duplicate)']);
    expect(lines.join(' ')).not.toMatch(/s3cret|expired|bot/);
  });

  it('takes the minimum score from its settings, and passes a checkbox check on its success', async () => {
    expect(await recaptcha({ minScore: 0.05 }).verify({ token: 'bot', action: 'sms_setup' })).toBe(true);
    expect(await recaptcha().verify({ token: 'checkbox', action: 'sms_setup' })).toBe(true);
  });

  it('fails closed when the provider errs, answers garbage or is too slow, and never asks for an empty token', async () => {
    expect(await recaptcha().verify({ token: 'broken', action: 'sms_setup' })).toBe(false);
    expect(await recaptcha().verify({ token: 'garbled', action: 'sms_setup' })).toBe(false);
    expect(await recaptcha({ timeoutMs: 50 }).verify({ token: 'slow', action: 'sms_setup' })).toBe(false);
    expect(lines[0]).toBe('reCAPTCHA: the provider answered HTTP 500');
    expect(lines[1]).toBe('reCAPTCHA: the provider answered something unreadable');
    expect(lines[2]).toMatch(/could not be reached \(TimeoutError\)/);
    received = [];
    expect(await recaptcha().verify({ token: '  ', action: 'sms_setup' })).toBe(false);
    expect(received).toEqual([]);
  });
});
