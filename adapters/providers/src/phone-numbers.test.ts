import { describe, expect, it } from 'vitest';
import { LibPhoneNumbers } from './phone-numbers.js';

const phones = new LibPhoneNumbers();

describe('LibPhoneNumbers (libphonenumber-js, max metadata)', () => {
  it('normalises a mobile number typed with a region or a calling code, with or without its prefix', () => {
    const fr = { e164: '+33612345678', callingCode: '+33', nationalNumber: '612345678', region: 'FR' };
    expect(phones.parse('FR', '06 12 34 56 78')).toEqual({ ok: true, value: fr });
    expect(phones.parse('fr', '+33 6 12 34 56 78')).toEqual({ ok: true, value: fr });
    expect(phones.parse('33', '06.12.34.56.78')).toEqual({ ok: true, value: fr });
    expect(phones.parse('+33', '612345678')).toEqual({ ok: true, value: fr });
    expect(phones.parse('US', '(201) 555-0123')).toMatchObject({ ok: true, value: { e164: '+12015550123', region: 'US' } });
    // Italian mobile numbers start with 3 and keep it; a national number is not stripped blindly.
    expect(phones.parse('39', '312 345 6789')).toMatchObject({ ok: true, value: { e164: '+393123456789', region: 'IT' } });
  });

  it('refuses numbers that are not valid for the country, and landlines as unsupported', () => {
    expect(phones.parse('FR', '12')).toEqual({ ok: false, error: 'invalid' });
    expect(phones.parse('FR', '+44 7400 123456')).toEqual({ ok: false, error: 'invalid' });
    expect(phones.parse('33', '+44 7400 123456')).toEqual({ ok: false, error: 'invalid' });
    expect(phones.parse('XX', '0612345678')).toEqual({ ok: false, error: 'invalid' });
    expect(phones.parse('FR', 'not a number')).toEqual({ ok: false, error: 'invalid' });
    expect(phones.parse('FR', '01 42 68 53 00')).toEqual({ ok: false, error: 'unsupported' });
  });

  it('lists every region with its calling code; +1 is shared', () => {
    const regions = phones.regions();
    expect(regions.length).toBeGreaterThan(200);
    expect(regions).toContainEqual({ region: 'JP', callingCode: '+81' });
    expect(regions.filter((r) => r.callingCode === '+1').map((r) => r.region)).toEqual(expect.arrayContaining(['US', 'CA']));
  });
});
