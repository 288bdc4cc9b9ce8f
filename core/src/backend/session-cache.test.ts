import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Session, SessionStore } from '../ports/session-store.port.js';
import { ManualClock } from '../testing/fakes.js';
import { CachedSessionStore } from './session-cache.js';

// A store that counts its reads, so a test sees which finds reached the database.
class CountingStore implements SessionStore {
  readonly rows = new Map<string, Session>();
  reads = 0;
  async create(s: Session) {
    this.rows.set(s.id, s);
  }
  async find(id: string) {
    this.reads += 1;
    return this.rows.get(id);
  }
  async touch(id: string, at: Date) {
    const s = this.rows.get(id);
    if (s) this.rows.set(id, { ...s, lastSeenAt: at });
  }
  async delete(id: string) {
    this.rows.delete(id);
  }
  async deleteForUser(userId: string, exceptSessionId?: string) {
    let n = 0;
    for (const [id, s] of this.rows)
      if (s.userId === userId && id !== exceptSessionId) {
        this.rows.delete(id);
        n += 1;
      }
    return n;
  }
  async deleteIdleSince(before: Date) {
    let n = 0;
    for (const [id, s] of this.rows)
      if (s.lastSeenAt < before) {
        this.rows.delete(id);
        n += 1;
      }
    return n;
  }
}

const start = new Date('2026-11-24T10:00:00Z');
const session = (id: string, userId = 'u1'): Session => ({ id, userId, createdAt: start, lastSeenAt: start });

function setUp(ttlMs = 5_000, maxEntries = 100) {
  const store = new CountingStore();
  const clock = new ManualClock(start);
  return { store, clock, cache: new CachedSessionStore(store, clock, { ttlMs, maxEntries }) };
}

describe('session cache', () => {
  it('reads a session once within the time to live, then again', async () => {
    const { store, clock, cache } = setUp();
    await cache.create(session('s1'));
    await cache.find('s1');
    clock.advance(4_999);
    expect(await cache.find('s1')).toMatchObject({ userId: 'u1' });
    expect(store.reads).toBe(1);
    clock.advance(1);
    await cache.find('s1');
    expect(store.reads).toBe(2);
  });

  it('a sign-out on this server is seen at once', async () => {
    const { cache } = setUp();
    await cache.create(session('s1'));
    await cache.find('s1');
    await cache.delete('s1');
    expect(await cache.find('s1')).toBeUndefined();
  });

  it('a sign-out on another server is seen within the time to live', async () => {
    const { store, clock, cache } = setUp();
    await cache.create(session('s1'));
    await cache.find('s1');
    await store.delete('s1');
    clock.advance(5_000);
    expect(await cache.find('s1')).toBeUndefined();
  });

  it('forgets every session of a user, and keeps the touch it wrote', async () => {
    const { store, cache } = setUp();
    await cache.create(session('a'));
    await cache.create(session('b', 'u2'));
    await cache.find('a');
    await cache.find('b');
    const later = new Date(start.getTime() + 60_000);
    await cache.touch('b', later);
    expect((await cache.find('b'))?.lastSeenAt).toEqual(later);
    cache.forgetUser('u1');
    await store.delete('a');
    expect(await cache.find('a')).toBeUndefined();
    expect(await cache.find('b')).toBeDefined();
  });

  it("ends a user's other sessions at once, in the store and in the cache, and keeps the one asking", async () => {
    const { store, cache } = setUp();
    for (const s of [session('a'), session('b'), session('c', 'u2')]) await cache.create(s);
    for (const id of ['a', 'b', 'c']) await cache.find(id);
    expect(await cache.deleteForUser('u1', 'a')).toBe(1);
    expect(await cache.find('b')).toBeUndefined();
    expect(await cache.find('a')).toBeDefined();
    expect(await cache.find('c')).toBeDefined();
    const reads = store.reads;
    await cache.find('a');
    expect(store.reads).toBe(reads);
    expect(await cache.deleteForUser('u1')).toBe(1);
    expect(await cache.find('a')).toBeUndefined();
  });

  it('never answers a session the store lost more than ttl ago, whatever the sequence (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ op: fc.constantFrom('find', 'remove-elsewhere', 'wait'), ms: fc.integer({ min: 0, max: 3_000 }) }), { maxLength: 30 }),
        async (steps) => {
          const { store, clock, cache } = setUp(5_000, 2);
          await cache.create(session('s1'));
          let removedAt: number | undefined;
          for (const { op, ms } of steps) {
            if (op === 'wait') clock.advance(ms);
            if (op === 'remove-elsewhere' && removedAt === undefined) {
              await store.delete('s1');
              removedAt = clock.now().getTime();
            }
            if (op === 'find') {
              const found = await cache.find('s1');
              if (removedAt !== undefined && clock.now().getTime() - removedAt >= 5_000) expect(found).toBeUndefined();
              if (removedAt === undefined) expect(found).toBeDefined();
            }
          }
        },
      ),
    );
  });

  it('keeps at most maxEntries sessions in memory', async () => {
    const { store, cache } = setUp(5_000, 2);
    for (const id of ['a', 'b', 'c']) {
      await cache.create(session(id));
      await cache.find(id);
    }
    store.reads = 0;
    await cache.find('a');
    expect(store.reads).toBe(1);
  });
});
