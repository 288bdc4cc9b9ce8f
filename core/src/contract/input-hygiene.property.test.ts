import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeComponentStrictly, firstUncleanFormField, firstUncleanPath, isCleanText, printableText } from './input-hygiene.js';

// Text made only of whole code points other than NUL: what UTF-8 can carry and a database can store.
const cleanText = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/\0/g, ''));
const unclean = fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF');
const json = fc.jsonValue();

describe('input hygiene (property)', () => {
  it('clean text stays clean, is printable as is, and survives encodeURIComponent and back', () => {
    fc.assert(
      fc.property(cleanText, (s) => {
        expect(isCleanText(s)).toBe(true);
        expect(printableText(s)).toBe(s);
        expect(decodeComponentStrictly(encodeURIComponent(s))).toBe(s);
      }),
    );
  });

  it('one unclean character anywhere makes the text unclean, and printableText cleans it', () => {
    fc.assert(
      fc.property(cleanText, unclean, cleanText, (a, bad, b) => {
        // A lone low surrogate right after a high one would form a pair, so keep them apart.
        const s = `${a}${bad}!${b}`;
        expect(isCleanText(s)).toBe(false);
        expect(isCleanText(printableText(s))).toBe(true);
      }),
    );
  });

  it('an unclean string placed in a clean JSON value is found at its path', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), json), fc.stringMatching(/^[A-Z][a-z]{0,6}$/), unclean, (clean, key, bad) => {
        fc.pre(firstUncleanPath(clean) === null);
        expect(firstUncleanPath({ ...clean, [key]: [1, `x${bad}!`] })).toBe(`${key}.1`);
      }),
    );
  });

  it('a form encoded from clean fields has no unclean field; a %00 value is named', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cleanText, cleanText), { maxLength: 5 }), fc.stringMatching(/^[a-z]{1,8}$/), (pairs, name) => {
        const encoded = new URLSearchParams(pairs).toString();
        expect(firstUncleanFormField(encoded)).toBeNull();
        expect(firstUncleanFormField(`${encoded}&${name}=a%00`)).toBe(name);
      }),
    );
  });
});
