/** What the memory report reads: this process and, on PGlite, the database thread. */
export interface MemorySources {
  readonly database?: () => Promise<{ heapUsed: number; heapTotal: number; external: number; wasm: number }>;
}

const mb = (bytes: number) => `${Math.round(bytes / 1_048_576)} MB`;

/**
 * One line of where the memory goes: RSS, the main thread's V8 heap (used/total), external and
 * array buffers, and the PGlite thread's heap and WASM memory (printed on SIGUSR2 by main.ts).
 *
 * @example
 * log(await memoryReport({ database: () => thread.memory() }));
 */
export async function memoryReport(sources: MemorySources): Promise<string> {
  const m = process.memoryUsage();
  const main = `rss ${mb(m.rss)}, main heap ${mb(m.heapUsed)} of ${mb(m.heapTotal)}, external ${mb(m.external)} (array buffers ${mb(m.arrayBuffers)})`;
  const db = await sources.database?.().catch(() => undefined);
  return db ? `memory: ${main}, database thread heap ${mb(db.heapUsed)} of ${mb(db.heapTotal)}, WASM ${mb(db.wasm)}` : `memory: ${main}`;
}
