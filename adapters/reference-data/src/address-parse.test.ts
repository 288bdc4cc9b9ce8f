import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressId, parseAddressId, readAddress, streetParts } from './address-parse.js';

describe('readAddress', () => {
  it('reads a street line, a postal code and the city with its qualifiers', () => {
    expect(readAddress('12 Rue de la République, 69002 Lyon')).toEqual([
      { streetLine: '12 Rue de la République', postalCode: '69002', locality: 'Lyon', guessed: false },
    ]);
    expect(readAddress('1600 Pennsylvania Avenue NW, Washington, DC 20500')).toEqual([
      { streetLine: '1600 Pennsylvania Avenue NW', postalCode: '20500', locality: 'Washington, DC', guessed: false },
    ]);
    expect(readAddress('10 Downing Street, London SW1A 2AA, UK')[0]).toMatchObject({ postalCode: 'SW1A 2AA', locality: 'London, UK' });
    expect(readAddress('Hauptstraße 5, 10115 Berlin')[0]).toMatchObject({ streetLine: 'Hauptstraße 5', postalCode: '10115', locality: 'Berlin' });
  });

  it('takes a street without a number when it has a street word', () => {
    expect(readAddress('Rue de Rivoli, Paris')[0]).toMatchObject({ streetLine: 'Rue de Rivoli', locality: 'Paris' });
  });

  it('reads text without a number or street word as a city, qualifiers included', () => {
    expect(readAddress('Lyon')).toEqual([{ streetLine: '', postalCode: '', locality: 'Lyon', guessed: false }]);
    expect(readAddress('Portland, Maine')).toEqual([{ streetLine: '', postalCode: '', locality: 'Portland, Maine', guessed: false }]);
    expect(readAddress('69002 Lyon')[0]).toEqual({ streetLine: '', postalCode: '69002', locality: 'Lyon', guessed: false });
  });

  it('guesses the city among the last words of comma-less text, longest first', () => {
    expect(readAddress('12 Rue de la République Lyon').map((r) => r.locality)).toEqual(['la République Lyon', 'République Lyon', 'Lyon']);
    expect(readAddress('12 Rue de la République Lyon').every((r) => r.guessed)).toBe(true);
    expect(readAddress('1600 Pennsylvania Avenue Washington').at(-1)).toMatchObject({ streetLine: '1600 Pennsylvania Avenue', postalCode: '' });
  });

  it('answers nothing for blank text', () => {
    expect(readAddress(' , ')).toEqual([]);
  });
});

describe('streetParts', () => {
  it.each([
    ['12 Rue de la République', '12', 'Rue de la République'],
    ['12bis Rue de la Paix', '12bis', 'Rue de la Paix'],
    ['221B Baker Street', '221B', 'Baker Street'],
    ['Hauptstraße 5a', '5a', 'Hauptstraße'],
    ['Calle Mayor 10', '10', 'Calle Mayor'],
    ['Carrera 7 # 71-21', '71-21', 'Carrera 7'],
    ['Calle 26 No. 59-51', '59-51', 'Calle 26'],
    ['Rue de Rivoli', '', 'Rue de Rivoli'],
  ])('%j: number %j, route %j', (line, streetNumber, route) => {
    expect(streetParts(line)).toEqual({ streetNumber, route });
  });
});

describe('address ids', () => {
  it('encode the place id, street line and postal code, and read back', () => {
    const id = addressId('2996944', '12 Rue de la République', '69002');
    expect(id).toBe('addr:2996944:12%20Rue%20de%20la%20R%C3%A9publique:69002');
    expect(parseAddressId(id)).toEqual({ placeId: '2996944', streetLine: '12 Rue de la République', postalCode: '69002' });
    expect(parseAddressId('2996944')).toEqual({ placeId: '2996944', streetLine: '', postalCode: '' });
  });

  it('refuse anything else', () => {
    for (const bad of ['', 'addr:', 'addr:x:a:b', 'addr:1:a', 'addr:1:%E0%A4%A:', 'ChIJ123']) expect(parseAddressId(bad)).toBeUndefined();
  });

  it('round-trip any street line and postal code (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), fc.string({ maxLength: 80 }), fc.string({ maxLength: 12 }), (place, street, postal) => {
        expect(parseAddressId(addressId(String(place), street, postal))).toEqual({ placeId: String(place), streetLine: street, postalCode: postal });
      }),
    );
  });
});
