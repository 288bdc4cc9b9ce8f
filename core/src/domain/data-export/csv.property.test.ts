import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvText, parseCsv, spreadsheetSafe } from './csv.js';

// Fields with every character RFC 4180 treats specially, and any other text.
const field = fc.oneof(fc.string({ unit: fc.constantFrom(...'ab ,"\r\n\t=-é'.split('')), maxLength: 12 }), fc.string({ maxLength: 12 }));
const rows = fc.array(fc.array(field, { minLength: 1, maxLength: 6 }), { maxLength: 8 });

describe('CSV (RFC 4180) properties', () => {
  it('reads back exactly the rows it wrote', () => {
    fc.assert(
      fc.property(rows, (r) => {
        expect(parseCsv(csvText(r))).toEqual({ ok: true, value: r });
      }),
    );
  });

  it('quotes a field exactly when it holds a comma, a quote or a line break, and doubles its quotes', () => {
    fc.assert(
      fc.property(field, (f) => {
        const out = csvField(f);
        const special = /[",\r\n]/.test(f);
        expect(out.startsWith('"') && out.endsWith('"')).toBe(special);
        if (special) expect(out.slice(1, -1).replace(/""/g, '')).not.toContain('"');
        else expect(out).toBe(f);
      }),
    );
  });

  it('never lets a cell start like a formula, and changes nothing else', () => {
    fc.assert(
      fc.property(field, (f) => {
        const safe = spreadsheetSafe(f);
        expect(/^[=+\-@\t\r]/.test(safe)).toBe(false);
        expect(safe === f || safe === `'${f}`).toBe(true);
      }),
    );
  });
});
