import { describe, expect, it } from 'vitest';
import { OfflineStatus } from '@waybook/core';
import { listDocumentsEntry, replaceProfileEntry } from '@waybook/core/contract';
import { KyApiTransport } from './ky-api-transport.js';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

function setup(answers: (Response | Error)[]) {
  const offline = new OfflineStatus();
  const transport = new KyApiTransport({
    appVersion: '1.2.3',
    prefixUrl: 'http://localhost:8080',
    fetch: (async () => {
      const next = answers.shift();
      if (next === undefined || next instanceof Error) throw next ?? new TypeError('Failed to fetch');
      return next;
    }) as typeof fetch,
    reporter: { report: () => undefined },
    csrfToken: () => 'tok',
    locale: () => 'en-US',
    correlationId: () => 'c',
    onGlobalAction: () => undefined,
    currentUrl: () => '/app/trips',
    offline,
  });
  return { transport, offline };
}

describe('KyApiTransport offline signals', () => {
  it('reports a read answered from the saved copy with its time, and a server answer as live', async () => {
    const { transport, offline } = setup([json([], { 'X-Waybook-Offline': '2026-11-21T08:00:00.000Z' }), json([])]);
    expect((await transport.call(listDocumentsEntry, { query: { plan_uuid: 'p1' } })).ok).toBe(true);
    expect(offline.state().savedAt).toBe('2026-11-21T08:00:00.000Z');
    expect((await transport.call(listDocumentsEntry, { query: { plan_uuid: 'p1' } })).ok).toBe(true);
    expect(offline.state().savedAt).toBeUndefined();
  });

  it('refuses a change that cannot leave the device, and says so once per change', async () => {
    const { transport, offline } = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    const result = await transport.call(replaceProfileEntry, { body: { Profile: { distance: 'K' } } });
    expect(result).toEqual({ ok: false, error: { kind: 'network' } });
    expect(offline.state().writeRefusals).toBe(1);
  }, 15_000);

  it('does not count a read that failed for want of a network as a refused change', async () => {
    const { transport, offline } = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
    expect(await transport.call(listDocumentsEntry, { query: { plan_uuid: 'p1' } })).toEqual({ ok: false, error: { kind: 'network' } });
    expect(offline.state()).toEqual({ savedAt: undefined, writeRefusals: 0 });
  }, 15_000);
});
