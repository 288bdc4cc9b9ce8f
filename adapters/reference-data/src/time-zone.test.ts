import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone.js';

describe('timeZoneAt', () => {
  it('names the zone of a city', () => {
    expect(timeZoneAt(48.8566, 2.3522)).toBe('Europe/Paris');
    expect(timeZoneAt(35.6762, 139.6503)).toBe('Asia/Tokyo');
  });
  it('answers null out of range', () => {
    expect(timeZoneAt(200, 0)).toBeNull();
  });
});
