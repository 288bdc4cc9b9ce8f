import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseCoding, isCompressible, type ContentCoding } from './encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Answers up to this size are compressed on the event loop (brotli quality 4: ~1 ms for 200 KB);
 * larger ones on the thread pool. Each thread of the pool keeps its own malloc arena, and brotli's
 * tables allocated there left ~80 MB of native memory behind under load; on the event loop they
 * reuse the main arena, and small answers skip the trip through the pool (list pages got faster).
 */
export const COMPRESS_ON_EVENT_LOOP_BELOW = 1024 * 1024;

// Brotli quality 4 costs about what gzip level 6 does and gives smaller answers.
function brotliOptions(length: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: length,
      // A window no larger than the answer: the default 4 MB window (and its hash tables) per
      // answer was most of the native memory the load left behind.
      [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(length)))),
    },
  };
}

function compress(bytes: Uint8Array, coding: ContentCoding): Buffer | Promise<Buffer> {
  const here = bytes.length < COMPRESS_ON_EVENT_LOOP_BELOW;
  if (coding === 'br') return here ? brotliCompressSync(bytes, brotliOptions(bytes.length)) : brotli(bytes, brotliOptions(bytes.length));
  return here ? gzipSync(bytes, { level: 6 }) : gzipAsync(bytes, { level: 6 });
}

function worthCompressing(method: string, res: Response): boolean {
  if (method === 'HEAD' || res.body === null || res.status === 204 || res.status === 304) return false;
  if (res.headers.has('Content-Encoding') || !isCompressible(res.headers.get('Content-Type'))) return false;
  const declared = res.headers.get('Content-Length');
  if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD) return false;
  return !/\bno-transform\b/i.test(res.headers.get('Cache-Control') ?? '');
}

/**
 * Compresses text answers (JSON, HTML, calendar files) of at least 1 KB with brotli when the
 * client accepts it, else gzip; smaller answers, images and answers that already carry a
 * Content-Encoding go out untouched. Every compressible answer gets `Vary: Accept-Encoding`.
 *
 * @example
 * app.use('/api/*', compression());
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!worthCompressing(c.req.method, res)) return;
    if (!/\baccept-encoding\b/i.test(res.headers.get('Vary') ?? '')) res.headers.append('Vary', 'Accept-Encoding');
    const coding = chooseCoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (coding === undefined) return;
    const bytes = new Uint8Array(await res.clone().arrayBuffer());
    if (bytes.length < COMPRESSION_THRESHOLD) return;
    const body = await compress(bytes, coding);
    const headers = new Headers(res.headers);
    headers.set('Content-Encoding', coding);
    headers.delete('Content-Length');
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: res.status, statusText: res.statusText, headers });
  };
}
