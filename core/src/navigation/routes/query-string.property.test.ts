import { describe, it } from 'vitest';
import fc from 'fast-check';
import { formatQuery, parseQuery } from './query-string.js';

const text = fc.string({ unit: 'grapheme', maxLength: 10 });

describe('query strings: properties', () => {
  it('parsing a formatted query gives it back', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          text.filter((k) => k !== '' && k !== '__proto__'),
          text,
        ),
        (q) => JSON.stringify(parseQuery(formatQuery(q))) === JSON.stringify(q),
      ),
    );
  });
  it('the last of repeated names wins', () => {
    const dict = fc.dictionary(
      text.filter((k) => k !== '' && k !== '__proto__'),
      text,
    );
    fc.assert(
      fc.property(dict, dict, (a, b) => {
        const joined = `${formatQuery(a)}&${formatQuery(b).slice(1)}`;
        return JSON.stringify(parseQuery(joined)) === JSON.stringify({ ...a, ...b });
      }),
    );
  });
});
