import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The first page (the frame and the trip list) loads no react-aria: its ~57 KB gzipped come with
// the first screen that uses it (docs/architecture.md, "First-page size"). This walks the modules
// the first page imports statically (dynamic `import()`s and type-only imports load nothing) and
// lists the libraries they reach. One name is allowed: react-aria's RouterProvider (under 1 KB
// gzipped), which the frame holds so that a react-aria link on any page goes through the router.
const root = join(import.meta.dirname, '..');
const FIRST_PAGE = ['ui/src/main.tsx', 'ui/src/features/trips/trips-page.tsx'];
const WIDGET_LIBRARIES = /^(?:react-aria|react-aria-components|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/;

const ALLOWED = /^\{\s*RouterProvider(?: as \w+)?\s*\}$/;

/** The specifiers a module imports statically, at run time (an allowed import of a widget library left out). */
function staticImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const found = text.matchAll(/^(?:import|export)\s+(?!type\s)(?:([^'"]*?)\s+from\s+)?['"]([^'"]+)['"]/gm);
  return [...found].filter(([, names = '', spec = '']) => !(WIDGET_LIBRARIES.test(spec) && ALLOWED.test(names.trim()))).map((m) => m[2] ?? '');
}

/** A relative specifier as a source file (`./x.js` is `./x.ts` or `./x.tsx`), or null for assets. */
function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec).replace(/\.js$/, '');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync) ?? null;
}

/** Every library the modules reach through static imports, with one importer each. */
function librariesReachedFrom(entries: readonly string[]): Map<string, string> {
  const seen = new Set<string>();
  const libraries = new Map<string, string>();
  const todo = entries.map((e) => join(root, e));
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of staticImportsOf(file)) {
      if (!spec.startsWith('.')) libraries.set(spec, libraries.get(spec) ?? relative(root, file));
      else {
        const next = resolve(file, spec);
        if (next !== null) todo.push(next);
      }
    }
  }
  return libraries;
}

describe('the first page', () => {
  it('reaches no widget library (react-aria, react-stately) through a static import', () => {
    const reached = [...librariesReachedFrom(FIRST_PAGE)].filter(([spec]) => WIDGET_LIBRARIES.test(spec)).map(([spec, by]) => `${by} imports ${spec}`);
    expect(reached).toEqual([]);
  });

  it('is walked for real: the libraries it does use are found', () => {
    const reached = librariesReachedFrom(FIRST_PAGE);
    for (const spec of ['react', 'react-router-dom', 'react-i18next', '@waybook/core']) expect(reached.has(spec), spec).toBe(true);
  });

  it('sees an import the way the build does: static ones count, dynamic and type-only ones do not', () => {
    const reached = librariesReachedFrom(['ui/src/app/router.tsx']);
    // The router imports its pages through import(); a page's own libraries are not the router's.
    expect(reached.has('react-router-dom')).toBe(true);
    expect([...reached.keys()].some((spec) => WIDGET_LIBRARIES.test(spec))).toBe(false);
    const forms = librariesReachedFrom(['ui/src/features/plan-form/plan-form-page.tsx']);
    expect([...forms.keys()].some((spec) => WIDGET_LIBRARIES.test(spec))).toBe(true);
    // Only the RouterProvider name is let through, not the rest of the library.
    expect(staticImportsOf(join(root, 'ui/src/features/shell/app-frame.tsx'))).not.toContain('react-aria-components');
    expect(staticImportsOf(join(root, 'ui/src/features/trip-summary/trip-actions.tsx'))).toContain('react-aria-components');
  });
});
