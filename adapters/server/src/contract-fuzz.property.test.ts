// Issue 10: every contract entry attacked with requests generated from its own schemas plus hostile
// strings and shapes (NUL, lone surrogates, huge text, wrong types, impossible dates, bad
// percent-encoding in path and query, wrong content types, no CSRF header, no session), against
// the in-process app on PGlite. No answer may be a 5xx, every error answer is the Error object, and
// a refused request writes nothing (row count and content hash of every table unchanged).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, errorBodySchema, pathParamNames, wireJsonSchema, type ContractEntry } from '@waybook/core/contract';
import { arbitraryFor, hostileValue, refResolver } from './testing/json-schema-arbitrary.js';
import { planObject } from './testing/plan-fixtures.js';
import { startHarness, type TestClient } from './testing/harness.js';
import { tableFingerprint } from './testing/table-fingerprint.js';

/** Requests per entry: 60 x 37 entries, about 20 s on PGlite (CONTRACT_FUZZ_RUNS to change it). */
const RUNS_PER_ENTRY = Number(process.env['CONTRACT_FUZZ_RUNS'] ?? 60);
const RAW_HOSTILE = ['%00', '%ZZ', '%C0%AF', '%ED%A0%80', '%FF%FE', '%', '%2e%2e', 'a'.repeat(3000), '%F0%9F%8C%8D'];

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
const pool = { trip: '', plan: '' };
const tally = { requests: 0, serverErrors: 0, refused: 0, succeeded: 0 };

async function seed(): Promise<void> {
  const trip = await ada.json('/api/v2/create/trip', { Trip: { display_name: 'Lyon', start_date: '2026-12-01', end_date: '2026-12-05' } });
  pool.trip = ((await trip.json()) as { Trip: { uuid: string } }).Trip.uuid;
  const plan = await ada.json('/api/v2/create', { NoteObject: planObject('note', pool.trip) });
  pool.plan = ((await plan.json()) as { NoteObject?: { uuid: string } }).NoteObject?.uuid ?? '';
}

beforeAll(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
  await seed();
});
afterAll(() => {
  console.log(`contract fuzz: ${tally.requests} requests, ${tally.serverErrors} answered 5xx, ${tally.refused} refused, ${tally.succeeded} succeeded`);
});

const encode = (value: unknown): string => {
  try {
    return encodeURIComponent(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  } catch {
    return '%ED%A0%80'; // a lone surrogate: encodeURIComponent refuses it, so send its UTF-8-looking bytes
  }
};

/** A path segment: a real id, generated text, or raw hostile percent-encoding (resolved when sent). */
const segment = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom('@trip', '@plan', 'note', 'air', '00000000-0000-4000-8000-000000000000').map((s) => ({ raw: false, s })) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_HOSTILE).map((s) => ({ raw: true, s })) },
  { weight: 2, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), hostileValue.map(String)).map((s) => ({ raw: false, s })) },
);
const resolveSegment = (p: { raw: boolean; s: string }) => (p.raw ? p.s : encode(p.s === '@trip' ? pool.trip : p.s === '@plan' ? pool.plan : p.s));

interface Attack {
  readonly params: Record<string, { raw: boolean; s: string }>;
  readonly query: [string, { raw: boolean; s: string } | unknown][];
  readonly body: unknown;
  readonly bodyShape: 'schema' | 'broken-json' | 'empty';
  readonly contentType: 'right' | 'text/plain' | 'none' | 'multipart/form-data';
  readonly csrf: boolean;
  readonly signedIn: boolean;
}

function attackOf(entry: ContractEntry): fc.Arbitrary<Attack> {
  const params = Object.fromEntries(pathParamNames(entry.path).map((name) => [name, segment]));
  const querySchema = wireJsonSchema(entry.query, 'input');
  const queryProps = Object.entries((querySchema['properties'] ?? {}) as Record<string, Parameters<typeof arbitraryFor>[0]>);
  const queryValue = (schema: Parameters<typeof arbitraryFor>[0]) =>
    fc.oneof(
      { weight: 8, arbitrary: arbitraryFor(schema, refResolver(querySchema)) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_HOSTILE).map((s) => ({ raw: true, s })) },
    );
  const query = fc.tuple(...queryProps.map(([name, schema]) => fc.option(queryValue(schema), { nil: undefined }).map((v) => [name, v] as [string, unknown])));
  const bodySchema = wireJsonSchema(entry.body.schema, 'input');
  return fc.record({
    params: fc.record(params),
    query: query.map((pairs) => pairs.filter(([, v]) => v !== undefined)),
    body: arbitraryFor(bodySchema, refResolver(bodySchema), 0, 1),
    bodyShape: fc.constantFrom<Attack['bodyShape']>('schema', 'schema', 'schema', 'schema', 'schema', 'schema', 'broken-json', 'empty'),
    contentType: fc.constantFrom<Attack['contentType']>(
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'right',
      'text/plain',
      'none',
      'multipart/form-data',
    ),
    csrf: fc.boolean().chain((b) => (b ? fc.constant(true) : fc.boolean())),
    signedIn: fc.constantFrom(true, true, true, true, true, true, true, false),
  }) as fc.Arbitrary<Attack>;
}

