/** The content codings Waybook sends, best first: brotli, then gzip. */
export type ContentCoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentCoding[] = ['br', 'gzip'];

function weights(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/**
 * The coding to answer with, given the request's Accept-Encoding and the codings at hand: brotli
 * before gzip unless the client weighs gzip higher; undefined means the bytes as they are. A coding
 * with q=0 is refused; `*` stands for any coding not named.
 *
 * @example
 * chooseCoding('gzip, deflate, br', ['br', 'gzip']) // 'br'
 * chooseCoding('gzip', ['br', 'gzip']) // 'gzip'
 * chooseCoding(undefined, ['br', 'gzip']) // undefined
 */
export function chooseCoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  if (!header) return undefined;
  const accepted = weights(header);
  const star = accepted.get('*') ?? 0;
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const weight = accepted.get(coding) ?? (coding === 'gzip' ? (accepted.get('x-gzip') ?? star) : star);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

/**
 * Whether a media type is text worth compressing (not images, archives or documents that are
 * compressed already).
 *
 * @example
 * isCompressible('application/json; charset=utf-8') // true
 * isCompressible('image/png') // false
 */
export function isCompressible(contentType: string | null | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}
