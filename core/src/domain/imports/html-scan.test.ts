import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities } from './html-entities.js';
import { attributeOf, scanHtml } from './html-scan.js';
import { htmlTree, textContent } from './html-tree.js';

describe('scanHtml', () => {
  it('reads tags, attributes in every quoting style, text and comments', () => {
    const tokens = scanHtml('<TD Class=x data-a=\'1\' title="a>b" hidden>Hi &amp; bye</td><!-- note --><br/>');
    expect(tokens.map((t) => t.kind)).toEqual(['open', 'text', 'close', 'comment', 'open']);
    expect(tokens[0]).toMatchObject({ name: 'td', selfClosing: false });
    expect(attributeOf(tokens[0], 'class')).toBe('x');
    expect(attributeOf(tokens[0], 'data-a')).toBe('1');
    expect(attributeOf(tokens[0], 'title')).toBe('a>b');
    expect(attributeOf(tokens[0], 'hidden')).toBe('');
    expect(attributeOf(tokens[0], 'missing')).toBeNull();
    expect(tokens[4]).toMatchObject({ name: 'br', selfClosing: true });
  });

  it('keeps script content as one raw text token, even with tags inside', () => {
    const tokens = scanHtml('<script type="application/ld+json">{"x":"<b>&amp;</b>"}</script><p>');
    expect(tokens[1]).toEqual({ kind: 'text', raw: '{"x":"<b>&amp;</b>"}' });
    expect(tokens[2]).toMatchObject({ kind: 'close', name: 'script' });
  });

  it('treats a lone < and an unterminated tag as text, and runs an open comment to the end', () => {
    expect(scanHtml('Price < 300 €')).toEqual([{ kind: 'text', raw: 'Price < 300 €' }]);
    expect(scanHtml('a <b class="x')).toEqual([{ kind: 'text', raw: 'a <b class="x' }]);
    expect(scanHtml('x<!-- never closed <p>')).toEqual([
      { kind: 'text', raw: 'x' },
      { kind: 'comment', raw: '<!-- never closed <p>' },
    ]);
  });

  it('decodes entities in attribute values', () => {
    expect(attributeOf(scanHtml('<meta content="Caf&eacute; &quot;Le Nord&quot;">')[0], 'content')).toBe('Café "Le Nord"');
  });
});

describe('decodeHtmlEntities', () => {
  it('decodes numeric and the usual named references, and keeps unknown ones', () => {
    expect(decodeHtmlEntities('H&ocirc;tel &amp; Spa &#8211; 2&nbsp;nuits &#x2708; &bogus; &#0;')).toBe('Hôtel & Spa – 2\u00a0nuits ✈ &bogus; &#0;');
    expect(decodeHtmlEntities('M&uuml;nchen Stra&szlig;e &euro;')).toBe('München Straße €');
  });
});

describe('htmlTree and textContent', () => {
  it('closes elements left open and ignores stray end tags', () => {
    const root = htmlTree('<div><p>a<p>b</span></div>after');
    expect(root.children).toHaveLength(2);
    expect(textContent(root)).toBe('a b after');
  });

  it('leaves script text out of the text content and collapses white space', () => {
    expect(textContent(htmlTree('<td>\n  Gate&nbsp;<b>K</b>42 <script>var x;</script></td>'))).toBe('Gate K42');
  });
});
