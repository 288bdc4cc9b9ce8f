import { describe, expect, it } from 'vitest';
import { parseDateInput, validateFullName } from './index.js';

// The usage shown at the top of core/README.md.
describe('README examples', () => {
  it('work as written', () => {
    expect(validateFullName('Ada', 'Lovelace').ok).toBe(true);
    expect(parseDateInput('21-11-2026', 'L')).toEqual({ ok: true, value: '2026-11-21' });
  });
});
