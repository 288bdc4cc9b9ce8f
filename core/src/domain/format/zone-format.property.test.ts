import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatZoneName } from './zone-format.js';

const zones = fc.constantFrom('Europe/Paris', 'America/Chicago', 'Asia/Tokyo', 'Asia/Kolkata', 'Australia/Adelaide', 'UTC');
const locales = fc.constantFrom('en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES');
const dates = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('formatZoneName (property)', () => {
  it('always names a valid zone by an offset from UTC or GMT, never by an abbreviation', () => {
    fc.assert(
      fc.property(zones, dates, locales, (zone, date, locale) => {
        expect(formatZoneName(zone, { date, time: '12:00:00' }, locale)).toMatch(/^(GMT|UTC)([+−-]\d{1,2}(:\d{2})?)?$/);
      }),
    );
  });
});
