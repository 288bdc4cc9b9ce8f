// Trips under load: 1,000 trips for one user; GET v2/list/trip (page 1 and page 50) and
// GET v2/get/trip/.../include_objects/true under 50 connections for 10 s each (autocannon), and the
// time until /trips shows its first page in Chromium. Printed, never asserted.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startServer } from './server-process.mjs';

const TRIPS = Number(process.env.BENCH_TRIPS ?? 1000);
const dir = mkdtempSync(join(tmpdir(), 'waybook-bench-'));
const server = await startServer(dir, await freePort());
const cookies = new Map();
const remember = (res) => {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [k, v] = pair.split('=');
    cookies.set(k, v);
  }
  return res;
};
const jar = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const api = (path, body) =>
  fetch(`${server.url}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: jar(), 'content-type': 'application/json', 'x-csrf-token': cookies.get('csrf_token') },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then(async (r) => {
    if (!r.ok) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  });

remember(await fetch(`${server.url}/account/create`));
remember(
  await fetch(`${server.url}/account/create`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: jar(), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf_token: cookies.get('csrf_token'), email_addr: 'trips@example.com', password: 'bench password 1' }),
  }),
);
// The place index loads after the server is ready; wait for a home city to onboard with.
let city;
for (let i = 0; i < 100 && city === undefined; i += 1) {
  city = (await api('v2/autocompletePlace?query=Paris&limit=1&is_async=true')).Results[0];
  if (city === undefined) await new Promise((r) => setTimeout(r, 200));
}
await api('v2/replace/profile?is_onboarding=true', {
  Profile: { first_name: 'Bench', last_name: 'Traveler', date_of_birth: '1990-05-01', home_city: city.label, home_city_id: city.id },
});

const seedStart = performance.now();
let firstUuid;
for (let i = 0; i < TRIPS; i += 10) {
  const batch = await Promise.all(
    Array.from({ length: Math.min(10, TRIPS - i) }, (_, k) => {
      const day = new Date(Date.UTC(2027, 0, 1) + (i + k) * 86_400_000).toISOString().slice(0, 10);
      return api('v2/create/trip', {
        Trip: { display_name: `Trip ${i + k + 1}`, start_date: day, end_date: day, is_owner_traveler: 'true', primary_location: 'Lyon, France' },
      });
    }),
  );
  firstUuid ??= batch[0].Trip.uuid;
}
console.log(`seeded ${TRIPS} trips in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

// 300 plans in the first trip: restaurants, activities and lodgings over the trip's days.
const PLANS = Number(process.env.BENCH_PLANS ?? 300);
const planStart = performance.now();
const at = (i, hour) => ({
  date: new Date(Date.UTC(2027, 0, 1) + Math.floor(i / 10) * 86_400_000).toISOString().slice(0, 10),
  time: `${String(hour).padStart(2, '0')}:00:00`,
});
const planOf = (i) => {
  const place = { address: '1 Rue de la République, Lyon', city: 'Lyon', country: 'FR', latitude: 45.764, longitude: 4.8357 };
  if (i % 3 === 0)
    return {
      LodgingObject: {
        trip_uuid: firstUuid,
        supplier_name: `Hotel ${i}`,
        StartDateTime: at(i, 15),
        EndDateTime: at(i + 10, 11),
        Address: place,
        total_cost: '€120',
        supplier_conf_num: `H${i}`,
      },
    };
  if (i % 3 === 1)
    return { RestaurantObject: { trip_uuid: firstUuid, supplier_name: `Bouchon ${i}`, DateTime: at(i, 20), Address: place, number_patrons: '2' } };
  return { ActivityObject: { trip_uuid: firstUuid, display_name: `Museum ${i}`, StartDateTime: at(i, 10), EndDateTime: at(i, 12), Address: place } };
};
for (let i = 0; i < PLANS; i += 10) {
  await Promise.all(Array.from({ length: Math.min(10, PLANS - i) }, (_, k) => api('v2/create', planOf(i + k))));
}
console.log(`seeded ${PLANS} plans in one trip in ${((performance.now() - planStart) / 1000).toFixed(1)} s`);
// On PostgreSQL the planner's statistics come from autovacuum, which looks once a minute: seeded
// seconds ago, the tables have none (the list was then planned for 1 row, joining all 1,000 trips
// before sorting: ~4 ms a page instead of ~0.2 ms). Analyze once, as autovacuum would shortly.
if (process.env.BENCH_DATABASE_URL) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  await client.query('analyze');
  await client.end();
  console.log('PostgreSQL: ANALYZE after seeding, as autovacuum would within a minute');
}

