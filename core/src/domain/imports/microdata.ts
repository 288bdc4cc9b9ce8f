import { attributeValue, htmlTree, textContent, type HtmlElement } from './html-tree.js';
import type { SchemaOrgNode } from './schema-org-node.js';

const SRC = new Set(['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video']);
const HREF = new Set(['a', 'area', 'link']);

const tokens = (value: string | null): string[] => (value ?? '').split(/\s+/).filter((t) => t !== '');
const isItem = (e: HtmlElement): boolean => attributeValue(e, 'itemscope') !== null;

/**
 * The value of an element with `itemprop`, by the HTML microdata rules (for a non-item): meta's
 * `content`; `src` of media and images; `href` of a, area and link; `data` of object; `value` of
 * data and meter; time's `datetime` (else its text); the text content otherwise (white space
 * collapsed).
 *
 * @example
 * microdataValue({ name: 'meta', attributes: [{ name: 'content', value: 'AF' }], children: [] }) // 'AF'
 */
export function microdataValue(e: HtmlElement): string {
  const attr = (name: string): string => (attributeValue(e, name) ?? '').trim();
  if (e.name === 'meta') return attr('content');
  if (SRC.has(e.name)) return attr('src');
  if (HREF.has(e.name)) return attr('href');
  if (e.name === 'object') return attr('data');
  if (e.name === 'data' || e.name === 'meter') return attr('value');
  if (e.name === 'time' && attributeValue(e, 'datetime') !== null) return attr('datetime');
  if (attributeValue(e, 'content') !== null) return attr('content');
  return textContent(e);
}

// Every element with itemprop under `e` that belongs to e's item (not inside a nested item).
function propertyElements(e: HtmlElement): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const child of e.children) {
    if (typeof child === 'string') continue;
    if (attributeValue(child, 'itemprop') !== null) found.push(child);
    if (!isItem(child)) found.push(...propertyElements(child));
  }
  return found;
}

function idIndex(root: HtmlElement): Map<string, HtmlElement> {
  const byId = new Map<string, HtmlElement>();
  const walk = (e: HtmlElement): void => {
    const id = attributeValue(e, 'id');
    if (id !== null && !byId.has(id)) byId.set(id, e);
    for (const c of e.children) if (typeof c !== 'string') walk(c);
  };
  walk(root);
  return byId;
}

function itemOf(e: HtmlElement, byId: ReadonlyMap<string, HtmlElement>, depth: number): SchemaOrgNode {
  const types = tokens(attributeValue(e, 'itemtype'));
  const properties = new Map<string, unknown[]>();
  const referenced = tokens(attributeValue(e, 'itemref')).flatMap((id) => {
    const target = byId.get(id);
    return target === undefined ? [] : attributeValue(target, 'itemprop') !== null ? [target] : propertyElements(target);
  });
  for (const p of [...propertyElements(e), ...referenced]) {
    // A nested item deeper than any real mail needs is read as text, so a cycle of itemrefs ends.
    const value = isItem(p) && depth < 12 ? itemOf(p, byId, depth + 1) : microdataValue(p);
    for (const name of tokens(attributeValue(p, 'itemprop'))) properties.set(name, [...(properties.get(name) ?? []), value]);
  }
  const node: Record<string, unknown> = { '@type': types.length === 1 ? (types[0] ?? '') : types };
  for (const [name, values] of properties) node[name] = values.length === 1 ? values[0] : values;
  return node as SchemaOrgNode;
}

// Top-level items: itemscope without itemprop, or with itemprop but outside any item.
function topItems(e: HtmlElement, insideItem: boolean): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (const child of e.children) {
    if (typeof child === 'string') continue;
    const item = isItem(child);
    if (item && (!insideItem || attributeValue(child, 'itemprop') === null)) found.push(child);
    found.push(...topItems(child, insideItem || item));
  }
  return found;
}

/**
 * Every top-level microdata item of an HTML mail body as a schema.org node, in document order:
 * `@type` is the itemtype as written (several types give an array), each property holds its value
 * (a nested item becomes a nested node; a property given several times gives an array), `itemref`
 * is followed. Items without any itemtype get `@type` ''.
 *
 * @example
 * extractMicrodata('<div itemscope itemtype="http://schema.org/LodgingReservation"><span itemprop="reservationNumber">42</span></div>')
 * // [{ '@type': 'http://schema.org/LodgingReservation', reservationNumber: '42' }]
 */
export function extractMicrodata(html: string): SchemaOrgNode[] {
  const root = htmlTree(html);
  const byId = idIndex(root);
  return topItems(root, false).map((e) => itemOf(e, byId, 0));
}
