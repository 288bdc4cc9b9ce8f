import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validatePlan } from '../plans/validation/validate-plan.js';
import type { ExtractableMessage } from './extract-message.js';
import { extractMessage } from './extract-message.js';
import { summary, zones as htmlZones } from './html-corpus.test.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';

// The whole fixture corpus through extractMessage, one message per fixture: an HTML mail as its
// body, an .ics as its attachment, a pass.json as an unpacked pass, a BCBP string in its text.
const dir = join(import.meta.dirname, '../../../../test/fixtures/imports');
const corpus = readdirSync(dir).filter((f) => /\.(html|ics|json|txt)$/.test(f) && !f.endsWith('.expected.json'));
// Per fixture: the extractors that find something, and the plans (an HTML mail's are in its own .expected.json).
const expected = JSON.parse(readFileSync(join(dir, 'message-corpus.expected.json'), 'utf8')) as Record<string, { extractors: string[]; plans?: unknown[] }>;

const AIRPORTS: Readonly<Record<string, string>> = {
  ...{ FRA: 'Europe/Berlin', BER: 'Europe/Berlin', YUL: 'America/Toronto', GVA: 'Europe/Zurich', SIN: 'Asia/Singapore', SYD: 'Australia/Sydney' },
  ...{ HND: 'Asia/Tokyo', CTS: 'Asia/Tokyo', LHR: 'Europe/London', AMS: 'Europe/Amsterdam', MAD: 'Europe/Madrid', BCN: 'Europe/Madrid' },
};
const zones: ImportZoneResolver = {
  forAirport: (code) => htmlZones.forAirport(code) ?? AIRPORTS[code] ?? null,
  forPlace: (text) =>
    htmlZones.forPlace(text) ?? (/montreux|stravinski|marseille/i.test(text) ? (/marseille/i.test(text) ? 'Europe/Paris' : 'Europe/Zurich') : null),
};

export function messageOf(file: string): { message: ExtractableMessage; passes: unknown[] } {
  const content = readFileSync(join(dir, file));
  const text = content.toString('utf8');
  const base = { messageId: `<${file}@corpus.test>`, subject: file, from: 'traveler@example.com', receivedAt: new Date('2026-01-15T09:00:00Z') };
  if (file.endsWith('.html')) return { message: { ...base, html: text, text: '', attachments: [] }, passes: [] };
  if (file.endsWith('.ics')) {
    const attachments = [{ filename: file, contentType: 'text/calendar; charset=utf-8', bytes: new Uint8Array(content) }];
    return { message: { ...base, html: '', text: 'See the attached calendar.', attachments }, passes: [] };
  }
  if (file.endsWith('.json')) return { message: { ...base, html: '', text: '', attachments: [] }, passes: [JSON.parse(text) as unknown] };
  return { message: { ...base, html: '', text: `Your boarding pass:\n${text.trim()}\nHave a nice flight.`, attachments: [] }, passes: [] };
}

describe('extractMessage over the fixture corpus', () => {
  it('covers every fixture', () => {
    expect(Object.keys(expected).sort()).toEqual([...corpus].sort());
  });

  it.each(corpus)('%s gives the expected plans, each valid, with provenance', (file) => {
    const { message, passes } = messageOf(file);
    const result = extractMessage(message, { passes, zones });
    const htmlExpected = file.endsWith('.html')
      ? (JSON.parse(readFileSync(join(dir, file.replace(/\.html$/, '.expected.json')), 'utf8')) as unknown)
      : undefined;
    expect(result.plans.map((p) => summary(p.plan))).toEqual(htmlExpected ?? expected[file]?.plans);
    expect(result.extractors).toEqual(expected[file]?.extractors);
    expect(result.plans.flatMap((p) => validatePlan(p.plan))).toEqual([]);
    expect(result.problems).toEqual([]);
    for (const p of result.plans) expect(p.provenance).toMatchObject({ messageId: message.messageId, subject: file, sender: 'traveler@example.com' });
  });
});
