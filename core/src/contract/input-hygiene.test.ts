import { describe, expect, it } from 'vitest';
import {
  decodeComponentStrictly,
  firstUncleanFormField,
  firstUncleanPath,
  isCleanText,
  isCleanUrlPath,
  printableText,
  uncleanFieldError,
} from './input-hygiene.js';

describe('isCleanText', () => {
  it('accepts text that UTF-8 can carry, surrogate pairs included', () => {
    expect(isCleanText('')).toBe(true);
    expect(isCleanText('Café 🌍 東京')).toBe(true);
    expect(isCleanText('line\nbreak\ttab')).toBe(true);
  });
  it('refuses NUL and lone surrogates anywhere', () => {
    expect(isCleanText('a\u0000b')).toBe(false);
    expect(isCleanText('\uD83C')).toBe(false);
    expect(isCleanText('x\uDF0Dy')).toBe(false);
    expect(isCleanText('\uDF0D\uD83C')).toBe(false);
  });
  it('printableText replaces what is unclean', () => {
    expect(printableText('a\u0000b\uD800')).toBe('a\uFFFDb\uFFFD');
    expect(printableText('🌍')).toBe('🌍');
  });
});

describe('firstUncleanPath', () => {
  it('names the first unclean field as the Error object names fields', () => {
    expect(firstUncleanPath({ Profile: { company: 'a\u0000' } })).toBe('Profile.company');
    expect(firstUncleanPath({ a: ['ok', '\uDC00'] })).toBe('a.1');
    expect(firstUncleanPath({ Trip: { StartDateTime: { date: '2026-01-01', timezone: '\u0000' } } })).toBe('Trip.StartDateTime.timezone');
  });
  it('names an unclean key with U+FFFD in place of the bad characters', () => {
    expect(firstUncleanPath({ Profile: { 'bad\u0000key': 1 } })).toBe('Profile.bad\uFFFDkey');
  });
  it('names a bare string by its root and passes clean values', () => {
    expect(firstUncleanPath('\u0000')).toBe('body');
    expect(firstUncleanPath('\u0000', 'query')).toBe('query');
    expect(firstUncleanPath({ a: 1, b: 'fine', c: [true, null, { d: '🌍' }] })).toBeNull();
  });
});

describe('decodeComponentStrictly', () => {
  it('decodes UTF-8 escapes', () => {
    expect(decodeComponentStrictly('caf%C3%A9')).toBe('café');
    expect(decodeComponentStrictly('a+b')).toBe('a+b');
    expect(decodeComponentStrictly('a+b', true)).toBe('a b');
  });
  it.each(['%ZZ', '%', '%C0%AF', '%ED%A0%80', '%FF%FE', '%00', 'a%00b'])('refuses %s', (raw) => {
    expect(decodeComponentStrictly(raw)).toBeNull();
  });
});

describe('firstUncleanFormField', () => {
  it('names the first bad field of a query or form', () => {
    expect(firstUncleanFormField('?token=%00&l=fr-FR')).toBe('token');
    expect(firstUncleanFormField('a=1&b=%FF%FE')).toBe('b');
    expect(firstUncleanFormField('%ZZ=1')).toBe('%ZZ');
    expect(firstUncleanFormField('flag&x=%C0%AF')).toBe('x');
  });
  it('passes clean ones', () => {
    expect(firstUncleanFormField('')).toBeNull();
    expect(firstUncleanFormField('?')).toBeNull();
    expect(firstUncleanFormField('q=caf%C3%A9+au+lait&empty=&flag')).toBeNull();
  });
});

describe('isCleanUrlPath', () => {
  it('checks every segment', () => {
    expect(isCleanUrlPath('/p/abc%20def')).toBe(true);
    expect(isCleanUrlPath('/api/v2/get/trip/uuid/123')).toBe(true);
    for (const bad of ['/p/%00', '/trip/image/%00', '/plan/document/%00', '/app/%ZZ', '/app/%C0%AF', '/app/%ED%A0%80', '/app/%FF%FE']) {
      expect(isCleanUrlPath(bad), bad).toBe(false);
    }
  });
});

describe('uncleanFieldError', () => {
  it('is a 400 naming the field, printable', () => {
    const e = uncleanFieldError('Profile.bad\u0000');
    expect(e.status).toBe(400);
    expect(e.code).toBe('bad_request');
    expect(e.detailedErrorCode).toBe('invalid_field:Profile.bad\uFFFD');
    expect(isCleanText(e.description)).toBe(true);
  });
});

describe('firstUncleanPath on deep values', () => {
  it('walks 200,000 levels of nesting without overflowing the stack', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(firstUncleanPath(deep)?.split('.').length).toBe(depth);
    expect(firstUncleanPath(JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown)).toBeNull();
  });
  it('finds an unclean key before walking into the values beside it', () => {
    expect(firstUncleanPath({ a: { b: '\u0000' }, 'c\u0000': 1 })).toBe('c\uFFFD');
  });
});
