import { decodeHtmlEntities } from './html-entities.js';

/**
 * One attribute of a start tag: the name in lower case and the value with entities decoded ('' when
 * the attribute has no value).
 *
 * @example
 * const a: HtmlAttribute = { name: 'itemprop', value: 'reservationNumber' };
 */
export interface HtmlAttribute {
  readonly name: string;
  readonly value: string;
}

/**
 * One token of an HTML document. `raw` is the exact source text, so joining every token's `raw`
 * gives the document back. Text inside script and style elements comes as one `text` token.
 *
 * @example
 * const t: HtmlToken = { kind: 'close', raw: '</p>', name: 'p' };
 */
export type HtmlToken =
  | { readonly kind: 'text'; readonly raw: string }
  | { readonly kind: 'open'; readonly raw: string; readonly name: string; readonly attributes: readonly HtmlAttribute[]; readonly selfClosing: boolean }
  | { readonly kind: 'close'; readonly raw: string; readonly name: string }
  | { readonly kind: 'comment'; readonly raw: string };

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
const TAG_NAME = /[A-Za-z][^\s/>]*/y;

// The end of a quoted-aware tag starting at `from` (index after '>'), or -1 when it never ends.
function tagEnd(html: string, from: number): number {
  let quote = '';
  for (let i = from; i < html.length; i++) {
    const c = html[i];
    if (quote !== '') {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") {
      // A quote opens a value only right after '='.
      if (/=\s*$/.test(html.slice(Math.max(from, i - 8), i))) quote = c;
    } else if (c === '>') return i + 1;
  }
  return -1;
}

function attributesOf(inner: string): HtmlAttribute[] {
  const found: HtmlAttribute[] = [];
  let i = 0;
  while (i < inner.length) {
    if (/[\s/]/.test(inner[i] ?? '')) {
      i++;
      continue;
    }
    ATTRIBUTE.lastIndex = i;
    const m = ATTRIBUTE.exec(inner);
    if (m === null) {
      i++;
      continue;
    }
    const name = (m[1] ?? '').toLowerCase();
    if (!found.some((a) => a.name === name)) found.push({ name, value: decodeHtmlEntities(m[2] ?? m[3] ?? m[4] ?? '') });
    i = ATTRIBUTE.lastIndex;
  }
  return found;
}

// The token of a tag at `at` ('<' followed by a letter or '/'), or null when it is not one.
function tagAt(html: string, at: number): HtmlToken | null {
  const closing = html[at + 1] === '/';
  TAG_NAME.lastIndex = at + (closing ? 2 : 1);
  const name = TAG_NAME.exec(html);
  if (name === null) return null;
  const end = tagEnd(html, TAG_NAME.lastIndex);
  if (end === -1) return null;
  const raw = html.slice(at, end);
  const lower = name[0].toLowerCase();
  if (closing) return { kind: 'close', raw, name: lower };
  const inner = html.slice(TAG_NAME.lastIndex, end - 1);
  return { kind: 'open', raw, name: lower, attributes: attributesOf(inner), selfClosing: /\/\s*$/.test(inner) };
}

// A comment, doctype, CDATA or processing instruction at `at`, up to its end (or the end of input).
function markupAt(html: string, at: number): HtmlToken | null {
  const next = html[at + 1];
  if (next !== '!' && next !== '?') return null;
  const close = html.startsWith('<!--', at) ? '-->' : html.startsWith('<![CDATA[', at) ? ']]>' : '>';
  const end = html.indexOf(close, at + 2);
  return { kind: 'comment', raw: html.slice(at, end === -1 ? html.length : end + close.length) };
}

// The raw text of a script/style element from `from` up to its end tag (or the end of input).
function rawTextEnd(html: string, from: number, name: string): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  const m = pattern.exec(html);
  return m === null ? html.length : m.index;
}

/**
 * Splits HTML into tokens, as browsers do for mail bodies but without building anything: start
 * and end tags with their attributes (names lower-cased, values entity-decoded), comments and
 * declarations, and text in between. Never throws: a '<' that starts no tag is text, a tag that
 * never closes is text, a comment that never closes runs to the end. Joining the tokens' `raw`
 * gives the input back.
 *
 * @example
 * scanHtml('<p class=x>Hi</p>').map((t) => t.kind) // ['open', 'text', 'close']
 */
export function scanHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let text = 0;
  let i = 0;
  const flush = (to: number): void => {
    if (to > text) tokens.push({ kind: 'text', raw: html.slice(text, to) });
  };
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const token = markupAt(html, lt) ?? tagAt(html, lt);
    if (token === null) {
      i = lt + 1;
      continue;
    }
    flush(lt);
    tokens.push(token);
    i = lt + token.raw.length;
    text = i;
    if (token.kind === 'open' && !token.selfClosing && RAW_TEXT.has(token.name)) {
      const end = rawTextEnd(html, i, token.name);
      flush(end);
      i = text = end;
    }
  }
  flush(html.length);
  return tokens;
}

/**
 * An attribute's value on a start tag, or null when the tag does not have it.
 *
 * @example
 * attributeOf(scanHtml('<a href="/x">')[0], 'href') // '/x'
 */
export function attributeOf(token: HtmlToken | undefined, name: string): string | null {
  if (token === undefined || token.kind !== 'open') return null;
  return token.attributes.find((a) => a.name === name)?.value ?? null;
}
