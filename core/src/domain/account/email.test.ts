import { describe, expect, it } from 'vitest';
import { err, ok } from '../result.js';
import { emailDomain, emailErrorMessage, isInternalUser, isValidEmail, normalizeEmail, splitEmailList, validateEmail, validateEmailList } from './email.js';

describe('isValidEmail', () => {
  it('accepts standard addresses', () => {
    for (const s of ['ada@example.com', 'a.b+tag@mail.example.co.uk', "o'brien@x-y.io", 'A_B@EXAMPLE.ORG']) {
      expect(isValidEmail(s), s).toBe(true);
    }
  });
  it('refuses what is not local@domain.tld', () => {
    for (const s of [
      '',
      'ada',
      'ada@',
      '@example.com',
      'ada@localhost',
      'ada@example.c',
      'ada @example.com',
      ' ada@example.com',
      'ada@@example.com',
      'a@b@example.com',
      'ada@example..com',
      'ada@-example.com',
      'ada@example-.com',
      '.ada@example.com',
      'ada.@example.com',
      'a..b@example.com',
      'ada@example.123',
    ]) {
      expect(isValidEmail(s), s).toBe(false);
    }
  });
  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.com`)).toBe(false);
  });
});

describe('e-mail helpers', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
  it('splits lists on spaces, commas and semicolons', () => {
    expect(splitEmailList('a@x.com, b@y.org;c@z.net  d')).toEqual(['a@x.com', 'b@y.org', 'c@z.net', 'd']);
    expect(splitEmailList(' ;, ')).toEqual([]);
  });
  it('gives the lower-cased domain of valid addresses only', () => {
    expect(emailDomain('ada@Mail.Example.com')).toBe('mail.example.com');
    expect(emailDomain('nope')).toBeNull();
  });
  it('recognises internal users by domain or subdomain', () => {
    expect(isInternalUser(['me@gmail.com', 'Ada@WAYBOOK.app'], ['waybook.app'])).toBe(true);
    expect(isInternalUser(['ada@eu.waybook.app'], ['@waybook.app'])).toBe(true);
    expect(isInternalUser(['ada@notwaybook.app'], ['waybook.app'])).toBe(false);
    expect(isInternalUser(['ada@waybook.app'], [])).toBe(false);
    expect(isInternalUser([], ['waybook.app'])).toBe(false);
  });
});

describe('validateEmail and validateEmailList', () => {
  it('returns normalised addresses or a tagged error', () => {
    expect(validateEmail(' Ada@Example.com ')).toEqual(ok('ada@example.com'));
    expect(validateEmail('  ')).toEqual(err({ kind: 'required' }));
    expect(validateEmail('ada@')).toEqual(err({ kind: 'invalid' }));
  });
  it('validates lists, dropping duplicates and naming the first bad piece', () => {
    expect(validateEmailList('a@x.com; A@x.com b@y.org')).toEqual(ok(['a@x.com', 'b@y.org']));
    expect(validateEmailList('a@x.com, nope, also-bad')).toEqual(err({ kind: 'invalid', address: 'nope' }));
    expect(validateEmailList(' , ')).toEqual(err({ kind: 'required' }));
  });
  it('maps errors to message keys', () => {
    expect(emailErrorMessage({ kind: 'invalid' })).toEqual({ key: 'validation:email.invalid' });
    expect(emailErrorMessage({ kind: 'required' })).toEqual({ key: 'validation:required' });
  });
});
