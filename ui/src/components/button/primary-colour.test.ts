import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// One primary action colour in the SPA (issue 11): primary buttons take the --wb-primary token, and
// no screen draws its main action in the green "success" variant.

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('primary action colour', () => {
  it('is one token, used by the primary and outline-primary buttons', () => {
    expect(read('../../styles/global.css')).toMatch(/--wb-primary:\s*var\(--wb-blue\);/);
    const css = read('./button.css');
    const base = css.slice(css.indexOf('.wb-button {'), css.indexOf('}', css.indexOf('.wb-button {')));
    expect(base).toContain('--wb-button-bg: var(--wb-primary);');
    const outline = css.slice(css.indexOf('.wb-button--outline-primary {'), css.indexOf('}', css.indexOf('.wb-button--outline-primary {')));
    expect(outline).toContain('--wb-button-border: var(--wb-primary);');
  });

  it('no screen draws an action in the green success variant', () => {
    // Buttons and link-buttons take `variant="success"`; buttonClassName takes `{ variant: 'success' }`.
    const green = Object.entries(sources)
      .filter(([path]) => !path.endsWith('.test.tsx') && !path.endsWith('/button.tsx'))
      .filter(([, text]) => /variant="success"|buttonClassName\(\{[^}]*variant: 'success'/.test(text))
      .map(([path]) => path);
    expect(green).toEqual([]);
  });
});
