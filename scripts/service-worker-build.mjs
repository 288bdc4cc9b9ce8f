// A Vite plugin that builds the service worker (adapters/browser/src/service-worker/sw.ts) into /app/sw.js after
// the app's bundle is generated, with the list of files it precaches: index.html, the entry and
// the trip list, trip summary, plan page and trip/plan form routes (their JS, CSS and the assets
// the CSS names), the icons and the manifest. It is its own small build, not an entry of the
// app's, so the first-page JS (test/load/bundle-size.mjs) does not count it.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/** The routes a traveler needs offline, as the app's build manifest names their modules. */
export const OFFLINE_ROUTES = [
  'src/features/trips/trips-page.tsx',
  'src/features/trip-summary/trip-summary-page.tsx',
  'src/features/plan-view/plan-view-page.tsx',
  'src/features/trip-form/trip-form-page.tsx',
  'src/features/plan-form/plan-form-page.tsx',
];

/** Files of ui/public the shell needs. */
export const OFFLINE_PUBLIC_FILES = [
  'favicon.svg',
  'manifest.webmanifest',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/icon-maskable-512.png',
  'icons/apple-touch-icon-180.png',
];

/**
 * The URLs to precache, from the chunks of a generated bundle: index.html, the entry chunks and
 * the offline routes with everything they import statically, their CSS and assets, and the public files.
 */
export function precacheList(bundle, base = '/app/') {
  const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const roots = chunks.filter((c) => c.isEntry || OFFLINE_ROUTES.some((r) => c.facadeModuleId?.endsWith(r)));
  const files = new Set();
  const todo = [...roots];
  while (todo.length > 0) {
    const chunk = todo.pop();
    if (files.has(chunk.fileName)) continue;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) if (byFile.has(imported)) todo.push(byFile.get(imported));
  }
  return ['index.html', ...[...files].sort(), ...OFFLINE_PUBLIC_FILES].map((f) => `${base}${f}`);
}

export function serviceWorker({ conditions }) {
  const root = fileURLToPath(new URL('../ui/', import.meta.url));
  const entry = fileURLToPath(new URL('../adapters/browser/src/service-worker/sw.ts', import.meta.url));
  return {
    name: 'waybook-service-worker',
    apply: 'build',
    // After Vite's own generateBundle work (pure-CSS chunks are dropped there), so every file listed is written.
    generateBundle: { order: 'post', handler: generateServiceWorker },
  };

  async function generateServiceWorker(_options, bundle) {
    const precache = precacheList(bundle);
    const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
    const output = await build({
      configFile: false,
      logLevel: 'warn',
      root,
      publicDir: false,
      resolve: { conditions },
      define: { __PRECACHE__: JSON.stringify(precache), __SW_VERSION__: JSON.stringify(version) },
      build: {
        write: false,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        minify: true,
        lib: { entry, formats: ['es'], fileName: () => 'sw.js' },
      },
    });
    const results = Array.isArray(output) ? output : [output];
    const chunk = results.flatMap((r) => r.output).find((o) => o.type === 'chunk' && o.isEntry);
    if (!chunk) throw new Error('service worker: no chunk built');
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: chunk.code });
  }
}
