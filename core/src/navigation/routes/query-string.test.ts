import { describe, expect, it } from 'vitest';
import { formatQuery, parseQuery } from './query-string.js';

describe('query strings', () => {
  it('parses like URLSearchParams', () => {
    expect(parseQuery('?redirect_type=trip_summary&trip_uuid=t1')).toEqual({ redirect_type: 'trip_summary', trip_uuid: 't1' });
    expect(parseQuery('a=1&a=2&b&c=x+y%21')).toEqual({ a: '2', b: '', c: 'x y!' });
    expect(parseQuery('')).toEqual({});
    expect(parseQuery('?bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
  });
  it('formats with encoding, leaving out undefined values', () => {
    expect(formatQuery({ st: 'a b&c', rw: '1' })).toBe('?st=a%20b%26c&rw=1');
    expect(formatQuery({ redirect_type: undefined })).toBe('');
  });
});
