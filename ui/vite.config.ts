import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from '../scripts/precompress.mjs';
import { serviceWorker } from '../scripts/service-worker-build.mjs';

// After the bundle is written, every text asset gets .br and .gz siblings that the server sends as they are.
const precompress = (): Plugin => ({
  name: 'waybook-precompress',
  apply: 'build',
  async writeBundle(options) {
    if (options.dir) await precompressDirectory(options.dir);
  },
});

const conditions = ['@waybook/source', 'browser', 'import', 'module', 'default'];

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
        codeSplitting: { groups: [{ name: 'wire', test: /node_modules[\\/]zod[\\/]|src[\\/]zod-jitless\.ts$/ }] },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/account': 'http://localhost:8080', '/plan/document': 'http://localhost:8080' } },
});