const isRaw = (v: unknown): v is { raw: true; s: string } =>
  typeof v === 'object' && v !== null && (v as { raw?: unknown }).raw === true && typeof (v as { s?: unknown }).s === 'string';

function requestOf(entry: ContractEntry, a: Attack): { url: string; init: RequestInit & { csrf?: boolean } } {
  const path = entry.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => resolveSegment(a.params[name] ?? { raw: false, s: '' }));
  const query = a.query.map(([name, v]) => `${name}=${isRaw(v) ? v.s : encode(v)}`).join('&');
  const url = `/api/${path}${query ? `?${query}` : ''}`;
  if (entry.method === 'GET') return { url, init: { csrf: a.csrf } };
  const right = entry.body.kind === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const type = a.contentType === 'right' ? right : a.contentType === 'none' ? undefined : a.contentType;
  const body =
    a.bodyShape === 'empty'
      ? ''
      : a.bodyShape === 'broken-json'
        ? '{"oops":'
        : entry.body.kind === 'form'
          ? Object.entries((a.body ?? {}) as Record<string, unknown>)
              .map(([k, v]) => `${encode(k)}=${encode(v)}`)
              .join('&')
          : JSON.stringify(a.body ?? null);
  return { url, init: { method: 'POST', body: new TextEncoder().encode(body), csrf: a.csrf, ...(type ? { headers: { 'content-type': type } } : {}) } };
}

// An accepted call may queue background work (a reset mail, an alert's delivery): the worker's
// writes to the jobs table must be over before the next attempt's before-and-after comparison.
async function jobsSettled(): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const busy = [...(await h.server.jobs.queue.list({ state: 'pending' })), ...(await h.server.jobs.queue.list({ state: 'running' }))];
    if (busy.every((j) => j.runAt.getTime() > h.clock.now().getTime() && j.state === 'pending')) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function attack(entry: ContractEntry, a: Attack): Promise<void> {
  const { url, init } = requestOf(entry, a);
  const client = a.signedIn ? ada : h.client();
  const before = await tableFingerprint(h.database.db);
  const res = await client.request(url, init);
  tally.requests++;
  if (res.status >= 500) tally.serverErrors++;
  expect(res.status, `${entry.method} ${url} answered ${res.status}`).toBeLessThan(500);
  if (res.status < 400) {
    tally.succeeded++;
    await res.arrayBuffer();
    if (/delete|merge/i.test(entry.id)) await seed();
    await jobsSettled();
    return;
  }
  tally.refused++;
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = text;
  }
  expect(errorBodySchema.safeParse(parsed).success, `${entry.method} ${url}: ${res.status} ${text.slice(0, 200)}`).toBe(true);
  // A refused attempt still counts in its throttle bucket (a wrong current password on changePassword).
  const withoutBuckets = ({ throttle_buckets: _, ...rest }: Record<string, string>) => rest;
  expect(withoutBuckets(await tableFingerprint(h.database.db)), `${entry.method} ${url} was refused (${res.status}) but wrote`).toEqual(withoutBuckets(before));
}

describe('every contract entry under hostile input (property)', () => {
  it.each(contract.map((entry) => [`${entry.method} /api/${entry.path}`, entry] as const))(
    '%s: no 5xx, the Error object, no write when refused',
    async (_, entry) => {
      await fc.assert(
        fc.asyncProperty(attackOf(entry), (a) => attack(entry, a)),
        { numRuns: RUNS_PER_ENTRY },
      );
    },
  );

  it('tried every entry', () => {
    expect(tally.requests).toBeGreaterThanOrEqual(contract.length * RUNS_PER_ENTRY);
    expect(tally.serverErrors).toBe(0);
  });
});
