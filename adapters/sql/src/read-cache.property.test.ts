// The read cache never changes an answer: the same random reads, writes and transactions run on
// an embedded database with and without it, and every statement answers the same rows.
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadCachingExecutor } from './read-cache.js';

const plain = await PGlite.create('memory://');
const cachedDb = await PGlite.create('memory://');
const cached = new ReadCachingExecutor(cachedDb, { maxEntries: 3, maxBytes: 1_000_000 });
afterAll(async () => {
  await plain.close();
  await cachedDb.close();
});

const key = fc.constantFrom('a', 'b', 'c');
const op = fc.oneof(
  fc.record({ kind: fc.constant('read' as const), key }),
  fc.record({ kind: fc.constant('readAll' as const) }),
  fc.record({ kind: fc.constant('count' as const) }),
  fc.record({ kind: fc.constant('upsert' as const), key, value: fc.integer({ min: 0, max: 9 }) }),
  fc.record({ kind: fc.constant('delete' as const), key }),
  fc.record({ kind: fc.constantFrom('begin' as const, 'commit' as const, 'rollback' as const) }),
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function statement(o: Op): [string, unknown[]] {
  switch (o.kind) {
    case 'read':
      return ['select v from kv where k = $1', [o.key]];
    case 'readAll':
      return ['select k, v from kv order by k', []];
    case 'count':
      return ['select count(*)::int as n from kv', []];
    case 'upsert':
      return ['insert into kv (k, v) values ($1, $2) on conflict (k) do update set v = excluded.v', [o.key, o.value]];
    case 'delete':
      return ['delete from kv where k = $1', [o.key]];
    default:
      return [o.kind, []];
  }
}

async function answer(db: { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> }, sql: string, params: unknown[]) {
  try {
    return (await db.query(sql, params)).rows;
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

describe('ReadCachingExecutor over PGlite', () => {
  it('answers every statement like the database alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 30 }), async (ops) => {
        for (const db of [plain, cached]) await db.query('drop table if exists kv');
        for (const db of [plain, cached]) await db.query('create table kv (k text primary key, v int)');
        for (const o of ops) {
          const [sql, params] = statement(o);
          expect(await answer(cached, sql, params)).toEqual(await answer(plain, sql, params));
        }
        for (const db of [plain, cached]) await db.query('rollback').catch(() => undefined);
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
