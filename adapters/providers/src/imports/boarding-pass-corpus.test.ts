import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractMessage, validatePlan, type ImportZoneResolver, type Plan, type PlanDateTime } from '@waybook/core';
import { fileMessage } from '@waybook/core/server';
import { describe, expect, it } from 'vitest';
import { MailparserMessageParser } from './mail-message-parser.js';
import { FflatePassUnpacker } from './pkpass-unpacker.js';
import { ZxingBarcodeReader } from './zxing-barcode-reader.js';

// The boarding passes of the import corpus (scripts/make-boarding-pass-fixtures.mjs made them):
// each PDF and picture through the barcode reader, its texts as the text of a message through
// core's extractMessage, as an upload is read; the forwarded e-mail through fileMessage.
const dir = join(import.meta.dirname, '../../../../test/fixtures/imports');
const files = readdirSync(dir).filter((f) => /\.(pdf|png|jpe?g|gif)$/.test(f));
type Expected = { texts: string[]; extractors: string[]; plans: unknown[] };
const expected = JSON.parse(readFileSync(join(dir, 'boarding-pass-corpus.expected.json'), 'utf8')) as Record<string, Expected>;

const AIRPORTS: Readonly<Record<string, string>> = {
  ...{ BER: 'Europe/Berlin', FRA: 'Europe/Berlin', SIN: 'Asia/Singapore', SYD: 'Australia/Sydney', HND: 'Asia/Tokyo', CTS: 'Asia/Tokyo' },
  ...{ YUL: 'America/Toronto', GVA: 'Europe/Zurich', CDG: 'Europe/Paris', ORY: 'Europe/Paris', NCE: 'Europe/Paris', MRS: 'Europe/Paris' },
  JFK: 'America/New_York',
};
const zones: ImportZoneResolver = { forAirport: (code) => AIRPORTS[code] ?? null, forPlace: () => null };
const received = new Date('2026-01-15T09:00:00Z');
const reader = new ZxingBarcodeReader();

// What a traveler checks on the plan page (core's corpus summary, for flights).
const when = (d: PlanDateTime) => [d.date, d.time.slice(0, 5), d.timezone].filter((x) => x !== '').join(' ');
function summary(plan: Plan): Record<string, unknown> {
  const head = { type: plan.type, name: plan.meta.displayName, confirmation: plan.booking.supplierConfirmationNumber, supplier: plan.booking.supplierName };
  if (plan.type !== 'air') return head;
  return {
    ...head,
    travelers: plan.travelers.map((p) => `${p.firstName} ${p.lastName}`.trim()),
    segments: plan.segments.map(
      (s) =>
        `${s.marketingAirlineCode}${s.marketingFlightNumber} ${s.startAirportCode} ${when(s.startDateTime)} -> ${s.endAirportCode} ${when(s.endDateTime)} seats ${s.seats}`,
    ),
  };
}

function extracted(text: string, subject: string) {
  const message = { messageId: '', subject, from: '', to: [], receivedAt: received, html: '', text, attachments: [] };
  return extractMessage(message, { passes: [], zones });
}

describe('the boarding passes of the import corpus', () => {
  it('covers every PDF and picture', () => {
    expect(files.sort()).toEqual(
      Object.keys(expected)
        .filter((f) => !f.endsWith('.eml'))
        .sort(),
    );
  });

  it.each(files)('%s: the barcode texts exactly, and the flights they hold', async (file) => {
    const texts = await reader.read(new Uint8Array(readFileSync(join(dir, file))), file.endsWith('.pdf') ? 'pdf' : 'image');
    expect(texts).toEqual(expected[file]?.texts);
    const result = extracted(texts.join('\n'), file);
    expect(result.plans.map((p) => summary(p.plan))).toEqual(expected[file]?.plans);
    expect(result.extractors).toEqual(expected[file]?.extractors);
    expect(result.plans.flatMap((p) => validatePlan(p.plan))).toEqual([]);
    expect(result.problems).toEqual([]);
  });

  it('eml-boardingpass-pdf.eml: a forwarded e-mail with the PDF attached gives its flight', async () => {
    const io = { parser: new MailparserMessageParser({ now: () => received }), unpacker: new FflatePassUnpacker(), barcodes: reader };
    const read = await fileMessage(io, 'eml', new Uint8Array(readFileSync(join(dir, 'eml-boardingpass-pdf.eml'))), 'bp.eml', received);
    const want = expected['eml-boardingpass-pdf.eml'];
    if (read === undefined) throw new Error('the e-mail did not read');
    for (const text of want?.texts ?? []) expect(read.message.text).toContain(text);
    const result = extractMessage(read.message, { passes: read.passes, zones });
    expect(result.plans.map((p) => summary(p.plan))).toEqual(want?.plans);
    expect(result.extractors).toEqual(want?.extractors);
  });
});
