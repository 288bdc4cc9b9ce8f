import { err, ok, type Result } from '../result.js';

/**
 * Writes one CSV field as RFC 4180 asks: as it is, unless it holds a comma, a double quote, a
 * carriage return or a line feed; then between double quotes, each double quote doubled.
 *
 * @example
 * csvField('Lyon')            // 'Lyon'
 * csvField('Paris, France')   // '"Paris, France"'
 * csvField('the "best" room') // '"the ""best"" room"'
 */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Writes rows as an RFC 4180 CSV text: fields joined by commas, every record ended by CRLF (the
 * last one too). `parseCsv` reads it back to the same rows.
 *
 * @example
 * csvText([['type', 'name'], ['note', 'a, b']]) // 'type,name\r\nnote,"a, b"\r\n'
 */
export function csvText(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/**
 * Why a text is not RFC 4180 CSV: a quote inside an unquoted field, text after a closing quote,
 * or a quoted field never closed; `offset` is where it showed (0-based, UTF-16 units).
 *
 * @example
 * const e: CsvError = { reason: 'unclosed-quote', offset: 4 };
 */
export interface CsvError {
  readonly reason: 'quote-in-unquoted-field' | 'text-after-quote' | 'unclosed-quote';
  readonly offset: number;
}

/**
 * Reads an RFC 4180 CSV text into rows of fields (records end with CRLF, or a bare LF; a
 * final line break ends the last record and adds no empty one). The inverse of `csvText`.
 *
 * @example
 * parseCsv('a,"b, ""c"""\r\n') // ok([['a', 'b, "c"']])
 * parseCsv('a"b\r\n').ok       // false
 */
export function parseCsv(text: string): Result<string[][], CsvError> {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  if (text === '') return ok(rows);
  for (;;) {
    let field = '';
    if (text[i] === '"') {
      const open = i;
      i += 1;
      for (;;) {
        if (i >= text.length) return err({ reason: 'unclosed-quote', offset: open });
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
      if (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') return err({ reason: 'text-after-quote', offset: i });
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') return err({ reason: 'quote-in-unquoted-field', offset: i });
        field += text[i];
        i += 1;
      }
    }
    row.push(field);
    if (i >= text.length) {
      rows.push(row);
      return ok(rows);
    }
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    // A record ends: CRLF or LF (a lone CR too).
    i += text[i] === '\r' && text[i + 1] === '\n' ? 2 : 1;
    rows.push(row);
    row = [];
    if (i >= text.length) return ok(rows);
  }
}

/**
 * A cell a spreadsheet will not run: text that starts with `=`, `+`, `-`, `@`, a tab or a carriage
 * return (a formula to Excel, LibreOffice and Sheets) gets a leading apostrophe, as OWASP advises
 * for CSV files; any other text is kept as it is. Plan names come from every participant of a
 * shared trip, so an export never carries their formulas into the reader's spreadsheet.
 *
 * @example
 * spreadsheetSafe('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 * spreadsheetSafe('Dinner')                 // 'Dinner'
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
