import { describe, it } from 'vitest';
import fc from 'fast-check';
import { stripUrls } from './alert-text.js';

const word = fc.stringMatching(/^[A-Za-z0-9:,.!?-]{1,8}$/).filter((w) => !/\bwww\./i.test(w) && !/https?:\/\//i.test(w));
const url = fc
  .tuple(fc.constantFrom('http://', 'https://', 'HTTPS://', 'www.'), fc.stringMatching(/^[a-z0-9./?=&%-]{0,19}[a-z0-9/=&%-]$/))
  .map(([scheme, rest]) => scheme + rest);
const piece = fc.oneof({ arbitrary: word, weight: 3 }, { arbitrary: url, weight: 1 });

describe('alert text: properties', () => {
  it('no address survives, and stripping twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.constantFrom(' ', '\n', ' (', ') '), (pieces, sep) => {
        const out = stripUrls(pieces.join(sep));
        return !/https?:\/\/|\bwww\./i.test(out) && stripUrls(out) === out;
      }),
    );
  });
  it('text without addresses only loses its outer spaces', () => {
    fc.assert(fc.property(fc.array(word, { maxLength: 12 }), (words) => stripUrls(` ${words.join(' ')} `) === words.join(' ')));
  });
  it('the words between addresses are kept in order', () => {
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const words = pieces.filter((p) => !/^(https?:\/\/|www\.)/i.test(p));
        return stripUrls(pieces.join(' ')) === words.join(' ');
      }),
    );
  });
});
