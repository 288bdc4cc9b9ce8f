// Body limits and client errors against a real Node HTTP server (chunked bodies, oversized headers),
// where the bytes on the wire matter: nothing is buffered past the limit and nothing acts on a
// request that is refused.
import { connect } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeConnectionsGracefully } from './client-error.js';
import { startHarness, type TestClient } from './testing/harness.js';
import { tableFingerprint } from './testing/table-fingerprint.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
let server: ServerType;
let port = 0;

beforeAll(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: h.server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  closeConnectionsGracefully(server as Server);
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const cookieHeader = () => [...ada.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  sent: number;
  peakRssGrowth: number;
}

/**
 * Sends a request head, then up to `bodyBytes` of chunked body in 64 KB chunks until the server
 * answers or closes. With `readAfterMs`, the client reads nothing for that long while it sends, like
 * a busy client that finds the answer only once it looks.
 */
function rawRequest(head: string, bodyBytes: number, readAfterMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const frame = Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let received = '';
    let sent = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearInterval(sampler);
      socket.destroy();
      const [headPart = '', body = ''] = received.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headPart)?.[1] ?? 0), head: headPart, body, sent, peakRssGrowth: peak - rssBefore });
    };
    socket.on('data', (d) => {
      received += d.toString('latin1');
      if (/\r\n\r\n/.test(received) && /content-length: (\d+)/i.test(received)) {
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1]);
        if (Buffer.byteLength(received.split('\r\n\r\n').slice(1).join('\r\n\r\n'), 'latin1') >= length) finish();
      }
    });
    socket.on('close', finish);
    socket.on('error', () => finish());
    const pump = () => {
      while (!done && sent < bodyBytes) {
        sent += chunk.length;
        if (!socket.write(frame)) return void socket.once('drain', pump);
      }
      if (!done && sent >= bodyBytes && bodyBytes > 0) socket.write('0\r\n\r\n');
    };
    if (readAfterMs > 0) {
      socket.pause();
      setTimeout(() => socket.resume(), readAfterMs);
    }
    socket.on('connect', () => {
      socket.write(head);
      pump();
    });
    setTimeout(() => reject(new Error(`no answer; sent ${sent}`)), 60_000).unref();
  });
}

const chunkedHead = (method: string, path: string, type: string) =>
  `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookieHeader()}\r\nX-CSRF-Token: ${ada.cookies.get('csrf_token') ?? ''}\r\n` +
  `Content-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`;

describe('a real server', () => {
  it('refuses 300 MB chunked to an API call with 413 and the Error object, RSS growing under 50 MB', async () => {
    const answer = await rawRequest(chunkedHead('POST', '/api/v2/replace/profile', 'application/json'), 300 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ Error: { code: 'payload_too_large' } });
    expect(answer.peakRssGrowth).toBeLessThan(50 * 1024 * 1024);
  });

  it('lets a client still sending read the 413 every time: the closing connection lingers instead of resetting', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await rawRequest(chunkedHead('POST', '/api/v2/replace/profile', 'application/json'), 40 * 1024 * 1024, 300)).status);
    }
    expect(statuses).toEqual([413, 413, 413]);
  });

  it('refuses 300 MB chunked to the anonymous sign-in form with a 413 page, RSS growing under 50 MB', async () => {
    const answer = await rawRequest(chunkedHead('POST', '/account/login', 'application/x-www-form-urlencoded'), 300 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.head).toMatch(/content-type: text\/html/i);
    expect(answer.peakRssGrowth).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses a 20 MB chunked body on GET v2/move before acting, with the Error object, and writes nothing', async () => {
    const before = await tableFingerprint(h.database.db);
    const answer = await rawRequest(
      chunkedHead('GET', '/api/v2/move/note/uuid/00000000-0000-4000-8000-000000000000?trip_uuid=x', 'application/json'),
      20 * 1024 * 1024,
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ Error: { detailed_error_code: 'body_not_allowed' } });
    expect(await tableFingerprint(h.database.db)).toEqual(before);
  });

  it('reads a body sent to a bodiless POST before acting, and refuses it past the limit', async () => {
    const before = await tableFingerprint(h.database.db);
    const answer = await rawRequest(chunkedHead('POST', '/api/v2/delete/trip/uuid/00000000-0000-4000-8000-000000000000', 'application/json'), 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(await tableFingerprint(h.database.db)).toEqual(before);
  });

  it('answers oversized headers with 431 and the Error object', async () => {
    const head = `GET /api/v2/get/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`;
    const answer = await rawRequest(head, 0);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      Error: {
        code: 'request_header_fields_too_large',
        detailed_error_code: 'request_header_fields_too_large',
        description: 'The request headers are too large.',
      },
    });
  });

  it('answers a request Node cannot parse with 400 and the Error object', async () => {
    const answer = await rawRequest('GET /api/v2/get/profile HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n', 0);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ Error: { detailed_error_code: 'malformed_request' } });
  });
});
