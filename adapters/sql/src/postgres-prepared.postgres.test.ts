// Runs only against a real PostgreSQL (the `postgres` project of vitest.config.ts, which
// scripts/test-postgres.sh runs): PGlite has no prepared statements to go stale.
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';

const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) throw new Error('TEST_DATABASE_URL names the PostgreSQL these tests run on');
const open = await openDatabase({ databaseUrl, dataDir: 'memory://' });
const { db } = open;
afterAll(() => open.close());

beforeEach(async () => {
  await sql`drop table if exists prepared_probe`.execute(db);
  await sql`create table prepared_probe (id int primary key, name text)`.execute(db);
  await sql`insert into prepared_probe values (1, 'one')`.execute(db);
});

const probe = (conn: typeof db) => sql<Record<string, unknown>>`select * from prepared_probe where id = ${1}`.execute(conn).then((r) => r.rows);

describe('prepared statements on PostgreSQL', () => {
  it('prepares a statement once per connection and reuses it', async () => {
    await db.connection().execute(async (conn) => {
      for (let i = 0; i < 3; i += 1) expect(await probe(conn)).toEqual([{ id: 1, name: 'one' }]);
      const prepared = await sql<{
        n: string;
      }>`select count(*)::text as n from pg_prepared_statements where statement = ${'select * from prepared_probe where id = $1'}`.execute(conn);
      expect(prepared.rows[0]?.n).toBe('1');
    });
  });

  it('answers with the new columns after a migration added one under a prepared select *', async () => {
    await db.connection().execute(async (conn) => {
      expect(await probe(conn)).toEqual([{ id: 1, name: 'one' }]);
      await sql`alter table prepared_probe add column city text not null default 'Lyon'`.execute(db);
      expect(await probe(conn)).toEqual([{ id: 1, name: 'one', city: 'Lyon' }]);
    });
  });

  it('fails the transaction that met the stale plan, and the next one succeeds', async () => {
    await db.connection().execute(async (conn) => {
      await probe(conn);
      await sql`alter table prepared_probe add column city text not null default 'Lyon'`.execute(db);
      await expect(conn.transaction().execute((tx) => probe(tx))).rejects.toThrow('cached plan must not change result type');
      expect(await conn.transaction().execute((tx) => probe(tx))).toEqual([{ id: 1, name: 'one', city: 'Lyon' }]);
    });
  });
});
