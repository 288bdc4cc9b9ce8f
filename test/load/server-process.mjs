// Starts the built server on a free port and a given data dir; resolves when it logs "ready".
// BENCH_NODE_ARGS passes flags to that node process (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../adapters/server/dist/main.js', import.meta.url));
// The V8 heap flags `npm start` runs the server with (package.json), so the bench measures the same.
const startScript = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.start;
const serverFlags = startScript.split(' ').filter((arg) => arg.startsWith('--'));

export async function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function startServer(dataDir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [...serverFlags, ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), main], {
    env: {
      NODE_ENV: 'production',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => d.toString().includes('ready on') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const ms = performance.now() - started;
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { child, ms, stop, url: `http://127.0.0.1:${port}` };
}
