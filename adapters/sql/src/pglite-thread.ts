import { Worker } from 'node:worker_threads';
import type { PgliteExecutor } from './pglite-dialect.js';
import { DatabaseUnavailableError } from './unavailable.js';

const WORKER = new URL('../worker/pglite-worker.mjs', import.meta.url);

interface Pending {
  readonly resolve: (r: { rows: unknown[]; affectedRows?: number }) => void;
  readonly reject: (e: Error) => void;
}

type Message =
  | { type: 'ready' | 'closed' }
  | { type: 'failed'; error: WireError }
  | { type: 'memory'; usage: DatabaseThreadMemory }
  | { type: 'result'; id: number; rows?: unknown[]; affectedRows?: number; error?: WireError };

interface WireError {
  readonly message: string;
  readonly unavailable?: boolean;
  readonly [field: string]: unknown;
}

/** The database thread's own memory: its JavaScript heap and PGlite's WASM linear memory. */
export interface DatabaseThreadMemory {
  readonly heapUsed: number;
  readonly heapTotal: number;
  readonly external: number;
  readonly wasm: number;
}

/** How the thread starts PGlite and reports a restart. */
export interface PgliteThreadOptions {
  /** Extra `-c name=value` start parameters (memory settings). */
  readonly startParams?: readonly string[];
  /** PGlite's initial WASM memory in bytes. */
  readonly initialMemory?: number;
  /** A data directory template (gzip'd tar) to fill a new, empty directory from, in the thread. */
  readonly template?: URL;
  /** Restart the thread on the same directory when it dies (default true; never for memory://). */
  readonly restart?: boolean;
  readonly log?: (line: string) => void;
}

// A database error as the caller would get it in-process: an Error with code, constraint, detail.
function asError(e: WireError): Error {
  if (e.unavailable) return new DatabaseUnavailableError(e.message);
  return Object.assign(new Error(e.message), e);
}

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * PGlite running in a worker thread: statements run there while this thread keeps serving HTTP.
 * Same `query` shape as PGlite itself, so the Kysely dialect takes either. When the thread dies
 * (a crash, an exit, out of memory), the statements in flight fail with DatabaseUnavailableError,
 * a new thread opens the same directory (PostgreSQL's recovery replays the WAL) and `epoch` grows
 * by one, so a transaction begun on the old thread cannot go on on the new one.
 *
 * @example
 * const thread = await PgliteThread.open('./data/pgdata');
 * await thread.query('select 1', []);
 */
export class PgliteThread implements PgliteExecutor {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private worker: Worker | undefined;
  private starting: Promise<Worker> | undefined;
  private failures = 0;
  private closed = false;
  /** Restarts so far. */
  epoch = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly options: PgliteThreadOptions,
  ) {}

  /** Starts the thread and opens the database in it. */
  static async open(dataDir: string, options: PgliteThreadOptions = {}): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, options);
    thread.adopt(await startWorker(dataDir, options));
    return thread;
  }

  private adopt(worker: Worker): void {
    this.worker = worker;
    worker.on('message', (m: Message) => {
      if (m.type !== 'result') return;
      const waiting = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) waiting?.reject(asError(m.error));
      else waiting?.resolve({ rows: m.rows ?? [], ...(m.affectedRows !== undefined ? { affectedRows: m.affectedRows } : {}) });
    });
    worker.on('error', (e) => this.lost(worker, e.message));
    worker.on('exit', (code) => this.lost(worker, `exit code ${code}`));
  }

  // The thread is gone: fail what it was running, then open the database again in a new one.
  private lost(worker: Worker, reason: string): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    this.epoch += 1;
    const error = new DatabaseUnavailableError(`the database thread stopped (${reason})`);
    for (const p of this.pending.values()) p.reject(error);
    this.pending.clear();
    if (this.closed) return;
    this.options.log?.(`database thread stopped (${reason}); ${this.restartable() ? 'restarting it' : 'not restartable'}`);
    if (this.restartable()) this.restart();
  }

  private restartable(): boolean {
    return (this.options.restart ?? true) && this.dataDir !== 'memory://';
  }

  private restart(): void {
    const started = performance.now();
    const starting = startWorker(this.dataDir, this.options);
    this.starting = starting;
    starting.then(
      (worker) => {
        this.starting = undefined;
        this.failures = 0;
        if (this.closed) return void worker.terminate();
        this.adopt(worker);
        this.options.log?.(`database thread restarted in ${Math.round(performance.now() - started)} ms`);
      },
      (e: unknown) => {
        this.starting = undefined;
        const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)] ?? 10_000;
        this.failures += 1;
        this.options.log?.(`database thread failed to restart (${e instanceof Error ? e.message : String(e)}); next try in ${wait} ms`);
        if (!this.closed) setTimeout(() => this.restart(), wait).unref();
      },
    );
  }

  private async current(): Promise<Worker> {
    if (this.worker) return this.worker;
    if (!this.closed && this.starting) {
      try {
        return await this.starting;
      } catch {
        // Reported below: the caller gets "unavailable" while the next attempt is scheduled.
      }
    }
    throw new DatabaseUnavailableError(this.closed ? 'the database thread stopped: the database is closed' : 'the database thread is restarting');
  }

  async query<R>(sql: string, params: readonly unknown[] = []): Promise<{ rows: R[]; affectedRows?: number }> {
    const worker = await this.current();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      worker.postMessage({ type: 'query', id, sql, params });
    });
  }

  /** The thread's heap and WASM memory (zeros while it restarts). */
  async memory(): Promise<DatabaseThreadMemory> {
    const worker = this.worker;
    if (!worker) return { heapUsed: 0, heapTotal: 0, external: 0, wasm: 0 };
    return new Promise((resolve) => {
      const listener = (m: Message) => {
        if (m.type !== 'memory') return;
        worker.off('message', listener);
        resolve(m.usage);
      };
      worker.on('message', listener);
      worker.postMessage({ type: 'memory' });
    });
  }

  /** Ends the thread at once, as a crash would (tests of the restart). */
  async kill(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Closes the database (flushing it to disk) and ends the thread. */
  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker ?? (await this.starting?.catch(() => undefined));
    if (!worker) return;
    const closed = new Promise<void>((resolve) => {
      worker.on('message', (m: Message) => m.type === 'closed' && resolve());
      worker.once('exit', () => resolve());
    });
    worker.postMessage({ type: 'close' });
    await closed;
    await worker.terminate();
  }
}

async function startWorker(dataDir: string, options: PgliteThreadOptions): Promise<Worker> {
  const workerData = { dataDir, startParams: options.startParams ?? [], initialMemory: options.initialMemory, template: options.template?.href };
  const worker = new Worker(WORKER, { workerData });
  let listeners: { message: (m: Message) => void; error: (e: Error) => void; exit: (code: number) => void } | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      listeners = {
        message: (m: Message) => (m.type === 'ready' ? resolve() : m.type === 'failed' ? reject(asError(m.error)) : undefined),
        error: reject,
        exit: (code) => reject(new Error(`the database thread stopped while opening (exit code ${code})`)),
      };
      worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
    });
  } finally {
    // Only these listeners: the worker keeps internal ones that start and stop its message port.
    if (listeners) worker.off('message', listeners.message).off('error', listeners.error).off('exit', listeners.exit);
  }
  return worker;
}
