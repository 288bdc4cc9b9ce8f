import { describe, expect, it } from 'vitest';
import { pointsActivityFromWire, pointsActivityToWire, pointsActivityWire } from './points-activity-wire.js';

// Spec part 3 section 3: "lists of activities (date, description, base, bonus, total)".
describe('points activity wire codec', () => {
  it('reads and writes an activity with the spec keys', () => {
    const wire = { date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 1000, total: 4625 };
    const a = pointsActivityFromWire(pointsActivityWire.parse(wire));
    expect(a).toEqual({ date: '2026-04-02', description: 'CDG-JFK', base: 3625, bonus: 1000, total: 4625 });
    expect(pointsActivityToWire(a)).toEqual(wire);
  });
  it('reads an unset date as "" and does not send it', () => {
    const a = pointsActivityFromWire(pointsActivityWire.parse({ date: null, description: 'Bonus', base: '0', bonus: '500', total: '500' }));
    expect(a).toEqual({ date: '', description: 'Bonus', base: 0, bonus: 500, total: 500 });
    expect('date' in pointsActivityToWire(a)).toBe(false);
  });
  it('refuses a date that is not y-MM-dd', () => {
    expect(pointsActivityWire.safeParse({ date: '02/04/2026', description: '', base: 1, bonus: 0, total: 1 }).success).toBe(false);
  });
});
