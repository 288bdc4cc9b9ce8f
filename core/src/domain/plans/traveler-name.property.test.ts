import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { joinTravelerName, splitTravelerName } from './traveler-name.js';

const word = fc.stringMatching(/^[A-Za-zÀ-ÿ'.-]{1,10}$/);
const words = fc.array(word, { maxLength: 6 });

describe('traveler name: properties', () => {
  it('joining the split gives the text with whitespace collapsed', () => {
    fc.assert(
      fc.property(words, fc.constantFrom(' ', '  ', '\t'), (ws, sep) => {
        expect(joinTravelerName(splitTravelerName(` ${ws.join(sep)} `))).toBe(ws.join(' '));
      }),
    );
  });
  it('splitting a joined name of one-word parts gives the parts back', () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 3 }), word, (firstName, middle, lastName) => {
        const parts = { firstName, middleName: middle.join(' '), lastName };
        expect(splitTravelerName(joinTravelerName(parts))).toEqual(parts);
      }),
    );
  });
  it('keeps every word, in order, and no part has outer spaces', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const parts = splitTravelerName(s);
        const all = [parts.firstName, parts.middleName, parts.lastName];
        for (const p of all) expect(p).toBe(p.trim());
        expect(
          all
            .filter((p) => p !== '')
            .join(' ')
            .split(/\s+/)
            .filter(Boolean),
        ).toEqual(s.trim().split(/\s+/).filter(Boolean));
      }),
    );
  });
});
