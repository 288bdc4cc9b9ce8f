import { describe, expect, it } from 'vitest';
import { formatRelativeTime, relativeTime } from './relative-time.js';

const now = new Date('2026-05-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('relativeTime', () => {
  it('says now under a minute either way', () => {
    expect(relativeTime(at('2026-05-01T09:59:01Z'), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(at('2026-05-01T10:00:20Z'), now)).toEqual({ value: 0, unit: 'second' });
    expect(relativeTime(new Date(Number.NaN), now)).toEqual({ value: 0, unit: 'second' });
  });
  it('takes whole minutes, hours, days, weeks, months and years, truncated', () => {
    expect(relativeTime(at('2026-05-01T09:59:00Z'), now)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTime(at('2026-05-01T08:30:00Z'), now)).toEqual({ value: -1, unit: 'hour' });
    expect(relativeTime(at('2026-04-30T09:00:00Z'), now)).toEqual({ value: -1, unit: 'day' });
    expect(relativeTime(at('2026-04-24T10:00:00Z'), now)).toEqual({ value: -1, unit: 'week' });
    expect(relativeTime(at('2026-03-01T10:00:00Z'), now)).toEqual({ value: -2, unit: 'month' });
    expect(relativeTime(at('2024-05-01T10:00:00Z'), now)).toEqual({ value: -2, unit: 'year' });
    expect(relativeTime(at('2026-05-01T13:00:00Z'), now)).toEqual({ value: 3, unit: 'hour' });
  });
});

describe('formatRelativeTime', () => {
  it('writes the words of the interface language', () => {
    expect(formatRelativeTime(at('2026-05-01T07:00:00Z'), now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime(at('2026-04-30T10:00:00Z'), now, 'fr-FR')).toBe('hier');
    expect(formatRelativeTime(at('2026-05-01T09:59:50Z'), now, 'en-GB')).toBe('now');
    expect(formatRelativeTime(at('2026-04-29T10:00:00Z'), now, 'de-DE')).toBe('vorgestern');
    expect(formatRelativeTime(at('2026-05-01T09:55:00Z'), now, 'ja-JP')).toBe('5 分前');
    expect(formatRelativeTime(at('2026-05-01T09:55:00Z'), now, 'not a tag!')).toBe('5 minutes ago');
  });
});
