import { describe, expect, it } from 'vitest';
import { stripUrls, withoutUrls } from './alert-text.js';

describe('alert text ("Alert text has URLs stripped.")', () => {
  it('removes web addresses and the space before them', () => {
    expect(stripUrls('Check in now at https://airline.example/checkin.')).toBe('Check in now at.');
    expect(stripUrls('Gate changed (www.airport.example) to B12')).toBe('Gate changed to B12');
    expect(stripUrls('https://x.example at start')).toBe('at start');
    expect(stripUrls('Visit <HTTP://A.EXAMPLE/x?y=1>, now')).toBe('Visit, now');
    expect(stripUrls('Line one\nhttps://x.example\nLine two')).toBe('Line one\nLine two');
  });
  it('leaves text without addresses alone', () => {
    expect(stripUrls('awww. nice')).toBe('awww. nice');
    expect(stripUrls('Your flight UA 90 departs at 10:05.')).toBe('Your flight UA 90 departs at 10:05.');
  });
  it('cleans title and message of an alert', () => {
    expect(withoutUrls({ title: 'Delay http://t.example', message: 'See www.m.example for details' })).toEqual({
      title: 'Delay',
      message: 'See for details',
    });
  });
});
