import { err, ok, type Result } from '../result.js';

/**
 * One content line of an iCalendar file (RFC 5545 §3.1), unfolded: upper-case name, parameters
 * (upper-case names, values without their quotes) and the raw value (text escapes still in).
 *
 * @example
 * const p: IcsProperty = { name: 'DTSTART', params: { TZID: 'Europe/Paris' }, value: '20261203T100500' };
 */
export interface IcsProperty {
  readonly name: string;
  readonly params: Readonly<Record<string, string>>;
  readonly value: string;
}

/**
 * A BEGIN/END block (VCALENDAR, VEVENT, VTIMEZONE, VALARM...) with its properties and children.
 *
 * @example
 * const c: IcsComponent = { name: 'VEVENT', properties: [], components: [] };
 */
export interface IcsComponent {
  readonly name: string;
  readonly properties: readonly IcsProperty[];
  readonly components: readonly IcsComponent[];
}

/**
 * Why a text is not an iCalendar file: the reason and the 1-based unfolded line where it showed.
 *
 * @example
 * const e: IcsError = { reason: 'unbalanced', line: 12, detail: 'END:VEVENT closes BEGIN:VALARM' };
 */
export interface IcsError {
  readonly reason: 'no-calendar' | 'bad-line' | 'unbalanced';
  readonly line: number;
  readonly detail: string;
}

/** Joins folded lines (CRLF or LF, then a space or tab) and splits into content lines. */
function unfold(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n|\r/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
}

/** Splits `NAME;P=v;Q="a:b":value` at the first colon outside quotes. */
function contentLine(line: string): IcsProperty | undefined {
  let quoted = false;
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === ';') {
      parts.push(line.slice(start, i));
      start = i + 1;
    } else if (!quoted && c === ':') {
      parts.push(line.slice(start, i));
      const [name = '', ...params] = parts;
      if (!/^[A-Za-z0-9-]+$/.test(name)) return undefined;
      const entries = params.map((p) => {
        const eq = p.indexOf('=');
        return [p.slice(0, eq < 0 ? p.length : eq).toUpperCase(), eq < 0 ? '' : p.slice(eq + 1).replace(/^"(.*)"$/, '$1')];
      });
      return { name: name.toUpperCase(), params: Object.fromEntries(entries), value: line.slice(i + 1) };
    }
  }
  return undefined;
}

interface Open {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

/**
 * Reads an iCalendar text (RFC 5545: CRLF or LF line ends, folded lines, quoted parameters)
 * into its top-level components, usually one VCALENDAR. Blank lines are skipped; a line with no
 * colon, an END that closes the wrong block or no VCALENDAR at all is an {@link IcsError}.
 * Never throws.
 *
 * @example
 * parseICalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Dinner\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n')
 * // ok([{ name: 'VCALENDAR', properties: [], components: [{ name: 'VEVENT', properties: [{ name: 'SUMMARY', ... }] ... }] }])
 */
export function parseICalendar(text: string): Result<IcsComponent[], IcsError> {
  const roots: IcsComponent[] = [];
  const stack: Open[] = [];
  const lines = unfold(text);
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const property = contentLine(line);
    const at = index + 1;
    if (!property) return err({ reason: 'bad-line', line: at, detail: `no name and colon in '${line.slice(0, 40)}'` });
    const top = stack[stack.length - 1];
    if (property.name === 'BEGIN') stack.push({ name: property.value.trim().toUpperCase(), properties: [], components: [] });
    else if (property.name === 'END') {
      const name = property.value.trim().toUpperCase();
      if (!top || top.name !== name) return err({ reason: 'unbalanced', line: at, detail: `END:${name} closes ${top ? `BEGIN:${top.name}` : 'nothing'}` });
      stack.pop();
      (stack[stack.length - 1]?.components ?? roots).push(top);
    } else if (top) top.properties.push(property);
  }
  if (stack.length > 0) return err({ reason: 'unbalanced', line: lines.length, detail: `BEGIN:${stack[stack.length - 1]?.name ?? ''} is never closed` });
  if (!roots.some((c) => c.name === 'VCALENDAR')) return err({ reason: 'no-calendar', line: 1, detail: 'no BEGIN:VCALENDAR' });
  return ok(roots);
}

/**
 * The text of a TEXT value with its RFC 5545 escapes undone (`\n` and `\N` new line, `\,` `\;`
 * `\\`).
 *
 * @example
 * icsText('Gate B\\, Terminal 2\\nSeat 14A') // 'Gate B, Terminal 2\nSeat 14A'
 */
export function icsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
