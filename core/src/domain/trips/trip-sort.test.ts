import { describe, expect, it } from 'vitest';
import { compareTrips, sortTrips } from './trip-sort.js';

const a = { name: 'a', startDate: '2026-01-10', endDate: '2026-01-12' };
const b = { name: 'b', startDate: '2026-01-10', endDate: '2026-01-15' };
const c = { name: 'c', startDate: '2026-03-01', endDate: null };
const undated1 = { name: 'u1', startDate: null, endDate: '2026-02-01' };
const undated2 = { name: 'u2', startDate: null, endDate: null };
const names = (list: readonly { name: string }[]) => list.map((t) => t.name);

describe('trip sorting (part 1 section 4)', () => {
  it('"Trips sort by start date then end date, ascending or descending"', () => {
    expect(names(sortTrips([c, b, a], 'ascending'))).toEqual(['a', 'b', 'c']);
    expect(names(sortTrips([a, c, b], 'descending'))).toEqual(['c', 'b', 'a']);
  });
  it('"trips without start dates sort last", in both directions, keeping their order', () => {
    expect(names(sortTrips([undated1, c, undated2, a], 'ascending'))).toEqual(['a', 'c', 'u1', 'u2']);
    expect(names(sortTrips([undated1, c, undated2, a], 'descending'))).toEqual(['c', 'a', 'u1', 'u2']);
  });
  it('a missing end date sorts after a present one among equal starts', () => {
    const open = { name: 'open', startDate: '2026-01-10', endDate: null };
    expect(names(sortTrips([open, b, a], 'ascending'))).toEqual(['a', 'b', 'open']);
    expect(names(sortTrips([open, b, a], 'descending'))).toEqual(['b', 'a', 'open']);
  });
  it('does not change the given list and compares equal dates as 0', () => {
    const list = [c, a];
    sortTrips(list, 'ascending');
    expect(names(list)).toEqual(['c', 'a']);
    expect(compareTrips(a, { ...a }, 'descending')).toBe(0);
  });
});
