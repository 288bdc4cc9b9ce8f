// Time from process start to "ready": on a new data dir, then on restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from './server-process.mjs';

const dir = mkdtempSync(join(tmpdir(), 'waybook-bench-'));
const port = await freePort();
const first = await startServer(dir, port);
await first.stop();
const restarts = [];
for (let i = 0; i < 3; i += 1) {
  const again = await startServer(dir, port);
  restarts.push(again.ms);
  await again.stop();
}
rmSync(dir, { recursive: true, force: true });
console.log(`npm start ready: new data dir ${first.ms.toFixed(0)} ms (budget 3000); restart ${restarts.map((m) => m.toFixed(0)).join(' / ')} ms (budget 1000)`);
