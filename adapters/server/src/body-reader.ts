// Request bodies read as a stream with the size limit enforced while reading: nothing past the limit
// is ever held in memory, and a body that does not arrive completely is never acted on.

/** Why a body was not read: larger than the limit, or cut short (client gone, stream error). */
export type BodyRefusal = 'too_large' | 'incomplete';

/** A body read in full, or why it was not. */
export type BoundedBody = { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly reason: BodyRefusal };

/**
 * Whether the request announces a body: a Transfer-Encoding, or a Content-Length other than 0.
 *
 * @example
 * announcesBody(new Headers({ 'content-length': '0' }))          // false
 * announcesBody(new Headers({ 'transfer-encoding': 'chunked' })) // true
 */
export function announcesBody(headers: Headers): boolean {
  if (headers.has('transfer-encoding')) return true;
  const length = headers.get('content-length');
  return length !== null && length.trim() !== '0';
}

/**
 * The media type of a Content-Type header, lower-cased and without parameters ('' when none).
 *
 * @example
 * mediaType('Application/JSON; charset=UTF-8') // 'application/json'
 */
export function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads a request body up to `limit` bytes. A declared Content-Length over the limit is refused
 * before reading; a streamed body is refused as soon as it passes the limit, and the rest is left
 * unread (the caller answers with `Connection: close` so the socket is not drained for it).
 *
 * @example
 * const body = await readBounded(c.req.raw, 1_000_000);
 * if (!body.ok) return sendError(c, body.reason === 'too_large' ? commonErrors.tooLarge : commonErrors.incompleteBody);
 */
export async function readBounded(request: Request, limit: number): Promise<BoundedBody> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !/^\s*\d+\s*$/.test(declared)) return { ok: false, reason: 'incomplete' };
  if (declared !== null && Number(declared) > limit) return { ok: false, reason: 'too_large' };
  if (request.body === null) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return { ok: false, reason: 'too_large' };
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'incomplete' };
  } finally {
    reader.releaseLock();
  }
  if (declared !== null && size !== Number(declared)) return { ok: false, reason: 'incomplete' };
  return { ok: true, bytes: concat(chunks, size) };
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1 && chunks[0]) return chunks[0];
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/**
 * Decodes UTF-8 bytes strictly: null when they are not UTF-8.
 *
 * @example
 * utf8Text(new TextEncoder().encode('café')) // 'café'
 * utf8Text(new Uint8Array([0xff, 0xfe]))     // null
 */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}
