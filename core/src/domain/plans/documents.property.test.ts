import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_EXTENSIONS, isImageDocument } from './documents.js';

const stem = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
const ext = fc.stringMatching(/^[a-zA-Z0-9]{1,5}$/);
const mixCase = (s: string, flips: readonly boolean[]) => [...s].map((c, i) => (flips[i] ? c.toUpperCase() : c)).join('');

describe('documents: properties', () => {
  it('an image exactly when the last extension is png, jpg, jpeg or gif, whatever the case and query', () => {
    fc.assert(
      fc.property(stem, ext, fc.array(fc.boolean(), { maxLength: 5 }), fc.constantFrom('', '?v=1', '#x'), (s, e, flips, tail) => {
        const url = `https://cdn.example/docs/${s}.${mixCase(e, flips)}${tail}`;
        expect(isImageDocument({ url, name: '' })).toBe((IMAGE_EXTENSIONS as readonly string[]).includes(e.toLowerCase()));
      }),
    );
  });
  it('the URL wins over the name when it has an extension', () => {
    fc.assert(
      fc.property(
        stem,
        fc.constantFrom(...IMAGE_EXTENSIONS),
        (s, e) =>
          !isImageDocument({ url: `https://cdn.example/${s}.pdf`, name: `${s}.${e}` }) &&
          isImageDocument({ url: `https://cdn.example/${s}`, name: `${s}.${e}` }),
      ),
    );
  });
});
