import fc from 'fast-check';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedClient, parseTrustProxy } from './client-address.js';
import { loadConfig } from './config.js';

// What a route sees as the client address, for a request from `socket` carrying `forwarded`.
async function seen(trustedProxies: number, socket: string | undefined, forwarded?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies) ?? 'none'));
  const headers: Record<string, string> = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
  const env = socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return (await app.fetch(new Request('http://localhost/', { headers }), env)).text();
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless set: true is one hop, a number that many', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(parseTrustProxy('')).toBe(0);
    expect(parseTrustProxy('false')).toBe(0);
    expect(parseTrustProxy('0')).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(parseTrustProxy(' TRUE ')).toBe(1);
    expect(parseTrustProxy('3')).toBe(3);
  });

  it('refuses a value it cannot read rather than guessing', () => {
    for (const bad of ['yes', '-1', '1.5', '21', 'loopback', '10.0.0.0/8']) expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY/);
  });
});

describe('clientAddress', () => {
  it('is the socket address, and ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await seen(0, '198.51.100.7')).toBe('198.51.100.7');
    expect(await seen(0, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
    expect(await seen(0, undefined, '203.0.113.9')).toBe('none');
    expect(await seen(1, undefined, '203.0.113.9')).toBe('none');
  });

  it('takes the address the trusted proxies forwarded, never one the client wrote', async () => {
    expect(await seen(1, '10.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(1, '10.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(2, '10.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    expect(await seen(1, '10.0.0.1')).toBe('10.0.0.1');
  });

  it('reads ports and brackets, and answers the socket for an entry that is no address', () => {
    expect(forwardedClient('203.0.113.9:51234', '10.0.0.1', 1)).toBe('203.0.113.9');
    expect(forwardedClient('[2001:db8::1]:443', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(forwardedClient('2001:db8::1', '10.0.0.1', 1)).toBe('2001:db8::1');
    expect(forwardedClient('unknown', '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(forwardedClient('<script>', '10.0.0.1', 1)).toBe('10.0.0.1');
    // Fewer entries than hops: the left-most there is.
    expect(forwardedClient('203.0.113.9', '10.0.0.1', 3)).toBe('203.0.113.9');
  });

  it('property: whatever a client puts before the entries the proxies wrote, the answer is the same', () => {
    const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((p) => p.join('.'));
    const junk = fc.oneof(
      ipv4,
      fc.string({ maxLength: 40 }).filter((s) => !s.includes(',')),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(junk, { maxLength: 6 }),
        ipv4,
        fc.array(ipv4, { minLength: 4, maxLength: 4 }),
        (hops, spoofed, client, proxies) => {
          const written = [client, ...proxies.slice(0, hops - 1)].join(', ');
          const socket = proxies[3] ?? '10.0.0.1';
          const honest = forwardedClient(written, socket, hops);
          expect(honest).toBe(client);
          expect(forwardedClient([...spoofed, written].join(', '), socket, hops)).toBe(honest);
        },
      ),
    );
  });
});
