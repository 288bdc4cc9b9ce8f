import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { defaultPreferences } from './preferences.js';
import { LANGUAGE_TAGS } from './profile.js';

describe('defaultPreferences', () => {
  it('follows the conventions of the sign-up language', () => {
    expect(defaultPreferences('en-US')).toEqual({ dateEndianFormat: 'M', hourClock: 1, distance: 'M', temperature: 'F', jurisdiction: 'AMER' });
    expect(defaultPreferences('en-GB')).toEqual({ dateEndianFormat: 'L', hourClock: 2, distance: 'M', temperature: 'C', jurisdiction: 'EMEA' });
    expect(defaultPreferences('ja-JP').dateEndianFormat).toBe('I');
  });
  it('only the US gets a 12-hour clock and Fahrenheit', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGE_TAGS), (tag) => {
        const p = defaultPreferences(tag);
        return (p.hourClock === 1) === (tag === 'en-US') && (p.temperature === 'F') === (tag === 'en-US');
      }),
    );
  });
});
