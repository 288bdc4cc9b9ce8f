import { describe, expect, it } from 'vitest';
import { cruiseDeletion, cruiseStopRole } from './cruise-segments.js';

describe('cruise segments', () => {
  // "The first segment is embark, the last is disembark, ports between."
  it('names embark, ports and disembark by position', () => {
    expect([0, 1, 2, 3].map((i) => cruiseStopRole(i, 4))).toEqual(['embark', 'port', 'port', 'disembark']);
    expect([0, 1].map((i) => cruiseStopRole(i, 2))).toEqual(['embark', 'disembark']);
    expect(cruiseStopRole(0, 1)).toBe('embark');
    expect(cruiseStopRole(4, 4)).toBeNull();
    expect(cruiseStopRole(-1, 4)).toBeNull();
  });
  // "Deleting a cruise embark or disembark segment deletes the whole reservation."
  it('deletes the whole reservation with the embark or disembark segment', () => {
    const stops = ['s1', 's2', 's3', 's4'];
    expect(cruiseDeletion(stops, ['s1'])).toEqual({ kind: 'reservation' });
    expect(cruiseDeletion(stops, ['s2', 's4'])).toEqual({ kind: 'reservation' });
  });
  it('deletes only ports otherwise, and nothing for unknown segments', () => {
    const stops = ['s1', 's2', 's3', 's4'];
    expect(cruiseDeletion(stops, ['s3', 's2', 's3', 'x'])).toEqual({ kind: 'segments', segmentUuids: ['s2', 's3'] });
    expect(cruiseDeletion(stops, ['x'])).toEqual({ kind: 'nothing' });
    expect(cruiseDeletion(stops, [])).toEqual({ kind: 'nothing' });
  });
});
