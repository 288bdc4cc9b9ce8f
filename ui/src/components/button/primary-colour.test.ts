import { describe, expect, it } from 'vitest';

// One primary action colour in the SPA (issue 11): no screen draws an action in the green
// "success" variant (test/ui-styles.test.ts checks that primary buttons take --wb-primary).

const sources = import.meta.glob<string>('../../**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('primary action colour', () => {
  it('no screen draws an action in the green success variant', () => {
    // Buttons and link-buttons take `variant="success"`; buttonClassName takes `{ variant: 'success' }`.
    const green = Object.entries(sources)
      .filter(([path]) => !path.endsWith('.test.tsx') && !path.endsWith('/button.tsx'))
      .filter(([, text]) => /variant="success"|buttonClassName\(\{[^}]*variant: 'success'/.test(text))
      .map(([path]) => path);
    expect(green).toEqual([]);
  });
});
