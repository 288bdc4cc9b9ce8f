import { describe, expect, it } from 'vitest';
import { csvField, csvText, parseCsv, spreadsheetSafe } from './csv.js';

describe('CSV (RFC 4180)', () => {
  it('quotes only what needs it', () => {
    expect(csvField('Lyon')).toBe('Lyon');
    expect(csvField('Paris, France')).toBe('"Paris, France"');
    expect(csvField('the "best" room')).toBe('"the ""best"" room"');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('ends every record with CRLF', () => {
    expect(
      csvText([
        ['type', 'name'],
        ['note', 'a, b'],
      ]),
    ).toBe('type,name\r\nnote,"a, b"\r\n');
    expect(csvText([])).toBe('');
  });

  it('reads quoted fields, doubled quotes, empty fields and bare LF records', () => {
    expect(parseCsv('a,"b, ""c"""\r\n')).toEqual({ ok: true, value: [['a', 'b, "c"']] });
    expect(parseCsv('a,,\nb')).toEqual({ ok: true, value: [['a', '', ''], ['b']] });
  });

  it('refuses a stray quote, text after a closing quote and an unclosed quote', () => {
    expect(parseCsv('a"b\r\n')).toEqual({ ok: false, error: { reason: 'quote-in-unquoted-field', offset: 1 } });
    expect(parseCsv('"a"b\r\n')).toEqual({ ok: false, error: { reason: 'text-after-quote', offset: 3 } });
    expect(parseCsv('x,"open')).toEqual({ ok: false, error: { reason: 'unclosed-quote', offset: 2 } });
  });

  it('neutralises formulas for spreadsheets', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(spreadsheetSafe('+33 1 23')).toBe("'+33 1 23");
    expect(spreadsheetSafe('Dinner')).toBe('Dinner');
  });
});
