import { decodeHtmlEntities } from './html-entities.js';
import { scanHtml, type HtmlAttribute } from './html-scan.js';

/**
 * An element of a tolerant HTML tree: its lower-case name, attributes and children (elements and
 * decoded text, in document order).
 *
 * @example
 * const e: HtmlElement = { name: 'p', attributes: [], children: ['Hello'] };
 */
export interface HtmlElement {
  readonly name: string;
  readonly attributes: readonly HtmlAttribute[];
  readonly children: readonly (HtmlElement | string)[];
}

interface Building {
  readonly name: string;
  readonly attributes: readonly HtmlAttribute[];
  readonly children: (Building | string)[];
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style']);
const BLOCK = new Set(['br', 'p', 'div', 'td', 'th', 'tr', 'li', 'h1', 'h2', 'h3', 'h4', 'table']);

/**
 * Builds a tree from HTML the way a forgiving reader does: void elements (meta, link, img...)
 * and self-closing tags have no children, an end tag closes the nearest open element of its name
 * (and any left open inside it), a stray end tag is ignored, and everything open at the end is
 * closed. Comments are dropped; text is entity-decoded except inside script and style. The root
 * is a `#document` element.
 *
 * @example
 * htmlTree('<div><p>a<p>b</div>').children[0] // { name: 'div', ..., children: [{ name: 'p', ... }] }
 */
export function htmlTree(html: string): HtmlElement {
  const root: Building = { name: '#document', attributes: [], children: [] };
  const open: Building[] = [root];
  for (const token of scanHtml(html)) {
    const top = open[open.length - 1] ?? root;
    if (token.kind === 'text') top.children.push(RAW.has(top.name) ? token.raw : decodeHtmlEntities(token.raw));
    else if (token.kind === 'open') {
      const element: Building = { name: token.name, attributes: token.attributes, children: [] };
      top.children.push(element);
      if (!token.selfClosing && !VOID.has(token.name)) open.push(element);
    } else if (token.kind === 'close') {
      const at = open.map((e) => e.name).lastIndexOf(token.name);
      if (at > 0) open.length = at;
    }
  }
  return root;
}

/**
 * An element's attribute value, or null.
 *
 * @example
 * attributeValue({ name: 'a', attributes: [{ name: 'href', value: '/x' }], children: [] }, 'href') // '/x'
 */
export function attributeValue(element: HtmlElement, name: string): string | null {
  return element.attributes.find((a) => a.name === name)?.value ?? null;
}

/**
 * The text of an element and its descendants (script and style left out), with runs of white
 * space (also no-break spaces) made one space and the ends trimmed.
 *
 * @example
 * textContent(htmlTree('<p> Gate <b>K</b>\n 42 </p>')) // 'Gate K 42'
 */
export function textContent(element: HtmlElement): string {
  const parts: string[] = [];
  const walk = (e: HtmlElement): void => {
    for (const child of e.children) {
      if (typeof child === 'string') parts.push(child);
      else if (!RAW.has(child.name)) {
        // Blocks and cells are apart on screen: keep their words apart.
        const block = BLOCK.has(child.name);
        if (block) parts.push(' ');
        walk(child);
        if (block) parts.push(' ');
      }
    }
  };
  walk(element);
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
