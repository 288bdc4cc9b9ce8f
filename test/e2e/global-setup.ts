import { existsSync } from 'node:fs';
import { join } from 'node:path';

// The browser tests run against the built app: fail early with a clear message when it is missing.
export default function setup(): void {
  const root = join(import.meta.dirname, '../..');
  for (const file of ['adapters/server/dist/main.js', 'ui/dist/index.html']) {
    if (!existsSync(join(root, file))) throw new Error(`${file} is missing: run npm run build first (npm run test:e2e does)`);
  }
  if (!existsSync(process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
}
