import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
// The Node flags `npm start` runs the server with (package.json): heap caps, --liftoff-only and the
// "waybook-server" condition that loads core's server bundle, so the browser tests run what ships.
const startFlags = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(' ')
  .filter((arg) => arg.startsWith('--'));

/** A TCP port free on the loopback interface right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A running Waybook server on a fresh data directory. */
export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  readonly output: string[];
  stop(): Promise<void>;
  /** Ends the server at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
}

/**
 * Starts `node adapters/server/dist/main.js` with npm start's flags (npm run build first) and waits until it is ready.
 *
 * @example
 * const server = await startServer(); ... await server.stop();
 */
export async function startServer(options: { dataDir?: string; args?: string[]; env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'waybook-e2e-')));
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [...startFlags, join(root, 'adapters/server/dist/main.js'), ...(options.args ?? [])], {
    // Browser tests check every API answer against its contract schema, as development does.
    env: {
      ...process.env,
      CHECK_RESPONSES: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output.join('')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (chunk.toString().includes('ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('')}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
