import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { chooseCoding, isCompressible, type ContentCoding } from './encoding.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

// Brotli quality 4 costs about what gzip level 6 does and gives smaller answers; both run on the
// thread pool (asynchronous zlib), not on the event loop.
function compress(bytes: Uint8Array, coding: ContentCoding): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        // A window no larger than the answer: the default 4 MB window (and its hash tables) per
        // answer, allocated on the thread pool, was most of the native memory the load left behind.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes.length)))),
      },
    });
  }
  return gzipAsync(bytes, { level: 6 });
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
