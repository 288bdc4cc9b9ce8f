import { describe, expect, it } from 'vitest';
import type { AirPlan } from '../plans/types/air-plan.js';
import { bcbpIn, type ExtractableMessage, extractMessage } from './extract-message.js';
import type { ImportZoneResolver } from './reservation-plan-parts.js';

const zones: ImportZoneResolver = {
  forAirport: (code) => ({ CDG: 'Europe/Paris', JFK: 'America/New_York', YUL: 'America/Toronto', FRA: 'Europe/Berlin' })[code] ?? null,
  forPlace: () => null,
};
const BCBP = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const message = (parts: Partial<ExtractableMessage>): ExtractableMessage => ({
  messageId: '<m1@airfrance.example>',
  subject: 'Votre réservation X2Y3Z4',
  from: 'noreply@airfrance.example',
  receivedAt: new Date('2026-11-02T08:00:00Z'),
  html: '',
  text: '',
  attachments: [],
  ...parts,
});
const jsonLd = (flight: Record<string, unknown>) =>
  `<html><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'FlightReservation', reservationNumber: 'X2Y3Z4', underName: { '@type': 'Person', name: 'Marie Dupont' }, reservationFor: { '@type': 'Flight', ...flight } })}</script></html>`;
const ics = (...lines: string[]) => {
  const text = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
  return new TextEncoder().encode(text);
};
const air = (plan: unknown): AirPlan => plan as AirPlan;

describe('extractMessage', () => {
  it('a JSON-LD flight and the .ics of the same flight give one plan, the JSON-LD one completed with the arrival', () => {
    const html = jsonLd({ flightNumber: 'AF1234', departureAirport: 'CDG', arrivalAirport: 'JFK', departureTime: '2026-12-03T10:05:00+01:00' });
    const attachments = [
      {
        filename: 'AF1234.ics',
        contentType: 'application/octet-stream',
        bytes: ics('DTSTART:20261203T090500Z', 'DTEND:20261203T174000Z', 'SUMMARY:AF1234 CDG-JFK'),
      },
    ];
    const r = extractMessage(message({ html, attachments }), { passes: [], zones });
    expect(r.extractors).toEqual(['json-ld', 'icalendar']);
    expect(r.plans).toHaveLength(1);
    expect(r.plans[0]?.provenance).toEqual({
      extractor: 'json-ld',
      messageId: '<m1@airfrance.example>',
      subject: 'Votre réservation X2Y3Z4',
      sender: 'noreply@airfrance.example',
      receivedAt: '2026-11-02T08:00:00.000Z',
    });
    const s = air(r.plans[0]?.plan).segments;
    expect(s.map((x) => [x.startDateTime.time, x.endDateTime.time, x.endDateTime.timezone])).toEqual([['10:05:00', '12:40:00', 'America/New_York']]);
    expect(air(r.plans[0]?.plan).travelers.map((t) => t.lastName)).toEqual(['Dupont']);
  });

  it('a boarding pass in the text and the same pass in a wallet pass give one flight, timed from the pass', () => {
    const pass = {
      boardingPass: { transitType: 'PKTransitTypeAir', primaryFields: [{ key: 'departs', value: '2026-11-22T18:20-05:00' }] },
      barcodes: [{ format: 'PKBarcodeFormatPDF417', message: BCBP, messageEncoding: 'iso-8859-1' }],
    };
    const r = extractMessage(message({ text: `Boarding pass / Carte d'embarquement:\n${BCBP}    (show at the gate)\n` }), { passes: [pass], zones });
    expect(r.extractors).toEqual(['pkpass', 'bcbp']);
    expect(r.plans.map((p) => p.provenance.extractor)).toEqual(['pkpass']);
    expect(air(r.plans[0]?.plan).segments.map((x) => `${x.startAirportCode} ${x.startDateTime.date} ${x.startDateTime.time} ${x.seats}`)).toEqual([
      'YUL 2026-11-22 18:20:00 1A',
    ]);
  });

  it('reads .ics attachments only, and says which parts it could not read', () => {
    const attachments = [
      { filename: 'invoice.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80, 68, 70]) },
      { filename: 'broken.ics', contentType: 'text/calendar', bytes: new TextEncoder().encode('BEGIN:VCALENDAR\r\nnonsense\r\n') },
    ];
    const r = extractMessage(message({ attachments }), { passes: [{ storeCard: {} }], zones });
    expect(r.plans).toEqual([]);
    expect(r.extractors).toEqual([]);
    expect(r.problems.map((p) => [p.extractor, p.part])).toEqual([
      ['icalendar', 'broken.ics'],
      ['pkpass', 'pass 1'],
    ]);
  });

  it('a message with nothing structured gives nothing', () => {
    expect(extractMessage(message({ text: 'Merci pour votre visite. MERCI M1 M2' }), { passes: [], zones })).toEqual({
      plans: [],
      extractors: [],
      problems: [],
    });
  });
});

describe('bcbpIn', () => {
  it('finds each boarding pass in a text, without what follows on its line', () => {
    expect(bcbpIn(`Pass 1: ${BCBP}  Enjoy!\nnot a pass: M1ABC\n${BCBP}`).map((p) => p.legs[0]?.flightNumber)).toEqual(['834', '834']);
    expect(bcbpIn('XM1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100')).toEqual([]);
  });
});
