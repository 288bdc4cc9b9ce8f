import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneNames } from './zone-names.js';

const zones = Intl.supportedValuesOf('timeZone');
const locales = ['en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'] as const;

describe('timeZoneNames properties', () => {
  it('every known zone gets its city, no slash or underscore, and a name that is not an offset or the id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.constantFrom(...locales), (zone, locale) => {
        const names = timeZoneNames(zone, locale);
        expect(names).not.toBeNull();
        expect(names?.city).not.toMatch(/[/_]/);
        expect(names?.city).not.toBe('');
        expect(names?.name).not.toMatch(/^(GMT|UTC)[+\-−]\d/);
        expect(names?.name).not.toBe(zone);
      }),
    );
  });
});
