import { describe, expect, it } from 'vitest';
import { timeZoneNames } from './zone-names.js';

describe('timeZoneNames', () => {
  it('names a zone by its city and its generic name in the language, never by its id', () => {
    expect(timeZoneNames('America/Chicago', 'en-US')).toEqual({ city: 'Chicago', name: 'Central Time' });
    expect(timeZoneNames('Europe/Paris', 'fr-FR')).toEqual({ city: 'Paris', name: 'heure d’Europe centrale' });
    expect(timeZoneNames('Europe/Istanbul', 'ja-JP')).toEqual({ city: 'Istanbul', name: 'トルコ標準時' });
    expect(timeZoneNames('Asia/Ho_Chi_Minh', 'de-DE')).toEqual({ city: 'Ho Chi Minh', name: 'Indochina-Zeit' });
  });

  it('leaves the name out where Intl only has an offset, and gives null for an unknown id', () => {
    expect(timeZoneNames('Etc/GMT+5', 'en-US')).toEqual({ city: 'GMT+5', name: '' });
    expect(timeZoneNames('Etc/GMT+5', 'fr-FR')?.name).toBe('');
    expect(timeZoneNames('Mars/Olympus', 'en-US')).toBeNull();
    expect(timeZoneNames('', 'en-US')).toBeNull();
  });
});
