// GET /api/v2/get/profile under 50 connections for 10 s (autocannon), and server memory after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './server-process.mjs';

const dir = mkdtempSync(join(tmpdir(), 'waybook-bench-'));
const server = await startServer(dir, await freePort());
const cookies = new Map();
const remember = (res) => {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [k, v] = pair.split('=');
    cookies.set(k, v);
  }
};
const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
remember(await fetch(`${server.url}/account/create`));
remember(
  await fetch(`${server.url}/account/create`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: cookies.get('csrf_token'), email_addr: 'bench@example.com', password: 'bench password 1' }),
  }),
);
const result = await autocannon({ url: `${server.url}/api/v2/get/profile`, connections: 50, duration: 10, headers: { cookie: jar() } });
const rss = Number((await import('node:child_process')).execSync(`ps -o rss= -p ${server.child.pid}`).toString().trim()) / 1024;
console.log(
  `GET v2/get/profile, 50 connections, 10 s: ${result.requests.total} requests, ${result.non2xx} non-2xx, median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.requests.average} req/s`,
);
console.log(`server RSS after load: ${rss.toFixed(0)} MB (budget ${process.env.BENCH_DATABASE_URL ? '150 MB on PostgreSQL' : '250 MB on PGlite'})`);
await server.stop();
rmSync(dir, { recursive: true, force: true });
