import { describe, expect, it } from 'vitest';

// Vite splits CSS per chunk: a stylesheet loads only with a chunk that imports it. A field that
// builds its own suggestion list (the airline field of a flight form) must therefore bring the
// list's stylesheet itself, or the list is unstyled when its page is opened directly (issue 11).

const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });

/** An import that brings autocomplete.css: the file itself, the parts or the component. */
const BRINGS_STYLES =
  /import\s[^;]*?['"][./]*(?:components\/)?autocomplete\/(?:autocomplete\.css|autocomplete-parts\.js|autocomplete\.js)['"]|import\s+['"]\.\/autocomplete\.css['"]/;

const users = Object.entries(sources).filter(([path, text]) => !path.endsWith('.test.tsx') && text.includes('wb-autocomplete__popover'));

describe('suggestion list styles', () => {
  it('finds the fields that draw a suggestion list', () => {
    const names = users.map(([path]) => path.split('/').pop());
    expect(names).toEqual(expect.arrayContaining(['autocomplete.tsx', 'address-field.tsx', 'air-segment-fields.tsx']));
  });
  it.each(users.map(([path, text]) => [path, text]))('%s imports the list stylesheet', (_path, text) => {
    expect(text).toMatch(BRINGS_STYLES);
  });
  it('the shared parts bring the stylesheet', () => {
    const parts = Object.entries(sources).find(([path]) => path.endsWith('/autocomplete-parts.tsx'))?.[1];
    expect(parts).toContain("import './autocomplete.css';");
  });
});
