// Input hygiene at the contract edge: text that cannot be stored (NUL, lone UTF-16 surrogates) and
// percent-encoding that does not decode to UTF-8 are refused before any use case sees them.
import { apiError, type ApiError } from './error.js';

/** NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const UNCLEAN = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNCLEAN_GLOBAL = new RegExp(UNCLEAN.source, 'g');

/**
 * Whether a string can be stored and sent back as it is: no NUL character and no lone surrogate
 * (half of a UTF-16 pair, which has no UTF-8 encoding).
 *
 * @example
 * isCleanText('Café 🌍')   // true
 * isCleanText('a\u0000b')  // false
 * isCleanText('\uD83C')    // false
 */
export function isCleanText(text: string): boolean {
  return !UNCLEAN.test(text);
}

/**
 * A string fit to be quoted in an answer: each NUL or lone surrogate replaced by U+FFFD.
 *
 * @example
 * printableText('a\u0000b') // 'a\uFFFDb'
 */
export function printableText(text: string): string {
  return text.replace(UNCLEAN_GLOBAL, '\uFFFD');
}

/** A value met while walking a JSON value, linked to its parent. */
interface Visit {
  readonly value: unknown;
  readonly key: string | null;
  readonly parent: Visit | null;
}

/**
 * The dotted path of the first string (value or object key) in a parsed JSON value that is not
 * clean text, or null when all are clean. The path is written as the Error object names fields
 * (`Profile.company`, `Trip.0.name`); an unclean key is named with U+FFFD in place of the bad
 * characters; `root` names a bare string.
 *
 * @example
 * firstUncleanPath({ Profile: { company: 'a\u0000' } }) // 'Profile.company'
 * firstUncleanPath({ a: ['ok', '\uDC00'] })             // 'a.1'
 * firstUncleanPath({ a: 1, b: 'fine' })                 // null
 */
export function firstUncleanPath(value: unknown, root = 'body'): string | null {
  // Depth-first without recursion (a 1 MB body can nest 500,000 levels); paths are built only for
  // the value found, from parent links.
  const stack: Visit[] = [{ value, key: null, parent: null }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const v = visit.value;
    if (typeof v === 'string') {
      if (!isCleanText(v)) return pathOf(visit, root);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: visit });
    } else if (typeof v === 'object' && v !== null) {
      const entries = Object.entries(v);
      for (const [key] of entries) if (!isCleanText(key)) return pathOf({ value: null, key: printableText(key), parent: visit }, root);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, inner] = entries[i] ?? ['', null];
        stack.push({ value: inner, key, parent: visit });
      }
    }
  }
  return null;
}

function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at !== null; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.length === 0 ? root : keys.reverse().join('.');
}

/**
 * Decodes one percent-encoded URI component strictly: null when an escape is malformed (`%ZZ`),
 * the bytes are not UTF-8 (overlong `%C0%AF`, a surrogate `%ED%A0%80`, `%FF%FE`) or the result is
 * not clean text (`%00`). `plusIsSpace` reads `+` as a space, as query strings and forms do.
 *
 * @example
 * decodeComponentStrictly('caf%C3%A9')       // 'café'
 * decodeComponentStrictly('a+b', true)       // 'a b'
 * decodeComponentStrictly('%ZZ')             // null
 * decodeComponentStrictly('%C0%AF')          // null
 * decodeComponentStrictly('%00')             // null
 */
export function decodeComponentStrictly(component: string, plusIsSpace = false): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(plusIsSpace ? component.replace(/\+/g, ' ') : component);
  } catch {
    return null;
  }
  return isCleanText(decoded) ? decoded : null;
}

/**
 * The first field of a query string or url-encoded form (`a=1&b=2`, with or without a leading `?`)
 * whose name or value does not decode strictly to clean text: its name (as printable text), or
 * null when every field is clean.
 *
 * @example
 * firstUncleanFormField('?token=%00&l=fr-FR') // 'token'
 * firstUncleanFormField('q=caf%C3%A9+au+lait') // null
 * firstUncleanFormField('%ZZ=1')               // '%ZZ'
 */
export function firstUncleanFormField(encoded: string): string | null {
  const text = encoded.startsWith('?') ? encoded.slice(1) : encoded;
  if (text === '') return null;
  for (const pair of text.split('&')) {
    const cut = pair.indexOf('=');
    const [rawName, rawValue] = cut < 0 ? [pair, ''] : [pair.slice(0, cut), pair.slice(cut + 1)];
    const name = decodeComponentStrictly(rawName, true);
    if (name === null) return printableText(rawName);
    if (decodeComponentStrictly(rawValue, true) === null) return name;
  }
  return null;
}

/**
 * Whether every segment of a URL path (as sent, still percent-encoded) decodes strictly to clean text.
 *
 * @example
 * isCleanUrlPath('/p/abc%20def') // true
 * isCleanUrlPath('/p/%00')       // false
 * isCleanUrlPath('/app/%ZZ')     // false
 */
export function isCleanUrlPath(path: string): boolean {
  return path.split('/').every((segment) => decodeComponentStrictly(segment) !== null);
}

/**
 * The 400 answer naming a field whose text is not clean (or not strictly percent-encoded).
 *
 * @example
 * uncleanFieldError('Profile.company').detailedErrorCode // 'invalid_field:Profile.company'
 */
export function uncleanFieldError(field: string): ApiError {
  const name = printableText(field);
  return apiError(400, 'bad_request', `invalid_field:${name}`, `Invalid value for ${name}: text must be valid UTF-8 without NUL characters.`);
}
