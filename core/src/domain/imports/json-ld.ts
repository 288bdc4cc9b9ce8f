import { decodeHtmlEntities } from './html-entities.js';
import { attributeOf, scanHtml } from './html-scan.js';
import type { SchemaOrgNode } from './schema-org-node.js';

/**
 * The text of every `<script type="application/ld+json">` block of an HTML document, in order
 * (the type matched without regard to case or parameters).
 *
 * @example
 * jsonLdBlocks('<script type="application/ld+json">{"@type":"Thing"}</script>') // ['{"@type":"Thing"}']
 */
export function jsonLdBlocks(html: string): string[] {
  const tokens = scanHtml(html);
  const blocks: string[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'open' || token.name !== 'script' || token.selfClosing) return;
    if (!/^\s*application\/ld\+json\b/i.test(attributeOf(token, 'type') ?? '')) return;
    const next = tokens[i + 1];
    if (next?.kind === 'text') blocks.push(next.raw);
  });
  return blocks;
}

// The end (exclusive) of the JSON object or array starting at `start`, or -1 when it never closes.
function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Every top-level JSON object or array in `text` that parses, skipping junk around and between.
function jsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let i = 0;
  while (i < text.length) {
    const start = text.slice(i).search(/[{[]/);
    if (start === -1) break;
    const from = i + start;
    const end = balancedEnd(text, from);
    if (end === -1) break;
    const slice = text.slice(from, end);
    // Trailing commas before a closing bracket are a common slip of hand-written templates.
    const value = tryParse(slice) ?? tryParse(slice.replace(/,(\s*[}\]])/g, '$1'));
    if (value !== undefined) values.push(value);
    i = end;
  }
  return values;
}

// A block's text without the comment and CDATA wrappers old templates put around scripts.
function unwrapped(block: string): string {
  return block
    .replace(/^\s*<!--/, '')
    .replace(/-->\s*$/, '')
    .replace(/(?:\/\/\s*)?<!\[CDATA\[/, '')
    .replace(/(?:\/\/\s*)?\]\]>/, '');
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNode = (v: unknown): v is SchemaOrgNode => isObject(v) && (typeof v['@type'] === 'string' || Array.isArray(v['@type']));

// A value with `{ "@id": x }` references replaced by the node of that id (once: no cycles).
function resolved(value: unknown, byId: ReadonlyMap<string, Record<string, unknown>>, seen: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => resolved(v, byId, seen));
  if (!isObject(value)) return value;
  const id = value['@id'];
  const target = typeof id === 'string' && Object.keys(value).length === 1 && !seen.has(id) ? byId.get(id) : undefined;
  const base = target ?? value;
  const next = typeof id === 'string' ? new Set([...seen, id]) : seen;
  return Object.fromEntries(
    Object.entries(base)
      .filter(([k]) => k !== '@context')
      .map(([k, v]) => [k, resolved(v, byId, next)]),
  );
}

// Arrays and @graph flattened to their items.
function flattened(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(flattened);
  if (!isObject(value)) return [];
  const graph = value['@graph'];
  return graph === undefined ? [value] : flattened(graph);
}

/**
 * The schema.org nodes of one JSON-LD text: arrays and `@graph` flattened, `{"@id": ...}`
 * references resolved within the block, `@context` dropped; junk around the JSON, trailing commas
 * and comment/CDATA wrappers tolerated; HTML entities decoded when the raw text is not JSON.
 * Items without `@type` are left out.
 *
 * @example
 * jsonLdNodes('<!-- {"@context":"http://schema.org","@graph":[{"@type":"FlightReservation"}]} -->') // [{ '@type': 'FlightReservation' }]
 */
export function jsonLdNodes(text: string): SchemaOrgNode[] {
  const body = unwrapped(text);
  let values = jsonValues(body);
  if (values.length === 0 && body.includes('&')) values = jsonValues(decodeHtmlEntities(body));
  const items = values.flatMap(flattened);
  const byId = new Map<string, Record<string, unknown>>();
  for (const item of items) if (typeof item['@id'] === 'string' && Object.keys(item).length > 1) byId.set(item['@id'], item);
  return items.map((item) => resolved(item, byId, new Set())).filter(isNode);
}

/**
 * Every schema.org node in the JSON-LD blocks of an HTML mail body, in document order; a block
 * that holds no valid JSON is skipped.
 *
 * @example
 * extractJsonLd(html).map((n) => n['@type']) // ['FlightReservation', 'FlightReservation']
 */
export function extractJsonLd(html: string): SchemaOrgNode[] {
  return jsonLdBlocks(html).flatMap(jsonLdNodes);
}
