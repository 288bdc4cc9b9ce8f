import { OFFLINE_DATA_CACHE, OFFLINE_OWNER_KEY, OFFLINE_STORED_AT_HEADER, type OfflineStore } from '@waybook/core';

/** What the store needs of the page: its service worker container, caches and fetch. */
export interface OfflineStoreHost {
  readonly serviceWorker: ServiceWorkerContainer | undefined;
  readonly caches: CacheStorage | undefined;
  readonly fetch: typeof fetch;
  /** The page's origin, against which the relative URLs of files are read. */
  readonly origin: string;
  /** How long {@link ServiceWorkerOfflineStore.ready} waits for a new worker to take the page. */
  readonly controlTimeoutMs?: number;
}

/**
 * The app's offline store in the browser: the service worker (adapters/browser/src/service-worker/sw.ts) saves
 * the trip, plan and document reads as they pass; files are kept by reading them through it; the
 * saved data is cleared from the page (sign-out, or another account on the same browser).
 *
 * @example
 * const store = new ServiceWorkerOfflineStore({ serviceWorker: navigator.serviceWorker, caches: window.caches, fetch: window.fetch.bind(window), origin: location.origin });
 */
export class ServiceWorkerOfflineStore implements OfflineStore {
  constructor(private readonly host: OfflineStoreHost) {}

  /**
   * The store of a browser window: its service worker container and caches when it has them, and
   * its own fetch.
   *
   * @example
   * const store = ServiceWorkerOfflineStore.ofWindow(window);
   */
  static ofWindow(win: Window): ServiceWorkerOfflineStore {
    return new ServiceWorkerOfflineStore({
      serviceWorker: 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : undefined,
      caches: 'caches' in win ? win.caches : undefined,
      fetch: win.fetch.bind(win),
      origin: win.location.origin,
    });
  }

  async ready(): Promise<boolean> {
    const container = this.host.serviceWorker;
    if (container === undefined || this.host.caches === undefined) return false;
    if (container.controller) return true;
    if ((await container.getRegistration()) === undefined) return false;
    // A worker installed in this visit takes the page when it activates (clients.claim).
    return new Promise<boolean>((resolve) => {
      const done = () => resolve(container.controller !== null);
      container.addEventListener('controllerchange', done, { once: true });
      setTimeout(done, this.host.controlTimeoutMs ?? 15_000);
    });
  }

  async adoptOwner(owner: string): Promise<void> {
    const caches = this.host.caches;
    if (caches === undefined) return;
    const saved = await (await caches.open(OFFLINE_DATA_CACHE)).match(OFFLINE_OWNER_KEY);
    if (saved !== undefined && (await saved.text()) === owner) return;
    await this.forget();
    await (await caches.open(OFFLINE_DATA_CACHE)).put(OFFLINE_OWNER_KEY, new Response(owner, { headers: { 'Content-Type': 'text/plain' } }));
  }

  async keepFile(url: string): Promise<void> {
    try {
      // Read through the service worker, which saves a document file the first time it passes.
      const response = await this.host.fetch(url, { credentials: 'same-origin' });
      await response.arrayBuffer();
    } catch {
      // No network or no such file: kept next time.
    }
  }

  async prune(keptSince: Date, files: readonly string[]): Promise<void> {
    const caches = this.host.caches;
    if (caches === undefined) return;
    const cache = await caches.open(OFFLINE_DATA_CACHE);
    const owner = new URL(OFFLINE_OWNER_KEY, this.host.origin).href;
    const keptFiles = new Set(files.map((url) => new URL(url, this.host.origin).href));
    for (const request of await cache.keys()) {
      if (request.url === owner) continue;
      const saved = await cache.match(request, { ignoreVary: true });
      const storedAt = saved?.headers.get(OFFLINE_STORED_AT_HEADER) ?? null;
      const stale = storedAt === null ? !keptFiles.has(request.url) : !(Date.parse(storedAt) >= keptSince.getTime());
      if (stale) await cache.delete(request, { ignoreVary: true });
    }
  }

  async forget(): Promise<void> {
    const caches = this.host.caches;
    if (caches === undefined) return;
    for (const name of await caches.keys()) if (name.startsWith('waybook-data')) await caches.delete(name);
  }
}
