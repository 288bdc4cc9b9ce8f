import { describe, it } from 'vitest';
import fc from 'fast-check';
import { isDeleteConfirmed } from './delete-confirmation.js';

const space = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 3 }).map((s) => s.join(''));

describe('delete confirmation: properties', () => {
  it('confirmed exactly when the trimmed text is "Delete"', () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.constant('Delete')), space, space, (s, a, b) => isDeleteConfirmed(a + s + b) === (s.trim() === 'Delete')));
  });
  it('no other capitalisation confirms', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (upper) => {
        const word = [...'delete'].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
        return isDeleteConfirmed(word) === (word === 'Delete');
      }),
    );
  });
});
