import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, wordSuffixes } from './fold.js';

describe('fold', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São Paulo', 'sao paulo'],
    ['  Saint-Étienne ', 'saint etienne'],
    ['St. Louis', 'st louis'],
    ["L'Aquila", 'laquila'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Frankfurt (Oder)', 'frankfurt oder'],
    ['東京', '東京'],
    ['', ''],
    ['-- ,', ''],
  ])('%j -> %j', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });

  it('is idempotent and leaves no capitals, accents or double spaces', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = fold(text);
        expect(fold(once)).toBe(once);
        expect(once).not.toMatch(/\s{2}|^\s|\s$|\p{M}/u);
        expect(once).toBe(once.toLowerCase());
      }),
    );
  });
});

describe('wordSuffixes', () => {
  it('gives the name from each later word on', () => {
    expect(wordSuffixes('rio de janeiro')).toEqual(['de janeiro', 'janeiro']);
    expect(wordSuffixes('paris')).toEqual([]);
  });
});
