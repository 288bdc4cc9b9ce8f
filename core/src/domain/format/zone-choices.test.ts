import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneChoices } from './zone-choices.js';

const WINTER = { date: '2026-01-15', time: null };
const SUMMER = { date: '2026-07-15', time: '09:00:00' };

describe('timeZoneChoices', () => {
  it('names zones for the reader and orders them west to east', () => {
    expect(timeZoneChoices(['Europe/Paris', 'Asia/Tokyo', 'America/Chicago'], WINTER, 'en-US')).toEqual([
      { zone: 'America/Chicago', names: { city: 'Chicago', name: 'Central Time' }, offset: 'GMT-6', offsetMinutes: -360 },
      { zone: 'Europe/Paris', names: { city: 'Paris', name: 'Central European Time' }, offset: 'GMT+1', offsetMinutes: 60 },
      { zone: 'Asia/Tokyo', names: { city: 'Tokyo', name: 'Japan Standard Time' }, offset: 'GMT+9', offsetMinutes: 540 },
    ]);
  });

  it('takes the offset at the plan’s date, summer time included, written the language’s way', () => {
    const [paris] = timeZoneChoices(['Europe/Paris'], SUMMER, 'fr-FR');
    expect(paris).toMatchObject({ offset: 'UTC+2', offsetMinutes: 120, names: { city: 'Paris' } });
  });

  it('orders zones with the same offset by city', () => {
    expect(timeZoneChoices(['Europe/Rome', 'Europe/Berlin', 'Europe/Amsterdam'], WINTER, 'en-US').map((c) => c.names.city)).toEqual([
      'Amsterdam',
      'Berlin',
      'Rome',
    ]);
  });

  it('leaves out ids that are not zones, and repeats none', () => {
    expect(timeZoneChoices(['Mars/Olympus', 'Asia/Tokyo', 'Asia/Tokyo', ''], WINTER, 'en-US').map((c) => c.zone)).toEqual(['Asia/Tokyo']);
  });

  it('keeps every valid zone exactly once, in offset order, in any language (property)', () => {
    const all = Intl.supportedValuesOf('timeZone');
    fc.assert(
      fc.property(fc.subarray(all, { maxLength: 40 }), fc.constantFrom('en-US', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO'), (zones, locale) => {
        const choices = timeZoneChoices([...zones, ...zones], SUMMER, locale);
        expect(choices.map((c) => c.zone).sort()).toEqual([...new Set(zones)].sort());
        choices.slice(1).forEach((c, i) => expect(c.offsetMinutes).toBeGreaterThanOrEqual(choices[i]?.offsetMinutes ?? -Infinity));
        choices.forEach((c) => expect(c.offset).not.toBe(''));
      }),
      { numRuns: 60 },
    );
  });
});
