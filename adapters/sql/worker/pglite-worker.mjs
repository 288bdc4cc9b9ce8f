// The embedded database in its own thread (plain JavaScript, so the same file serves the compiled
// server and the tests that run the TypeScript sources). The main thread sends one statement at a
// time (PgliteThread in src/pglite-thread.ts) and keeps answering HTTP while it runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fillFromTemplate } from './data-template.mjs';

// Only what the caller needs of a database error survives the trip between threads.
const plainError = (e) => {
  const out = { message: e instanceof Error ? e.message : String(e) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'position']) {
    if (e && typeof e === 'object' && e[key] !== undefined) out[key] = e[key];
  }
  return out;
};

/* global WebAssembly */
// A WASM trap (out of memory, abort) leaves PGlite unusable: the thread ends and is started again.
const fatal = (e) => e instanceof WebAssembly.RuntimeError || (e instanceof Error && /^Aborted\(/.test(e.message));

const options = {
  ...(workerData.initialMemory ? { initialMemory: workerData.initialMemory } : {}),
  ...(workerData.startParams.length > 0 ? { startParams: [...PGlite.defaultStartParams, ...workerData.startParams] } : {}),
};
let pg;
try {
  // A new data directory is unpacked here, on this thread, while the main thread loads the server.
  if (workerData.template) await fillFromTemplate(workerData.dataDir, new URL(workerData.template));
  pg = await PGlite.create(workerData.dataDir, options);
  parentPort.postMessage({ type: 'ready' });
} catch (e) {
  parentPort.postMessage({ type: 'failed', error: plainError(e) });
  process.exit(1);
}

const memory = () => {
  const { heapUsed, heapTotal, external } = process.memoryUsage();
  // PGlite keeps its Emscripten module in `mod`; its linear memory never shrinks once grown.
  const wasm = pg.mod?.HEAPU8?.byteLength ?? 0;
  return { heapUsed, heapTotal, external, wasm };
};

parentPort.on('message', async (m) => {
  if (m.type === 'memory') return parentPort.postMessage({ type: 'memory', usage: memory() });
  if (m.type === 'close') {
    await pg.close();
    parentPort.postMessage({ type: 'closed' });
    parentPort.close();
    return;
  }
  try {
    const r = await pg.query(m.sql, m.params);
    parentPort.postMessage({ type: 'result', id: m.id, rows: r.rows, affectedRows: r.affectedRows });
  } catch (e) {
    if (fatal(e)) {
      parentPort.postMessage({ type: 'result', id: m.id, error: { message: `the database failed: ${plainError(e).message}`, unavailable: true } });
      process.exit(70);
    }
    parentPort.postMessage({ type: 'result', id: m.id, error: plainError(e) });
  }
});
