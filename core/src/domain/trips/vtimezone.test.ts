import { describe, expect, it } from 'vitest';
import { canonicalZoneName, icalOffset, vtimezoneBlock, zoneTransitions } from './vtimezone.js';

describe('VTIMEZONE from the runtime time zone data', () => {
  it('finds the two summer-time changes of Paris in 2026, to the minute', () => {
    expect(zoneTransitions('Europe/Paris', 2026, 2026)).toEqual([
      { at: Date.UTC(2026, 2, 29, 1), from: 60, to: 120 },
      { at: Date.UTC(2026, 9, 25, 1), from: 120, to: 60 },
    ]);
  });

  it('has no change for Tokyo and says so with one observance', () => {
    const block = vtimezoneBlock('Asia/Tokyo', 2026, 2027) ?? '';
    expect(block.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Tokyo',
      'X-LIC-LOCATION:Asia/Tokyo',
      'BEGIN:STANDARD',
      'DTSTART:20260101T090000',
      'TZOFFSETFROM:+0900',
      'TZOFFSETTO:+0900',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  it('writes each change at the local time it happens, in the offset before it', () => {
    const block = vtimezoneBlock('America/New_York', 2026, 2026) ?? '';
    expect(block).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT');
    expect(block).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD');
  });

  it('formats offsets and refuses unknown zones', () => {
    expect([icalOffset(-420), icalOffset(330), icalOffset(0)]).toEqual(['-0700', '+0530', '+0000']);
    expect(vtimezoneBlock('Mars/Olympus', 2026, 2026)).toBeNull();
    expect([canonicalZoneName('europe/paris'), canonicalZoneName('Mars/Olympus')]).toEqual(['Europe/Paris', null]);
  });
});
