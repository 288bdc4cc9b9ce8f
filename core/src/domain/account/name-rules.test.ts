import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { fullNameRejectedMessage, nameErrorMessage, nameErrorMessageKey, validateFullName, validateName } from './name-rules.js';

describe('validateName', () => {
  it('accepts letters of any script with the allowed separators', () => {
    expect(validateName('Anne-Marie')).toEqual(ok('Anne-Marie'));
    expect(validateName("O'Brien")).toEqual(ok("O'Brien"));
    expect(validateName('D’Arcy')).toEqual(ok('D’Arcy'));
    expect(validateName('Jr., Martin L.')).toEqual(ok('Jr., Martin L.'));
    expect(validateName('José')).toEqual(ok('José'));
    expect(validateName('Zoë')).toEqual(ok('Zoë'));
    expect(validateName('山田')).toEqual(ok('山田'));
    expect(validateName('Дмитрий')).toEqual(ok('Дмитрий'));
  });
  it('trims and NFC-normalises what it returns', () => {
    expect(validateName('  Ada ')).toEqual(ok('Ada'));
    expect(validateName('Jose\u0301')).toEqual(ok('José'));
  });
  it('requires a non-blank name', () => {
    expect(validateName('')).toEqual(err({ kind: 'required' }));
    expect(validateName('   ')).toEqual(err({ kind: 'required' }));
  });
  it('refuses special characters', () => {
    for (const name of ['R2D2', 'Ada!', 'Ada_L', 'Ada@home', 'Ada\tL', 'Ada😀', 'A/B']) {
      expect(validateName(name)).toEqual(err({ kind: 'special-characters' }));
    }
  });
  it('needs at least 2 letters once separators are stripped', () => {
    expect(validateName('J.')).toEqual(err({ kind: 'too-short', min: 2 }));
    expect(validateName("J'-.,")).toEqual(err({ kind: 'too-short', min: 2 }));
    expect(validateName('Li')).toEqual(ok('Li'));
    expect(validateName('J. R.')).toEqual(ok('J. R.'));
  });
  it('refuses three identical consecutive characters, case-insensitively', () => {
    expect(validateName('Aaron Aaa')).toEqual(err({ kind: 'consecutive-identical', count: 3 }));
    expect(validateName('BbB')).toEqual(err({ kind: 'consecutive-identical', count: 3 }));
    expect(validateName('Anna')).toEqual(ok('Anna'));
    expect(validateName('Jo...')).toEqual(err({ kind: 'consecutive-identical', count: 3 }));
  });
  it('allows three of the letter i but not four', () => {
    expect(validateName('Kiiia')).toEqual(ok('Kiiia'));
    expect(validateName('KIIIa')).toEqual(ok('KIIIa'));
    expect(validateName('Liiii')).toEqual(err({ kind: 'consecutive-identical', count: 4 }));
    expect(validateName('LiIiI')).toEqual(err({ kind: 'consecutive-identical', count: 4 }));
  });
});

describe('validateFullName', () => {
  it('accepts two different valid names', () => {
    expect(validateFullName(' Ada ', 'Lovelace')).toEqual(ok({ first: 'Ada', last: 'Lovelace' }));
  });
  it('says which field failed', () => {
    expect(validateFullName('Ada', '')).toEqual(err({ field: 'last', first: null, last: { kind: 'required' } }));
    expect(validateFullName('R2', 'Lovelace')).toEqual(err({ field: 'first', first: { kind: 'special-characters' }, last: null }));
    expect(validateFullName('', 'X')).toEqual(err({ field: 'both', first: { kind: 'required' }, last: { kind: 'too-short', min: 2 } }));
  });
  it('refuses the same first and last name, trimmed and case-insensitive', () => {
    const same = { kind: 'names-same' };
    expect(validateFullName('Ada', ' ADA ')).toEqual(err({ field: 'both', first: same, last: same }));
  });
});

describe('name messages', () => {
  it('maps every error kind to its key and values', () => {
    expect(nameErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
    expect(nameErrorMessage({ kind: 'special-characters' })).toEqual({ key: 'validation:name.specialCharacters' });
    expect(nameErrorMessage({ kind: 'too-short', min: 2 })).toEqual({ key: 'validation:name.tooShort', values: { min: 2 } });
    expect(nameErrorMessage({ kind: 'consecutive-identical', count: 4 })).toEqual({
      key: 'validation:name.consecutiveIdentical',
      values: { count: 4 },
    });
    expect(nameErrorMessageKey({ kind: 'names-same' })).toEqual({ key: 'validation:name.namesSame' });
  });
  it('asks to contact support only when there is an address', () => {
    expect(fullNameRejectedMessage('help@waybook.app')).toEqual({
      key: 'validation:name.fullNameContactSupport',
      values: { email: 'help@waybook.app' },
    });
    expect(fullNameRejectedMessage()).toEqual({ key: 'validation:name.fullNameStandards' });
  });
});
