// Issue 9 part 5: the server mounts exactly the entries of the contract list and refuses to start
// when a bound handler and the list disagree.
import { describe, expect, it } from 'vitest';
import { contract, defineEntry, expandPath, noBody, nothing } from '@waybook/core/contract';
import type { BoundHandler } from '@waybook/core/server';
import { InMemoryPlaceLookup } from '@waybook/core/testing';
import { composeServer } from './compose.js';
import { loadConfig } from './config.js';
import { assertContractBindings } from './contract-bindings.js';
import { sharedDatabase, startHarness } from './testing/harness.js';

const compose = async (adjustHandlers: (h: readonly BoundHandler[]) => readonly BoundHandler[]) =>
  composeServer(loadConfig({}), {
    database: await sharedDatabase(),
    places: new InMemoryPlaceLookup(),
    spaRoot: '/nonexistent',
    log: () => {},
    adjustHandlers,
  });
const stray = defineEntry({
  id: 'stray',
  method: 'GET',
  path: 'v2/stray',
  auth: 'public',
  summary: 'Not listed',
  params: nothing,
  query: nothing,
  body: noBody,
  response: nothing,
});

describe('start-up contract check', () => {
  it('mounts every entry of the contract list, and nothing answers outside it', async () => {
    const h = await startHarness();
    const c = h.client();
    for (const entry of contract) {
      const path = expandPath(entry.path, Object.fromEntries([...entry.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => [m[1], 'x'])));
      const res = await c.request(`/api/${path}`, { method: entry.method });
      const body = (await res.json()) as { Error?: { detailed_error_code: string } };
      expect(body.Error?.detailed_error_code, `${entry.method} ${path}`).not.toBe('unknown_path');
    }
    const unknown = (await (await c.request('/api/v2/stray')).json()) as { Error: { detailed_error_code: string } };
    expect(unknown.Error.detailed_error_code).toBe('unknown_path');
  });

  it('refuses to start when a listed entry has no handler, naming it', async () => {
    const start = compose((hs) => hs.filter((h) => h.entry.id !== 'getProfile'));
    await expect(start).rejects.toThrow(/Refusing to start[\s\S]*getProfile \(GET \/api\/v2\/get\/profile\) is in the contract list but has no handler/);
  });

  it('refuses to start on a handler outside the list and on an entry bound twice, listing both', async () => {
    const extra: BoundHandler = { entry: stray, run: async () => ({ ok: true, value: {} }) };
    const start = compose((hs) => [...hs, extra, ...hs.filter((h) => h.entry.id === 'appConfig')]);
    await expect(start).rejects.toThrow(
      'disagree on 2 call(s):\n' +
        '  - appConfig (GET /api/v2/appConfig) has 2 handlers; bind it once\n' +
        '  - stray (GET /api/v2/stray) has a handler but is not in the contract list',
    );
  });

  it('passes the handlers through unchanged when they agree', () => {
    const handlers = contract.map((entry): BoundHandler => ({ entry, run: async () => ({ ok: true, value: {} }) }));
    expect(assertContractBindings(handlers)).toBe(handlers);
  });
});
