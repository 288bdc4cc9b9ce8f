import { createHash } from 'node:crypto';

// The header block of a raw message (up to the first empty line), unfolded.
function headerLines(raw: Buffer): string[] {
  const text = raw.subarray(0, 256 * 1024).toString('latin1');
  const end = text.search(/\r?\n\r?\n/);
  return (end < 0 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/);
}

/**
 * The value of the first header named `name` (case-insensitive), unfolded, or '' when absent.
 *
 * @example
 * headerValue(Buffer.from('Message-ID: <a@b>\r\n\r\nbody'), 'message-id') // '<a@b>'
 */
export function headerValue(raw: Buffer, name: string): string {
  const prefix = `${name.toLowerCase()}:`;
  const line = headerLines(raw).find((l) => l.toLowerCase().startsWith(prefix));
  return line === undefined ? '' : line.slice(prefix.length).trim();
}

/**
 * The addresses of the From header, lower-cased: those in angle brackets, else the bare one
 * (quoted display names are skipped, so a comma or an @ in a name does not count).
 *
 * @example
 * fromAddresses(Buffer.from('From: "Dupont, Marie" <Marie@Example.org>\r\n\r\n')) // ['marie@example.org']
 */
export function fromAddresses(raw: Buffer): string[] {
  const value = headerValue(raw, 'from')
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\([^()]*\)/g, '');
  return value
    .split(',')
    .map((part) => (/<([^<>]*)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter((a) => /^[^\s@]+@[^\s@]+$/.test(a));
}

/**
 * What makes two deliveries the same message: the SHA-256 of its Message-ID (angle brackets and
 * case aside), or of its bytes when it has none.
 *
 * @example
 * messageDedupeKey(Buffer.from('Message-ID: <A@b>\r\n\r\n')) === messageDedupeKey(Buffer.from('Message-Id:  <a@b> \r\n\r\nother')) // true
 */
export function messageDedupeKey(raw: Buffer): string {
  const id = headerValue(raw, 'message-id').replace(/^<|>$/g, '').trim().toLowerCase();
  return createHash('sha256')
    .update(id === '' ? raw : Buffer.from(`message-id:${id}`))
    .digest('hex');
}
