import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from '../scripts/precompress.mjs';
import { serviceWorker } from '../scripts/service-worker-build.mjs';
import { FIRST_NAMESPACES } from './src/i18n/first-namespaces.js';

// After the bundle is written, every text asset gets .br and .gz siblings that the server sends as they are.
const precompress = (): Plugin => ({
  name: 'waybook-precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDirectory(options.dir);
  },
});

const conditions = ['@waybook/source', 'browser', 'import', 'module', 'default'];

const FIRST = new Set<string>(FIRST_NAMESPACES);
const CATALOGUE = /[\\/]src[\\/]i18n[\\/]([A-Za-z]+)[\\/]([a-z]{2}-[A-Z]{2})\.ts$/;

/**
 * The chunk of a catalogue (i18n/<namespace>/<locale>.ts) fetched by the app: one per language for
 * the first page's namespaces (i18n-fr-FR-first) and one for the rest (i18n-fr-FR). The en-US
 * catalogues the app bundles (imported statically by i18n.ts) stay where the bundler puts them.
 */
function catalogueChunk(id: string, ctx: { getModuleInfo: (id: string) => { importers: readonly string[] } | null }): string | null {
  const match = CATALOGUE.exec(id);
  if (match === null) return null;
  const [, namespace = '', locale = ''] = match;
  if ((ctx.getModuleInfo(id)?.importers.length ?? 0) > 0) return null;
  return FIRST.has(namespace) ? `i18n-${locale}-first` : `i18n-${locale}`;
}

// The SPA is served by the Waybook server under /app/; `@waybook/source` resolves workspace packages to TypeScript.
// The service worker (/app/sw.js) is its own small build (scripts/service-worker-build.mjs).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [react(), serviceWorker({ conditions }), precompress()],
  define: { __APP_VERSION__: JSON.stringify(process.env['npm_package_version'] ?? '0.1.0') },
  resolve: { conditions },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the chunk graph test/load/bundle-size.mjs measures the first page from.
    manifest: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      output: {
        // zod and the module that turns its eval-based JIT off share one chunk, in that order, so the
        // switch runs before any other chunk builds a schema (see src/zod-jitless.ts).
        codeSplitting: {
          groups: [{ name: 'wire', test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ }, { name: catalogueChunk }],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/account': 'http://localhost:8080', '/plan/document': 'http://localhost:8080' } },
});
