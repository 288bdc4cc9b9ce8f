import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime, type RelativeTimeUnit } from './relative-time.js';

const UNITS: readonly RelativeTimeUnit[] = ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'];
const now = new Date('2026-05-01T10:00:00Z');
const offset = fc.integer({ min: -20 * 365 * 86_400_000, max: 20 * 365 * 86_400_000 });

describe('relative time properties', () => {
  it('points the way the instant lies, and a nearer instant never takes a larger unit', () => {
    fc.assert(
      fc.property(offset, offset, (a, b) => {
        const r = relativeTime(new Date(now.getTime() + a), now);
        expect(Math.sign(r.value) === Math.sign(a) || r.value === 0).toBe(true);
        const [near, far] = Math.abs(a) <= Math.abs(b) ? [a, b] : [b, a];
        const unitNear = UNITS.indexOf(relativeTime(new Date(now.getTime() + near), now).unit);
        const unitFar = UNITS.indexOf(relativeTime(new Date(now.getTime() + far), now).unit);
        expect(unitNear).toBeLessThanOrEqual(unitFar);
      }),
    );
  });
  it('is symmetric in time and never throws in any locale', () => {
    fc.assert(
      fc.property(offset, fc.constantFrom('en-US', 'en-GB', 'fr-FR', 'de-DE', 'ja-JP', 'es-CO', 'es-ES'), (a, locale) => {
        const past = relativeTime(new Date(now.getTime() - a), now);
        const ahead = relativeTime(new Date(now.getTime() + a), now);
        expect(past.unit).toBe(ahead.unit);
        expect(Math.abs(past.value)).toBe(Math.abs(ahead.value));
        expect(formatRelativeTime(new Date(now.getTime() + a), now, locale).length).toBeGreaterThan(0);
      }),
    );
  });
});
