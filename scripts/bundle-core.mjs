// Run by `npm run build` after tsc: core's compiled entries (core/dist, ~475 files) bundled into a
// few files in core/dist-server, for the server only. Node's ES module loader pays per file (open,
// stat, read, resolve, link), and core was half the files a restart loads: the bundle takes
// ~140 ms off a restart on a 2-CPU machine. `npm start` selects it with the "waybook-server"
// export condition (core/package.json); every other user of @waybook/core (other teams' npm
// installs, the UI's Vite build, the tests) reads the unbundled core/dist or the sources.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const core = fileURLToPath(new URL('../core/', import.meta.url));

await rm(`${core}dist-server`, { recursive: true, force: true });
await build({
  cwd: core,
  input: {
    index: 'dist/index.js',
    contract: 'dist/contract/index.js',
    server: 'dist/backend/index.js',
    testing: 'dist/testing/index.js',
  },
  // Dependencies (zod, luxon...) stay imports, resolved from node_modules as before.
  external: (id) => !id.startsWith('.') && !id.startsWith('/'),
  output: { dir: 'dist-server', format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'shared-[hash].js', sourcemap: true },
  logLevel: 'warn',
});
