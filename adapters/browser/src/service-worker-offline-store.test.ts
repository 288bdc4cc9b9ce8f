import { describe, expect, it } from 'vitest';
import { OFFLINE_DATA_CACHE, OFFLINE_OWNER_KEY, OFFLINE_STORED_AT_HEADER } from '@waybook/core';
import { ServiceWorkerOfflineStore } from './service-worker-offline-store.js';

const ORIGIN = 'https://w.example';
const abs = (key: string | Request) => new URL(typeof key === 'string' ? key : key.url, ORIGIN).href;

// CacheStorage as a map of maps, by absolute URL (as a browser keys them): enough for what the store does with it.
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      match: async (key: string | Request) => entries.get(abs(key))?.clone(),
      put: async (key: string | Request, response: Response) => void entries.set(abs(key), response),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (key: string | Request) => entries.delete(abs(key)),
    } as unknown as Cache;
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  } as unknown as CacheStorage;
  return { caches, stores };
}

function fakeContainer(controlled: boolean, registered = true) {
  const listeners: (() => void)[] = [];
  const container = {
    controller: controlled ? {} : null,
    getRegistration: async () => (registered ? {} : undefined),
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
  };
  const take = () => {
    container.controller = {};
    for (const l of listeners) l();
  };
  return { container: container as unknown as ServiceWorkerContainer, take };
}

describe('ServiceWorkerOfflineStore', () => {
  it('is ready when a worker controls the page, or once a new one takes it; not without worker or caches', async () => {
    const { caches } = fakeCaches();
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(true).container, caches, fetch, origin: ORIGIN }).ready()).toBe(true);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch, origin: ORIGIN }).ready()).toBe(false);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(true).container, caches: undefined, fetch, origin: ORIGIN }).ready()).toBe(false);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(false, false).container, caches, fetch, origin: ORIGIN }).ready()).toBe(false);
    const later = fakeContainer(false);
    const ready = new ServiceWorkerOfflineStore({ serviceWorker: later.container, caches, fetch, origin: ORIGIN }).ready();
    await Promise.resolve();
    await Promise.resolve();
    later.take();
    expect(await ready).toBe(true);
    const never = new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(false).container, caches, fetch, origin: ORIGIN, controlTimeoutMs: 5 });
    expect(await never.ready()).toBe(false);
  });

  it('keeps the data of the same account, and clears what another account saved before saving for this one', async () => {
    const { caches, stores } = fakeCaches();
    const store = new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch, origin: ORIGIN });
    await store.adoptOwner('p-ada');
    await (await caches.open(OFFLINE_DATA_CACHE)).put('/api/v2/list/trip', new Response('[]'));
    await caches.open('waybook-shell-1');
    await store.adoptOwner('p-ada');
    expect([...(stores.get(OFFLINE_DATA_CACHE)?.keys() ?? [])].sort()).toEqual([abs('/api/v2/list/trip'), abs(OFFLINE_OWNER_KEY)]);
    await store.adoptOwner('p-bob');
    expect([...(stores.get(OFFLINE_DATA_CACHE)?.keys() ?? [])]).toEqual([abs(OFFLINE_OWNER_KEY)]);
    expect(await (await (await caches.open(OFFLINE_DATA_CACHE)).match(OFFLINE_OWNER_KEY))?.text()).toBe('p-bob');
    expect(stores.has('waybook-shell-1')).toBe(true);
  });

  it('forgets every saved answer and file on sign-out, and keeps the app shell', async () => {
    const { caches, stores } = fakeCaches();
    await caches.open(OFFLINE_DATA_CACHE);
    await caches.open('waybook-data-v0');
    await caches.open('waybook-shell-1');
    await new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch, origin: ORIGIN }).forget();
    expect([...stores.keys()]).toEqual(['waybook-shell-1']);
  });

  it('keeps a file by reading it through the worker, and shrugs off a failure', async () => {
    const read: string[] = [];
    const fetcher = (async (url: string) => {
      read.push(url);
      if (url.endsWith('gone')) throw new TypeError('Failed to fetch');
      return new Response('bytes');
    }) as unknown as typeof fetch;
    const store = new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches: fakeCaches().caches, fetch: fetcher, origin: ORIGIN });
    await store.keepFile('/plan/document/d1');
    await store.keepFile('/plan/document/gone');
    expect(read).toEqual(['/plan/document/d1', '/plan/document/gone']);
  });

  it('prunes answers saved before the run and files not kept by it; keeps the account mark', async () => {
    const { caches, stores } = fakeCaches();
    const store = new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch, origin: ORIGIN });
    await store.adoptOwner('p-ada');
    const cache = await caches.open(OFFLINE_DATA_CACHE);
    const answer = (at: string) => new Response('{}', { headers: { [OFFLINE_STORED_AT_HEADER]: at } });
    await cache.put('/api/v2/get/trip/uuid/past/include_objects/true', answer('2026-11-20T09:59:59.999Z'));
    await cache.put('/api/v2/get/trip/uuid/near/include_objects/true', answer('2026-11-21T10:00:00.000Z'));
    await cache.put('/api/v2/list/trip?page=1', answer('2026-11-21T10:00:02.000Z'));
    await cache.put('/api/v2/list/documents?plan_uuid=p1', answer('not a date'));
    await cache.put('/plan/document/kept', new Response('bytes'));
    await cache.put('/plan/document/removed', new Response('bytes'));
    await store.prune(new Date('2026-11-21T10:00:00.000Z'), ['/plan/document/kept']);
    expect([...(stores.get(OFFLINE_DATA_CACHE)?.keys() ?? [])].sort()).toEqual(
      [abs(OFFLINE_OWNER_KEY), abs('/api/v2/get/trip/uuid/near/include_objects/true'), abs('/api/v2/list/trip?page=1'), abs('/plan/document/kept')].sort(),
    );
  });
});
