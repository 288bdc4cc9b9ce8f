// `npm start`: runs the built server, building first when a fresh checkout has no build yet.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const modified = (file) => (existsSync(root + file) ? statSync(root + file).mtimeMs : 0);
const built = ['adapters/server/dist/main.js', 'core/dist-server/index.js', 'ui/dist/index.html'].every((f) => existsSync(root + f));
if (!built) {
  console.log('[waybook] no build found: running npm run build once');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
} else if (modified('core/tsconfig.tsbuildinfo') > modified('core/dist-server/index.js')) {
  // core was compiled again (tsc -b) since its server bundle was made: bundle it again, never run a stale one.
  execSync('node scripts/bundle-core.mjs', { cwd: root, stdio: 'inherit' });
}
await import(new URL('../adapters/server/dist/main.js', import.meta.url).href);
