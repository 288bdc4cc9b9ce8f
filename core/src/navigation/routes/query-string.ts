/**
 * A parsed query: each name to its value (the last one when a name repeats).
 *
 * @example
 * const q: Query = { redirect_type: 'trip_summary', trip_uuid: 't1' };
 */
export type Query = Readonly<Record<string, string>>;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/**
 * Parses a query string (with or without the leading ?) the way URLSearchParams does: `+` is a
 * space, a name without `=` has the value '', the last of repeated names wins. Malformed
 * percent-escapes are kept as typed.
 *
 * @example
 * parseQuery('?redirect_type=trip_summary&trip_uuid=t1') // { redirect_type: 'trip_summary', trip_uuid: 't1' }
 * parseQuery('a=1&a=2&b')                              // { a: '2', b: '' }
 */
export function parseQuery(search: string): Query {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const out: Record<string, string> = {};
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = decode(eq === -1 ? pair : pair.slice(0, eq));
    out[name] = eq === -1 ? '' : decode(pair.slice(eq + 1));
  }
  return out;
}

/**
 * Formats a query as `?a=1&b=2` (names and values percent-encoded, undefined values left out),
 * or '' when nothing is left.
 *
 * @example
 * formatQuery({ st: 'a b', rw: '1' }) // '?st=a%20b&rw=1'
 * formatQuery({ x: undefined })       // ''
 */
export function formatQuery(query: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}