const load = async (label, path, url = `${server.url}/api/${path}`) => {
  const r = await autocannon({ url, connections: 50, duration: 10, headers: { cookie: jar() } });
  console.log(
    `${label}, 50 connections, 10 s: ${r.requests.total} requests, ${r.non2xx} non-2xx, ${r.timeouts} timeouts, median ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${r.requests.average} req/s`,
  );
  return r.requests.average;
};
const rssMb = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const list = (page) =>
  `v2/list/trip?exclude_types=W&traveler=traveler&trip_permission_filter=all&past=false&page_num=${page}&page_size=10&should_sort_trips_by_date=true`;
console.log(`server RSS before the load: ${rssMb()} MB`);
const waybookList = await load('GET v2/list/trip page 1', list(1));
await load('GET v2/list/trip page 50', list(50));
await load(`GET v2/get/trip/uuid/:id/include_objects/true (${PLANS} plans)`, `v2/get/trip/uuid/${firstUuid}/include_objects/true`);
console.log(`server RSS after the load: ${rssMb()} MB`);

// The same list bytes from a bare node:http server in its own process: the ceiling of this machine.
const bytes = await (await fetch(`${server.url}/api/${list(1)}`, { headers: { cookie: jar() } })).text();
const barePort = await freePort();
const bare = spawn(
  process.execPath,
  [
    '-e',
    `const b = Buffer.from(process.env.BODY); require('node:http').createServer((q, r) => r.writeHead(200, { 'content-type': 'application/json' }).end(b)).listen(${barePort}, '127.0.0.1', () => console.log('up'))`,
  ],
  {
    env: { ...process.env, BODY: bytes },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await new Promise((resolve) => bare.stdout.once('data', resolve));
const bareList = await load('bare node:http, the same list bytes', '', `http://127.0.0.1:${barePort}/`);
bare.kill();
console.log(`Waybook's list is ${((100 * waybookList) / bareList).toFixed(1)} % of bare node:http (${bytes.length} bytes)`);

if (existsSync('/usr/bin/chromium')) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext();
  const host = new URL(server.url).hostname;
  await context.addCookies([...cookies].map(([name, value]) => ({ name, value, domain: host, path: '/' })));
  const page = await context.newPage();
  const times = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await page.goto(`${server.url}/app/trips`);
    await page
      .getByRole('link', { name: /Trip 1\b/ })
      .first()
      .waitFor({ state: 'visible', timeout: 30_000 });
    times.push(performance.now() - started);
  }
  console.log(`/trips first page visible in Chromium: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} (first load, then warm cache)`);
  const summary = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await page.goto(`${server.url}/app/trips/${firstUuid}`);
    await page
      .getByRole('link', { name: /Museum 2\b/ })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 });
    summary.push(performance.now() - started);
  }
  console.log(`trip summary with ${PLANS} plans rendered in Chromium: ${summary.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
  await browser.close();
} else {
  console.log('/trips in Chromium: skipped (no /usr/bin/chromium)');
}
await server.stop();
const again = await startServer(dir, await freePort());
console.log(`restart on the same data dir: ready in ${again.ms.toFixed(0)} ms`);
await again.stop();
rmSync(dir, { recursive: true, force: true });
