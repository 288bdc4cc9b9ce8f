import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractMicrodata } from './microdata.js';

const word = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
const text = fc
  .stringMatching(/^[A-Za-z0-9 àéüß'"&<>.,:+-]{1,20}$/)
  .map((s) => s.trim())
  .filter((s) => s !== '' && !s.includes('  '));
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const props = fc.uniqueArray(fc.tuple(word, text, fc.constantFrom('span', 'meta', 'td')), { selector: ([name]) => name, maxLength: 5 });

const render = ([name, value, tag]: [string, string, string]) =>
  tag === 'meta' ? `<meta itemprop="${name}" content="${escape(value)}">` : `<${tag} itemprop="${name}">${escape(value)}</${tag}>`;

describe('microdata: properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (html) => {
        expect(Array.isArray(extractMicrodata(`<div itemscope>${html}`))).toBe(true);
      }),
    );
  });

  it('reads back every property written, whatever the element, with its exact text', () => {
    fc.assert(
      fc.property(word, props, (type, list) => {
        const html = `<table><tr><div itemscope itemtype="http://schema.org/${type}">${list.map(render).join('\n')}</div></tr></table>`;
        const expected = Object.fromEntries([['@type', `http://schema.org/${type}`], ...list.map(([name, value]) => [name, value])]);
        expect(extractMicrodata(html)).toEqual([expected]);
      }),
    );
  });
});
