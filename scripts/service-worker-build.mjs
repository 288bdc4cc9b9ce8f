// A Vite plugin that builds the service worker (adapters/browser/src/service-worker/sw.ts) into /app/sw.js after
// the app's bundle is generated, with the list of files it precaches: index.html, the entry and
// the trip list, trip summary, plan page and trip/plan form routes (their JS, CSS and the assets
// the CSS names), the en-US catalogues, the icons and the manifest; and each language's catalogue
// chunks, which it keeps for the language the page names. It is its own small build, not an entry of the
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
  const english = catalogueChunks(bundle, '')['en-US'] ?? [];
  const roots = chunks.filter((c) => c.isEntry || OFFLINE_ROUTES.some((r) => c.facadeModuleId?.endsWith(r)) || english.includes(c.fileName));
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

/**
 * The catalogue chunks of each interface language (i18n-fr-FR-first, i18n-fr-FR: see ui/vite.config.ts),
 * as URLs under `base`. The worker precaches en-US's (the fallback) and keeps a language's when
 * the page names it (register-service-worker.ts), so every page reads in that language offline.
 */
export function catalogueChunks(bundle, base = '/app/') {
  const byLocale = {};
  for (const chunk of Object.values(bundle)) {
    const match = chunk.type === 'chunk' ? /^i18n-([a-z]{2}-[A-Z]{2})(-first)?$/.exec(chunk.name) : null;
    if (match) (byLocale[match[1]] ??= []).push(`${base}${chunk.fileName}`);
  }
  for (const urls of Object.values(byLocale)) urls.sort();
  return byLocale;
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
    const catalogues = catalogueChunks(bundle);
    const version = createHash('sha256').update(precache.join('\n')).update(JSON.stringify(catalogues)).digest('hex').slice(0, 12);
    const output = await build({
      configFile: false,
      logLevel: 'warn',
      root,
      publicDir: false,
      resolve: { conditions },
      define: { __PRECACHE__: JSON.stringify(precache), __CATALOGUES__: JSON.stringify(catalogues), __SW_VERSION__: JSON.stringify(version) },
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
