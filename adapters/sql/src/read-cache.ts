import type { PgliteExecutor } from './pglite-dialect.js';

/** Bounds of the read cache: entries and the approximate bytes of their rows. */
export interface ReadCacheLimits {
  readonly maxEntries: number;
  readonly maxBytes: number;
}

/** 2,000 answers, 32 MB of row text at most. */
export const READ_CACHE_LIMITS: ReadCacheLimits = { maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 };

type Result = { rows: unknown[]; affectedRows?: number };
type Entry = { result: Result; bytes: number };

// Only a lone statement that reads: a SELECT with no second statement and nothing that reads the
// clock, draws a random number, takes a lock or changes a setting.
const READ_ONLY = /^\s*select\b/i;
const VOLATILE =
  /\b(now|random|nextval|setval|set_config|clock_timestamp|statement_timestamp|timeofday|pg_advisory\w*|txid_current)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltime(stamp)?\b|\bfor\s+(update|share|no\s+key|key)\b/i;
// A read of no table (`select 1`, a health check) always goes to the database.
const FROM_TABLE = /\bfrom\b/i;
/** A statement that opens a transaction block, and one that ends it. */
export const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
export const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\b/i;

/**
 * Whether a statement's answer may be kept: a single SELECT from tables whose result depends only
 * on what it reads and its parameters.
 *
 * @example
 * isCacheableRead('select * from "trips" where "uuid" = $1') // true
 * isCacheableRead('select now()') // false
 * isCacheableRead('select 1') // false
 */
export function isCacheableRead(sql: string): boolean {
  return READ_ONLY.test(sql) && FROM_TABLE.test(sql) && !sql.replace(/;\s*$/, '').includes(';') && !VOLATILE.test(sql);
}

function paramsKey(params: readonly unknown[]): string | undefined {
  const parts: string[] = [];
  for (const p of params) {
    if (p === null || p === undefined) parts.push('n');
    else if (typeof p === 'string') parts.push(`s${p}`);
    else if (typeof p === 'number' || typeof p === 'boolean' || typeof p === 'bigint') parts.push(`${typeof p}${String(p)}`);
    else if (p instanceof Date) parts.push(`d${p.getTime()}`);
    else return undefined; // bytes, arrays, objects: not worth keying
  }
  return parts.join('\u0000');
}

// What a value holds, nested objects included (jsonb columns come back as object trees: counting
// them as 16 bytes let a few thousand large answers pass for a few megabytes).
function approximateBytes(value: unknown, depth = 0): number {
  if (typeof value === 'string') return 16 + value.length * 2;
  if (value === null || typeof value !== 'object') return 16;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (value instanceof Date) return 32;
  if (depth > 16) return 1_024;
  let bytes = 64;
  for (const inner of Object.values(value)) bytes += 16 + approximateBytes(inner, depth + 1);
  return bytes;
}

/**
 * Freezes a value and everything inside it (byte arrays excepted: they cannot be frozen), so an
 * answer shared between readers cannot be changed by one of them.
 *
 * @example
 * Object.isFrozen(deepFreeze({ a: { b: 1 } }).a) // true
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Keeps the answers of repeated reads of an embedded database that this process alone writes
 * (PGlite). Every statement that is not a cacheable read outside a transaction empties the cache,
 * so a reader never sees an answer older than the last write; reads inside a transaction go to
 * the database. Answers are frozen and shared; the least recently used go first past the limits.
 *
 * @example
 * const db = new Kysely<Database>({ dialect: new PgliteDialect(new ReadCachingExecutor(pglite)) });
 */
export class ReadCachingExecutor implements PgliteExecutor {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private inTransaction = false;
  /** Bumped by every clear: an answer that arrives after a write began is not kept. */
  private generation = 0;
  /** Hits and misses since start, for the bench. */
  readonly stats = { hits: 0, misses: 0, clears: 0 };

  constructor(
    private readonly inner: PgliteExecutor,
    private readonly limits: ReadCacheLimits = READ_CACHE_LIMITS,
  ) {}

  async query<R>(sql: string, params: unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const key = !this.inTransaction && isCacheableRead(sql) ? paramsKey(params) : undefined;
    if (key === undefined) return this.passThrough<R>(sql, params);
    const fullKey = `${sql}\u0001${key}`;
    const hit = this.entries.get(fullKey);
    if (hit) {
      this.stats.hits += 1;
      this.entries.delete(fullKey); // most recently used last
      this.entries.set(fullKey, hit);
      return hit.result as { rows: R[]; affectedRows?: number };
    }
    this.stats.misses += 1;
    const generation = this.generation;
    const result = await this.inner.query<R>(sql, params);
    if (generation !== this.generation) return result;
    this.remember(fullKey, deepFreeze(result));
    return result;
  }

  /** Forgets every answer (also done by every write). */
  clear(): void {
    this.generation += 1;
    if (this.entries.size > 0) this.stats.clears += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private async passThrough<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    if (TRANSACTION_START.test(sql)) this.inTransaction = true;
    // Cleared before and after: nothing read while the statement runs is kept from before it.
    if (!READ_ONLY.test(sql)) this.clear();
    try {
      return await this.inner.query<R>(sql, params);
    } finally {
      if (TRANSACTION_END.test(sql)) this.inTransaction = false;
      if (!READ_ONLY.test(sql)) this.clear();
    }
  }

  private remember(key: string, result: Result): void {
    const bytes = approximateBytes(result.rows);
    if (bytes > this.limits.maxBytes / 4) return;
    this.entries.set(key, { result, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }
}
