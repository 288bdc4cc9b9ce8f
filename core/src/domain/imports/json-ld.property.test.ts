import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractJsonLd, jsonLdNodes } from './json-ld.js';

const scalar = fc.oneof(fc.string(), fc.integer(), fc.boolean());
const node = fc.record({
  '@type': fc.constantFrom('FlightReservation', 'LodgingReservation', 'Thing'),
  name: fc.string(),
  extra: fc.dictionary(
    fc.string({ minLength: 1 }).filter((k) => !k.startsWith('@')),
    scalar,
    { maxKeys: 3 },
  ),
});
// JSON with '<' escaped, as a page puts it in a script so that '</script>' cannot end it early.
const inScript = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

describe('JSON-LD: properties', () => {
  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Array.isArray(jsonLdNodes(text))).toBe(true);
        expect(Array.isArray(extractJsonLd(`<script type="application/ld+json">${text}</script>`))).toBe(true);
      }),
    );
  });

  it('gives back every typed node of a block, whether listed, in @graph or alone, in order', () => {
    fc.assert(
      fc.property(fc.array(node, { minLength: 1, maxLength: 4 }), fc.constantFrom('array', 'graph', 'separate'), fc.string(), (nodes, form, prose) => {
        const html =
          form === 'separate'
            ? nodes.map(inScript).join(`<p>${prose.replace(/</g, '')}</p>`)
            : inScript(form === 'array' ? nodes : { '@context': 'https://schema.org', '@graph': nodes });
        expect(extractJsonLd(html)).toEqual(nodes);
      }),
    );
  });
});
