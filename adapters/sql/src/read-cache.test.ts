import { describe, expect, it } from 'vitest';
import type { PgliteExecutor } from './pglite-dialect.js';
import { ReadCachingExecutor, isCacheableRead } from './read-cache.js';

// A database that answers each statement with a row naming how many statements it has run, so a
// test sees whether an answer came from it or from the cache.
class CountingDatabase implements PgliteExecutor {
  readonly statements: string[] = [];
  hold: Promise<void> | undefined;
  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    this.statements.push(sql);
    const n = this.statements.length;
    if (this.hold) await this.hold;
    return { rows: [{ n, params: [...params] }] as R[], affectedRows: /^\s*select/i.test(sql) ? 0 : 1 };
  }
}

const READ = 'select * from "trips" where "uuid" = $1';

describe('isCacheableRead', () => {
  it.each([
    ['select * from "trips" where "uuid" = $1', true],
    ['  SELECT count(*) from "trip_participants"', true],
    ['select 1', false],
    ['select now()', false],
    ['select * from "sessions" where "expires_at" > current_timestamp', false],
    ['select * from "trips" for update', false],
    ['select nextval(\'x\') from "trips"', false],
    ['insert into "trips" values ($1)', false],
    ['with d as (delete from "trips" returning *) select * from d', false],
    ['select * from "a"; delete from "b"', false],
    ['begin', false],
  ])('%s → %s', (sql, expected) => {
    expect(isCacheableRead(sql)).toBe(expected);
  });
});

describe('ReadCachingExecutor', () => {
  it('answers a repeated read from memory, per parameters', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner);
    const a = await cache.query(READ, ['t1']);
    expect(await cache.query(READ, ['t1'])).toBe(a);
    expect(await cache.query(READ, ['t2'])).not.toEqual(a);
    expect(inner.statements).toHaveLength(2);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 2 });
  });

  it('forgets everything at every write, so the next read sees it', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner);
    await cache.query(READ, ['t1']);
    await cache.query('update "trips" set "display_name" = $1', ['x']);
    const after = await cache.query<{ n: number }>(READ, ['t1']);
    expect(after.rows[0]?.n).toBe(3);
  });

  it('sends reads inside a transaction to the database and keeps nothing from it', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner);
    await cache.query('BEGIN');
    await cache.query(READ, ['t1']);
    await cache.query(READ, ['t1']);
    await cache.query('COMMIT');
    await cache.query(READ, ['t1']);
    await cache.query(READ, ['t1']);
    expect(inner.statements).toEqual(['BEGIN', READ, READ, 'COMMIT', READ]);
  });

  it('does not keep an answer that arrives after a write began', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner);
    let go!: () => void;
    inner.hold = new Promise((resolve) => (go = resolve));
    const slowRead = cache.query(READ, ['t1']);
    inner.hold = undefined;
    const write = cache.query('delete from "trips"');
    go();
    await Promise.all([slowRead, write]);
    await cache.query(READ, ['t1']);
    expect(inner.statements).toEqual([READ, 'delete from "trips"', READ]);
  });

  it('never caches reads with bytes or arrays as parameters', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner);
    await cache.query(READ, [new Uint8Array([1])]);
    await cache.query(READ, [new Uint8Array([1])]);
    expect(inner.statements).toHaveLength(2);
  });

  it('keeps at most the configured entries, dropping the least recently used', async () => {
    const inner = new CountingDatabase();
    const cache = new ReadCachingExecutor(inner, { maxEntries: 2, maxBytes: 1_000_000 });
    await cache.query(READ, ['a']);
    await cache.query(READ, ['b']);
    await cache.query(READ, ['a']); // a is now the most recent
    await cache.query(READ, ['c']); // b goes
    await cache.query(READ, ['a']);
    await cache.query(READ, ['b']);
    expect(inner.statements).toHaveLength(4);
  });

  it('counts the nested objects of a row (jsonb) against the byte bound', async () => {
    // Each answer holds a plan-like object tree of about 200 KB; 1 MB keeps only a few of them.
    let reads = 0;
    const inner: PgliteExecutor = {
      query: async <R>() => ((reads += 1), { rows: [{ object: { Address: { address: 'x'.repeat(100_000) }, tags: ['a'] } }] as R[] }),
    };
    const cache = new ReadCachingExecutor(inner, { maxEntries: 100, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) await cache.query(READ, [key]);
    await cache.query(READ, ['a']); // long gone: read again
    await cache.query(READ, ['h']); // the latest: still kept
    expect(reads).toBe(9);
  });

  it('shares frozen answers, so no caller can change what the next one reads', async () => {
    const cache = new ReadCachingExecutor(new CountingDatabase());
    const { rows } = await cache.query<{ n: number; params: unknown[] }>(READ, ['t1']);
    expect(Object.isFrozen(rows)).toBe(true);
    expect(Object.isFrozen(rows[0])).toBe(true);
    expect(Object.isFrozen(rows[0]?.params)).toBe(true);
  });
});
