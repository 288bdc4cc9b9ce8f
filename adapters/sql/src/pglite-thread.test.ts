import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from './database.js';
import { PgliteDialect } from './pglite-dialect.js';
import { PgliteThread } from './pglite-thread.js';

describe('PGlite in a worker thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open('memory://');
  });
  afterAll(() => thread.close());

  it('answers rows with their types after the trip between threads', async () => {
    const at = new Date('2026-11-24T10:00:00Z');
    const r = await thread.query<{ n: number; at: Date; doc: { a: number[] }; bytes: Uint8Array }>(
      `select 1 + $1::int as n, $2::timestamptz as at, '{"a":[1,2]}'::jsonb as doc, $3::bytea as bytes`,
      [41, at, new Uint8Array([1, 2, 3])],
    );
    expect(r.rows).toEqual([{ n: 42, at, doc: { a: [1, 2] }, bytes: new Uint8Array([1, 2, 3]) }]);
  });

  it('gives database errors back with their SQLSTATE and constraint', async () => {
    await thread.query('create table t (id int primary key)');
    await thread.query('insert into t values (1)');
    await expect(thread.query('insert into t values (1)')).rejects.toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect((await thread.query('insert into t values (2), (3)')).affectedRows).toBe(2);
  });

  it('keeps this thread free while a long query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    await thread.query('select count(*) from generate_series(1, 3000000) g where g % 7 = 0');
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(2);
  });

  it('refuses statements once the thread has stopped', async () => {
    const other = await PgliteThread.open('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
  });
});

describe('PGlite dialect', () => {
  it('analyzes once enough rows changed, outside any transaction', async () => {
    const thread = await PgliteThread.open('memory://');
    const db = new Kysely<unknown>({ dialect: new PgliteDialect(thread, 100) });
    await sql`create table items (id int)`.execute(db);
    const estimate = async () => (await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = 'items'`.execute(db)).rows[0]?.n;
    await sql`insert into items select g from generate_series(1, 60) g`.execute(db);
    expect(await estimate()).toBe(-1); // never analyzed
    await db.transaction().execute(async (tx) => {
      await sql`insert into items select g from generate_series(1, 60) g`.execute(tx);
    });
    expect(await estimate()).toBe(120);
    await db.destroy();
    await thread.close();
  });
});

describe('openDatabase on PGlite', () => {
  let dir: string;
  let open: OpenDatabase | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'waybook-thread-'));
  });
  afterAll(async () => {
    await open?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps what was written across a close and a new thread', async () => {
    open = await openDatabase({ dataDir: dir });
    await open.db.insertInto('entity_ids').values({ entity_type: 'trip', uuid: 'kept' }).execute();
    await open.close();
    open = await openDatabase({ dataDir: dir });
    const row = await open.db.selectFrom('entity_ids').select('uuid').where('uuid', '=', 'kept').executeTakeFirst();
    expect(row?.uuid).toBe('kept');
  });
});
