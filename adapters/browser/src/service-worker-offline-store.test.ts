import { describe, expect, it } from 'vitest';
import { OFFLINE_DATA_CACHE, OFFLINE_OWNER_KEY } from '@waybook/core';
import { ServiceWorkerOfflineStore } from './service-worker-offline-store.js';

// CacheStorage as a map of maps, by URL: enough for what the store does with it.
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      match: async (key: string) => entries.get(key)?.clone(),
      put: async (key: string, response: Response) => void entries.set(key, response),
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
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(true).container, caches, fetch }).ready()).toBe(true);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch }).ready()).toBe(false);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(true).container, caches: undefined, fetch }).ready()).toBe(false);
    expect(await new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(false, false).container, caches, fetch }).ready()).toBe(false);
    const later = fakeContainer(false);
    const ready = new ServiceWorkerOfflineStore({ serviceWorker: later.container, caches, fetch }).ready();
    await Promise.resolve();
    await Promise.resolve();
    later.take();
    expect(await ready).toBe(true);
    const never = new ServiceWorkerOfflineStore({ serviceWorker: fakeContainer(false).container, caches, fetch, controlTimeoutMs: 5 });
    expect(await never.ready()).toBe(false);
  });

  it('keeps the data of the same account, and clears what another account saved before saving for this one', async () => {
    const { caches, stores } = fakeCaches();
    const store = new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch });
    await store.adoptOwner('p-ada');
    await (await caches.open(OFFLINE_DATA_CACHE)).put('/api/v2/list/trip', new Response('[]'));
    await caches.open('waybook-shell-1');
    await store.adoptOwner('p-ada');
    expect([...(stores.get(OFFLINE_DATA_CACHE)?.keys() ?? [])].sort()).toEqual(['/api/v2/list/trip', OFFLINE_OWNER_KEY]);
    await store.adoptOwner('p-bob');
    expect([...(stores.get(OFFLINE_DATA_CACHE)?.keys() ?? [])]).toEqual([OFFLINE_OWNER_KEY]);
    expect(await (await (await caches.open(OFFLINE_DATA_CACHE)).match(OFFLINE_OWNER_KEY))?.text()).toBe('p-bob');
    expect(stores.has('waybook-shell-1')).toBe(true);
  });

  it('forgets every saved answer and file on sign-out, and keeps the app shell', async () => {
    const { caches, stores } = fakeCaches();
    await caches.open(OFFLINE_DATA_CACHE);
    await caches.open('waybook-data-v0');
    await caches.open('waybook-shell-1');
    await new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches, fetch }).forget();
    expect([...stores.keys()]).toEqual(['waybook-shell-1']);
  });

  it('keeps a file by reading it through the worker, and shrugs off a failure', async () => {
    const read: string[] = [];
    const fetcher = (async (url: string) => {
      read.push(url);
      if (url.endsWith('gone')) throw new TypeError('Failed to fetch');
      return new Response('bytes');
    }) as unknown as typeof fetch;
    const store = new ServiceWorkerOfflineStore({ serviceWorker: undefined, caches: fakeCaches().caches, fetch: fetcher });
    await store.keepFile('/plan/document/d1');
    await store.keepFile('/plan/document/gone');
    expect(read).toEqual(['/plan/document/d1', '/plan/document/gone']);
  });
});
