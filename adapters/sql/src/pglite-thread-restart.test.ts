import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteDialect } from './pglite-dialect.js';
import { PgliteThread } from './pglite-thread.js';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.js';

const until = async (check: () => Promise<boolean>, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('PGlite thread restart', () => {
  let dir: string;
  let thread: PgliteThread;
  const logs: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'waybook-restart-'));
    thread = await PgliteThread.open(join(dir, 'pgdata'), { log: (l) => logs.push(l) });
    await thread.query('create table t (id int primary key)');
  });
  afterAll(async () => {
    await thread.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('fails the statements in flight as unavailable, restarts on the same directory and keeps what was committed', async () => {
    await thread.query('insert into t select g from generate_series(1, 100) g');
    const inFlight = Array.from({ length: 20 }, () => thread.query('select count(*) from generate_series(1, 200000)'));
    const settled = Promise.allSettled(inFlight);
    await thread.kill();
    const outcomes = await settled;
    const failed = outcomes.filter((o) => o.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const o of failed) expect(isDatabaseUnavailable(o.reason)).toBe(true);
    expect(thread.epoch).toBe(1);
    // Statements sent while it restarts wait for the new thread.
    const { rows } = await thread.query<{ n: number }>('select count(*)::int as n from t');
    expect(rows).toEqual([{ n: 100 }]);
    expect(logs.some((l) => /restarted/.test(l))).toBe(true);
  });

  it('never finishes a transaction begun before the restart on the new thread', async () => {
    const db = new Kysely<{ t: { id: number } }>({ dialect: new PgliteDialect(thread, 1_000, () => thread.epoch) });
    const epoch = thread.epoch;
    const tx = db.transaction().execute(async (trx) => {
      await sql`insert into t values (1001)`.execute(trx);
      await thread.kill();
      await until(async () => thread.epoch > epoch);
      await sql`insert into t values (1002)`.execute(trx);
    });
    await expect(tx).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const { rows } = await sql<{ id: number }>`select id from t where id > 1000`.execute(db);
    expect(rows).toEqual([]);
    // The connection is usable again for the next caller.
    await db.transaction().execute((trx) => sql`insert into t values (1003)`.execute(trx));
    expect((await sql<{ id: number }>`select id from t where id > 1000`.execute(db)).rows).toEqual([{ id: 1003 }]);
    await db.destroy();
  });

  it('does not restart an in-memory database (its data died with the thread)', async () => {
    const memory = await PgliteThread.open('memory://');
    await memory.kill();
    await expect(memory.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await memory.close();
  });
});
