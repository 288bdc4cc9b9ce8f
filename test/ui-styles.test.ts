import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Two rules of issue 11 the SPA's stylesheets must keep (they are read as text here, where Node
// can read files): toasts never hide the navigation bar (from lg up below the bar's row, below lg
// at the bottom), and primary actions have one colour token.

const read = (path: string): string => readFileSync(join(import.meta.dirname, '../ui/src', path), 'utf8');
const toastCss = read('components/toast/toast.css');
const navbarCss = read('features/shell/navbar.css');
// The design system's tokens and buttons (ui/src/design/, shared with the server's pages).
const readDesign = (path: string): string => readFileSync(join(import.meta.dirname, '../ui/src/design', path), 'utf8');
const tokensCss = readDesign('tokens.css');
const buttonCss = readDesign('button.css');

/** The declarations of the first rule for `selector` inside `css` (not nested in a media query when `css` is cut). */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`${selector} not found`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.replace(/\/\*[\s\S]*?\*\//g, '').trim())
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}

const px = (value: string | undefined, vars: Record<string, string> = {}): number => {
  const resolved = (value ?? '').replace(/var\((--[\w-]+)\)/g, (_m, name: string) => vars[name] ?? 'NaN');
  const match = /^(-?[\d.]+)px$/.exec(resolved.trim());
  if (match === null) throw new Error(`not a pixel length: ${value}`);
  return Number(match[1]);
};

const tokens = declarations(tokensCss, ':root');
const outsideMedia = (css: string) => css.slice(0, css.indexOf('@media'));
const phoneBlock = (css: string) => css.slice(css.indexOf('@media (max-width: 991.98px)'));

describe('toast placement', () => {
  it('from lg up, the stack starts below the navigation bar row', () => {
    const toasts = declarations(outsideMedia(toastCss), '.wb-toasts');
    const brand = declarations(navbarCss, '.wb-navbar__brand');
    const inner = declarations(navbarCss, '.wb-navbar__inner');
    const [vertical] = (inner['padding'] ?? '').split(' ');
    // The bar's row: its tallest item (44 px touch targets), its padding above and below, its border.
    const barHeight = px(brand['min-height']) + 2 * px(vertical, tokens) + 1;
    expect(toasts['position']).toBe('fixed');
    expect(toasts['top']).toBe('calc(var(--wb-navbar-clearance) + var(--wb-space-3))');
    expect(px(toasts['--wb-navbar-clearance'])).toBeGreaterThanOrEqual(barHeight);
  });

  it('below lg, where the menu opens under the bar, the stack sits at the bottom', () => {
    const toasts = declarations(phoneBlock(toastCss), '.wb-toasts');
    expect(toasts['top']).toBe('auto');
    expect(toasts['bottom']).toContain('safe-area-inset-bottom');
    expect(navbarCss).toContain('@media (max-width: 991.98px)');
  });
});

describe('primary action colour', () => {
  it('is one token, which the primary and outline-primary buttons take', () => {
    expect(tokens['--wb-primary']).toBe('var(--wb-blue)');
    const primary = declarations(buttonCss, '.wb-button');
    expect(primary['--wb-button-bg']).toBe('var(--wb-primary)');
    expect(primary['--wb-button-border']).toBe('var(--wb-primary)');
    const outline = declarations(buttonCss, '.wb-button--outline-primary');
    expect(outline['--wb-button-fg']).toBe('var(--wb-primary)');
    expect(outline['--wb-button-border']).toBe('var(--wb-primary)');
  });
});
