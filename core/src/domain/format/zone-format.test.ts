import { describe, expect, it } from 'vitest';
import { formatZoneName } from './zone-format.js';

describe('formatZoneName', () => {
  it('writes the offset in force at the local moment, the language’s way', () => {
    expect(formatZoneName('Europe/Istanbul', { date: '2026-12-10', time: '08:45:00' }, 'en-US')).toBe('GMT+3');
    expect(formatZoneName('Europe/Paris', { date: '2026-12-10', time: '10:00:00' }, 'en-US')).toBe('GMT+1');
    expect(formatZoneName('Europe/Paris', { date: '2026-07-01', time: null }, 'fr-FR')).toBe('UTC+2');
    expect(formatZoneName('America/Vancouver', { date: '2026-12-10', time: '13:35:00' }, 'de-DE')).toBe('GMT-8');
    expect(formatZoneName('Asia/Kolkata', { date: '2026-12-10', time: '' }, 'ja-JP')).toBe('GMT+5:30');
  });

  it('is empty for a zone or date that is not valid', () => {
    expect(formatZoneName('', { date: '2026-12-10', time: null }, 'en-US')).toBe('');
    expect(formatZoneName('Mars/Olympus', { date: '2026-12-10', time: null }, 'en-US')).toBe('');
    expect(formatZoneName('Europe/Paris', { date: '2026-13-40', time: null }, 'en-US')).toBe('');
  });
});
