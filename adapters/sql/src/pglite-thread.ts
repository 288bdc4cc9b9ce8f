import { Worker } from 'node:worker_threads';
import type { PgliteExecutor } from './pglite-dialect.js';

const WORKER = new URL('../worker/pglite-worker.mjs', import.meta.url);

interface Pending {
  readonly resolve: (r: { rows: unknown[]; affectedRows?: number }) => void;
  readonly reject: (e: Error) => void;
}

type Message =
  | { type: 'ready' | 'closed' }
  | { type: 'failed'; error: WireError }
  | { type: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: WireError };

interface WireError {
  readonly message: string;
  readonly [field: string]: unknown;
}

// A database error as the caller would get it in-process: an Error with code, constraint, detail.
function asError(e: WireError): Error {
  return Object.assign(new Error(e.message), e);
}

/**
 * PGlite running in a worker thread: statements run there while this thread keeps serving HTTP.
 * Same `query` shape as PGlite itself, so the Kysely dialect takes either.
 *
 * @example
 * const thread = await PgliteThread.open('./data/pgdata');
 * await thread.query('select 1', []);
 */
export class PgliteThread implements PgliteExecutor {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private gone: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Message) => {
      if (m.type !== 'result') return;
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) waiting?.reject(asError(m.error));
      else waiting?.resolve({ rows: m.rows ?? [], ...(m.affectedRows !== undefined ? { affectedRows: m.affectedRows } : {}) });
    });
    const fail = (e: Error) => {
      this.gone ??= e;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the thread and opens the database in it (`loadDataDir`: a template for a new directory). */
  static async open(dataDir: string, loadDataDir?: Blob): Promise<PgliteThread> {
    const worker = new Worker(WORKER, { workerData: { dataDir, loadDataDir } });
    const onMessage = (resolve: () => void, reject: (e: Error) => void) => (m: Message) => {
      if (m.type === 'ready') resolve();
      if (m.type === 'failed') reject(asError(m.error));
    };
    const onExit = (reject: (e: Error) => void) => (code: number) => reject(new Error(`the database thread stopped while opening (exit code ${code})`));
    let listeners: { message: (m: Message) => void; error: (e: Error) => void; exit: (code: number) => void } | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        listeners = { message: onMessage(resolve, reject), error: reject, exit: onExit(reject) };
        worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
      });
    } finally {
      // Only these listeners: the worker keeps internal ones that start and stop its message port.
      if (listeners) worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
    }
    return new PgliteThread(worker);
  }

  query<R>(sql: string, params: readonly unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.worker.postMessage({ type: 'query', id, sql, params });
    });
  }

  /** Closes the database (flushing it to disk) and ends the thread. */
  async close(): Promise<void> {
    if (this.gone) return;
    const closed = new Promise<void>((resolve) => this.worker.on('message', (m: Message) => m.type === 'closed' && resolve()));
    this.worker.postMessage({ type: 'close' });
    await closed;
    await this.worker.terminate();
  }
}
