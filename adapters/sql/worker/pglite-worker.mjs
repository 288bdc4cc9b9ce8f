// The embedded database in its own thread (plain JavaScript, so the same file serves the compiled
// server and the tests that run the TypeScript sources). The main thread sends one statement at a
// time (PgliteThread in src/pglite-thread.ts) and keeps answering HTTP while it runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

// Only what the caller needs of a database error survives the trip between threads.
const plainError = (e) => {
  const out = { message: e instanceof Error ? e.message : String(e) };
  for (const key of ['code', 'detail', 'constraint', 'table', 'column', 'severity', 'position']) {
    if (e && typeof e === 'object' && e[key] !== undefined) out[key] = e[key];
  }
  return out;
};

let pg;
try {
  pg = await PGlite.create(workerData.dataDir, workerData.loadDataDir ? { loadDataDir: workerData.loadDataDir } : {});
  parentPort.postMessage({ type: 'ready' });
} catch (e) {
  parentPort.postMessage({ type: 'failed', error: plainError(e) });
  process.exit(1);
}

parentPort.on('message', async (m) => {
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
    parentPort.postMessage({ type: 'result', id: m.id, error: plainError(e) });
  }
});
