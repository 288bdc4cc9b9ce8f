// The service worker (issue 16, "offline on the travel day"): a browser adapter, built by
// ui/vite.config.ts (scripts/service-worker-build.mjs) into
// /app/sw.js with the list of files to precache. It keeps:
// - the shell: index.html for every /app/ page, the entry's and the trip, plan and form routes'
//   JS and CSS, the en-US catalogues, icons and the manifest (precached at install); the
//   catalogues of the language the page names; any other hashed asset the app loads is kept as
//   it passes (cache first: its name changes with its content);
// - the trip, plan and document reads of the API (core's offlineCacheKind says which): network
//   first, the saved answer when the network fails, marked X-Waybook-Offline: <saved at>;
// - document files and trip images: cache first (their bytes never change under one id).
// Writes are never touched: with no network they fail, and the app says the change was refused.
// A 401 or a redirect to sign-in means the session is over: the saved data is cleared.
import { OFFLINE_DATA_CACHE, OFFLINE_SAVED_AT_HEADER, OFFLINE_STORED_AT_HEADER, offlineCacheKind } from '@waybook/core';

declare const __PRECACHE__: readonly string[];
declare const __CATALOGUES__: Readonly<Record<string, readonly string[]>>;
declare const __SW_VERSION__: string;

// The few service worker types used, declared here: the UI's tsconfig has the DOM library, whose
// declarations clash with the WebWorker one's.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch: typeof fetch;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const SHELL = `waybook-shell-${__SW_VERSION__}`;
const ASSETS = `waybook-assets-${__SW_VERSION__}`;
const INDEX = '/app/index.html';
/** Each interface language's catalogue chunks (read once: the build writes the list in its place). */
const CATALOGUES = __CATALOGUES__;
/** When an answer was saved, kept on the saved copy only (the page prunes by it). */
const SAVED_AT = OFFLINE_STORED_AT_HEADER;

// The shell must be complete for the worker to install (index.html first); a file that cannot be
// read now is read again as the app asks for it.
worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await worker.caches.open(SHELL);
      const reload = (url: string) => new Request(url, { cache: 'reload', credentials: 'same-origin' });
      await cache.add(reload(INDEX));
      await Promise.allSettled(__PRECACHE__.filter((url) => url !== INDEX).map((url) => cache.add(reload(url))));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL, ASSETS, OFFLINE_DATA_CACHE]);
      for (const name of await worker.caches.keys()) if (name.startsWith('waybook-') && !keep.has(name)) await worker.caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

// The page sends the hashed files it loaded before this worker took it, so they are kept too, and
// its interface language, whose catalogues are kept for the pages it has not opened yet.
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown; locale?: unknown } | null;
  let urls: readonly string[] = [];
  if (data?.type === 'keep-assets' && Array.isArray(data.urls)) urls = data.urls.filter((u): u is string => typeof u === 'string');
  else if (data?.type === 'keep-language' && typeof data.locale === 'string')
    urls = Object.hasOwn(CATALOGUES, data.locale) ? (CATALOGUES[data.locale] ?? []) : [];
  urls = urls.filter((url) => new URL(url, worker.location.origin).pathname.startsWith('/app/assets/'));
  if (urls.length > 0) event.waitUntil(Promise.all(urls.map((url) => cacheFirst(ASSETS, new Request(url)).catch(() => undefined))));
});

async function forgetData(): Promise<void> {
  for (const name of await worker.caches.keys()) if (name.startsWith('waybook-data')) await worker.caches.delete(name);
}

const keepable = (response: Response) => response.ok && !response.redirected && response.type === 'basic';

async function cacheFirst(cacheName: string, request: Request): Promise<Response> {
  const cache = await worker.caches.open(cacheName);
  const saved = (await cache.match(request.url, { ignoreVary: true })) ?? (await worker.caches.match(request.url, { cacheName: SHELL, ignoreVary: true }));
  if (saved) return saved;
  const response = await worker.fetch(request);
  if (keepable(response)) await cache.put(request.url, response.clone());
  return response;
}

// Pages of the app: the server's answer (it sends signed-out visitors to sign in), else the shell.
async function page(request: Request): Promise<Response> {
  try {
    const response = await worker.fetch(request);
    if (response.type === 'opaqueredirect' || response.redirected) await forgetData();
    return response;
  } catch {
    return (await worker.caches.match(INDEX, { cacheName: SHELL })) ?? Response.error();
  }
}

// Files of the app that are not hashed (icons, the manifest, trip themes): fresh when online.
async function networkFirst(cacheName: string, request: Request): Promise<Response> {
  try {
    const response = await worker.fetch(request);
    if (keepable(response)) await (await worker.caches.open(cacheName)).put(request.url, response.clone());
    return response;
  } catch {
    return (await worker.caches.match(request.url, { ignoreVary: true })) ?? Response.error();
  }
}

async function withHeader(response: Response, name: string, value: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(name, value);
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

// A trip, plan or document read: the server's answer, saved as it passes; the saved one without a network.
async function apiRead(event: FetchEvent): Promise<Response> {
  const request = event.request;
  let response: Response;
  try {
    response = await worker.fetch(request);
  } catch (error) {
    const saved = await (await worker.caches.open(OFFLINE_DATA_CACHE)).match(request.url, { ignoreVary: true });
    if (!saved) throw error;
    return withHeader(saved, OFFLINE_SAVED_AT_HEADER, saved.headers.get(SAVED_AT) ?? '');
  }
  if (response.status === 401) event.waitUntil(forgetData());
  else if (keepable(response)) {
    const copy = response.clone();
    event.waitUntil(
      (async () => (await worker.caches.open(OFFLINE_DATA_CACHE)).put(request.url, await withHeader(copy, SAVED_AT, new Date().toISOString())))(),
    );
  }
  return response;
}

worker.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/app' || url.pathname.startsWith('/app/')) && !url.pathname.startsWith('/app/assets/')) {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/app/assets/')) {
    event.respondWith(cacheFirst(ASSETS, request));
    return;
  }
  if (url.pathname.startsWith('/app/') && url.pathname !== '/app/sw.js') {
    event.respondWith(networkFirst(ASSETS, request));
    return;
  }
  const kind = offlineCacheKind(request.method, request.url, worker.location.origin);
  if (kind === 'api') event.respondWith(apiRead(event));
  else if (kind === 'file') event.respondWith(cacheFirst(OFFLINE_DATA_CACHE, request));
});
