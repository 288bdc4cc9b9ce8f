import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeHtmlEntities } from './html-entities.js';
import { scanHtml } from './html-scan.js';
import { htmlTree, textContent } from './html-tree.js';

// Strings built from the pieces of HTML that trip tokenizers: brackets, quotes, slashes, entities.
const piece = fc.constantFrom(
  '<',
  '>',
  '/',
  '"',
  "'",
  '=',
  '!',
  '-',
  '?',
  '&',
  ';',
  '#',
  ' ',
  '\n',
  'a',
  'p',
  'script',
  'div',
  'x1',
  'amp',
  'é',
  '</',
  '<!--',
  '-->',
);
const htmlish = fc.oneof(
  fc.string(),
  fc.array(piece, { maxLength: 60 }).map((parts) => parts.join('')),
);

describe('html scanning: properties', () => {
  it('never throws and never loses text: the tokens give the input back', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        expect(
          scanHtml(html)
            .map((t) => t.raw)
            .join(''),
        ).toBe(html);
      }),
    );
  });

  it('plain text without markup is one text token, and its decoded text is the text content', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('<')),
        (text) => {
          expect(scanHtml(text)).toEqual(text === '' ? [] : [{ kind: 'text', raw: text }]);
          expect(textContent(htmlTree(text))).toBe(
            decodeHtmlEntities(text)
              .replace(/[\s\u00a0]+/g, ' ')
              .trim(),
          );
        },
      ),
    );
  });

  it('decoding text without an ampersand changes nothing', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('&')),
        (s) => {
          expect(decodeHtmlEntities(s)).toBe(s);
        },
      ),
    );
  });

  it('building a tree never throws', () => {
    fc.assert(
      fc.property(htmlish, (html) => {
        expect(htmlTree(html).name).toBe('#document');
      }),
    );
  });
});
