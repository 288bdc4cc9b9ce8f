import { describe, expect, it } from 'vitest';
import { tripLength } from './trip-length.js';

describe('tripLength', () => {
  it('counts both days and the nights between', () => {
    expect(tripLength('2026-11-21', '2026-11-28')).toEqual({ days: 8, nights: 7 });
    expect(tripLength('2026-11-21', '2026-11-21')).toEqual({ days: 1, nights: 0 });
    expect(tripLength('2026-12-30', '2027-01-02')).toEqual({ days: 4, nights: 3 });
    // Across a change to summer time the nights stay whole.
    expect(tripLength('2026-03-27', '2026-03-30')).toEqual({ days: 4, nights: 3 });
  });

  it('has no length without both dates in order', () => {
    expect(tripLength('2026-11-21', null)).toBeNull();
    expect(tripLength(null, '2026-11-21')).toBeNull();
    expect(tripLength('2026-11-28', '2026-11-21')).toBeNull();
    expect(tripLength('2026-02-30', '2026-03-02')).toBeNull();
    expect(tripLength('', '')).toBeNull();
  });
});
