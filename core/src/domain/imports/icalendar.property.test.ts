import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readICalendarEvents } from './icalendar-events.js';
import { icalendarToSchemaOrg } from './icalendar-schema-org.js';
import { icsText, parseICalendar } from './icalendar.js';

const escape = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
/** Folds a content line after the given character counts, with CRLF or LF and a space or tab. */
function fold(line: string, cuts: readonly number[], eol: string, blank: string): string {
  const at = [...new Set(cuts.map((c) => c % Math.max(line.length, 1)))].filter((c) => c > 0).sort((a, b) => a - b);
  let out = '';
  let from = 0;
  for (const c of at) {
    out += `${line.slice(from, c)}${eol}${blank}`;
    from = c;
  }
  return out + line.slice(from);
}
const text = fc.string({ unit: fc.constantFrom(...'abc XYZ,;\\\n:é→"'.split('')), maxLength: 60 });
const cuts = fc.array(fc.nat(200), { maxLength: 5 });
const eol = fc.constantFrom('\r\n', '\n');

describe('iCalendar: properties', () => {
  it('a summary survives escaping and folding', () => {
    fc.assert(
      fc.property(text, cuts, eol, fc.constantFrom(' ', '\t'), (summary, at, end, blank) => {
        const line = fold(`SUMMARY:${escape(summary)}`, at, end, blank);
        const r = readICalendarEvents(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', line, 'END:VEVENT', 'END:VCALENDAR'].join(end));
        expect(r.ok && r.value[0]?.summary).toBe(summary.trim());
      }),
    );
  });
  it('undoing escapes is the inverse of escaping', () => {
    fc.assert(fc.property(text, (s) => icsText(escape(s)) === s));
  });
  it('a local time keeps its wall clock and zone whatever the DTSTART is', () => {
    const stamp = fc.date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 0, 1)), noInvalidDate: true });
    const zone = fc.constantFrom('Europe/Paris', 'Asia/Tokyo', 'America/Bogota');
    fc.assert(
      fc.property(stamp, zone, (d, z) => {
        const iso = d.toISOString().slice(0, 19);
        const ics = `BEGIN:VCALENDAR\nBEGIN:VEVENT\nSUMMARY:x\nDTSTART;TZID=${z}:${iso.replace(/[-:]/g, '')}\nEND:VEVENT\nEND:VCALENDAR`;
        const r = readICalendarEvents(ics);
        expect(r.ok && r.value[0]?.start).toEqual({ value: iso, zone: z });
      }),
    );
  });
  it('never throws, whatever the text', () => {
    const lines = fc.array(
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom('BEGIN:VCALENDAR', 'END:VCALENDAR', 'BEGIN:VEVENT', 'END:VEVENT', 'DTSTART:2026', 'DURATION:PXYZ', 'DTSTART;TZID=:20260101T000000'),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(lines, eol, (ls, end) => typeof icalendarToSchemaOrg(ls.join(end)).ok === 'boolean' && typeof parseICalendar(ls.join(end)).ok === 'boolean'),
    );
  });
});
