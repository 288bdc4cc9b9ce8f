import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';

// The design system lives in ui/src/design/, one source for the SPA (which
// imports it in ui/src/styles/global.css) and for the server's pages and mails (read here once,
// at start-up). From src/pages and dist/pages alike the root is four folders up.
const DESIGN_DIR = new URL('../../../../ui/src/design/', import.meta.url);

/** The design system's files the server's pages use, in cascade order. */
export const PAGE_STYLESHEET_FILES = ['tokens.css', 'base.css', 'button.css', 'field.css', 'components.css', 'pages.css', 'public-trip.css'] as const;

/**
 * The text of one file of the design system.
 *
 * @example
 * designFile('tokens.css').includes('--wb-primary') // true
 */
export function designFile(name: string): string {
  return readFileSync(new URL(name, DESIGN_DIR), 'utf8');
}

/**
 * The custom properties of ui/src/design/tokens.css, as written (a value may refer to another token).
 *
 * @example
 * parseTokens(':root { --wb-blue: #0b5cad; }') // { '--wb-blue': '#0b5cad' }
 */
export function parseTokens(css: string): Readonly<Record<string, string>> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return Object.fromEntries([...withoutComments.matchAll(/(--wb-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]));
}

/** The design tokens, read once. */
export const DESIGN_TOKENS = parseTokens(designFile('tokens.css'));

/**
 * A token's value with every `var(--wb-…)` it refers to resolved, for places without custom
 * properties (inline styles of e-mails).
 *
 * @example
 * tokenValue('--wb-primary') // '#0b5cad'
 */
export function tokenValue(name: string, tokens: Readonly<Record<string, string>> = DESIGN_TOKENS): string {
  const value = tokens[name];
  if (value === undefined) throw new Error(`unknown design token ${name}`);
  return value.replace(/var\((--wb-[\w-]+)\)/g, (_whole, inner: string) => tokenValue(inner, tokens));
}

const PAGE_CSS = PAGE_STYLESHEET_FILES.map((name) => `/* ui/src/design/${name} */\n${designFile(name)}`).join('\n');

/** Where the pages' stylesheet is served: its name carries a hash of its content, so it is cached for a year. */
export const PAGE_STYLESHEET_PATH = `/styles/pages-${createHash('sha256').update(PAGE_CSS).digest('hex').slice(0, 12)}.css`;

/**
 * Serves the server pages' stylesheet (design tokens and components), so the pages carry no
 * inline style and the content security policy needs none for them.
 *
 * @example
 * app.route('/', pageStylesheet());
 */
export function pageStylesheet(): Hono {
  const styles = new Hono();
  styles.get(PAGE_STYLESHEET_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(PAGE_CSS);
  });
  return styles;
}
