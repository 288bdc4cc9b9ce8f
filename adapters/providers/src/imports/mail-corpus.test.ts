import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makePkpass } from '../../../../test/fixtures/imports/make-pkpass.mjs';
import { MailparserMessageParser } from './mail-message-parser.js';
import { FflatePassUnpacker } from './pkpass-unpacker.js';

const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url));
const parser = new MailparserMessageParser({ now: () => new Date('2030-01-01T00:00:00Z') });

interface Expected {
  readonly subject: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly receivedAt: string;
  readonly messageId: string;
  readonly html: readonly string[];
  readonly text: readonly string[];
  readonly attachments: readonly [filename: string, contentType: string, size: number][];
}

const corpus: Record<string, Expected> = {
  'eml-airline-jsonld-qp.eml': {
    subject: 'Your booking confirmation X2Y3Z4 – Paris → New York',
    from: 'confirmation@mail.example-airline.com',
    to: ['marie.dupont@example.org'],
    receivedAt: '2026-10-15T08:12:33.000Z',
    messageId: '<20261015081233.X2Y3Z4.7731@mail.example-airline.com>',
    html: ['<script type="application/ld+json">', '"flightNumber": "AF006"', '"departureTime": "2026-12-03T10:05:00+01:00"', 'Outbound &ndash; Thu 3 Dec 2026'],
    text: ['Your booking reference is X2Y3Z4.', 'Air France – Manage my booking'],
    attachments: [],
  },
  'eml-hotel-fr-latin1.eml': {
    subject: "Confirmation de votre réservation CEL-448213 à l'Hôtel des Célestins",
    from: 'reservations@hotel-celestins.example',
    to: ['marie.dupont@example.org'],
    receivedAt: '2026-11-02T17:41:07.000Z',
    messageId: '<CEL-448213.1762105267@hotel-celestins.example>',
    html: ['"name": "Hôtel des Célestins"', '"lodgingUnitDescription": "Chambre double supérieure, vue sur cour"', '"name": "Voyages Rhône"'],
    text: ['Votre séjour est confirmé.', 'Hôtel des Célestins · 4 rue des Archers', 'Numéro de confirmation : CEL-448213'],
    attachments: [],
  },
  'eml-car-de-base64.eml': {
    subject: 'Ihre Buchungsbestätigung EM-7734129 – München Flughafen',
    from: 'buchung@europa-mietwagen.example',
    to: ['jonas.becker@example.de'],
    receivedAt: '2026-05-12T12:03:55.000Z',
    messageId: '<em7734129.20260512140355@mailer.europa-mietwagen.example>',
    html: ['itemtype="http://schema.org/RentalCarReservation"', '<time itemprop="pickupTime" datetime="2026-07-01T09:00">'],
    // HTML only: the text is derived from it.
    text: ['Buchungsnummer: EM-7734129', 'München Flughafen, Terminal 2', 'Berlin Hauptbahnhof'],
    attachments: [],
  },
  'eml-rail-fr-ics.eml': {
    subject: 'Confirmation de votre voyage – Paris → Marseille, dim. 17 mai',
    from: 'noreply@sncf-connect.example',
    to: ['camille.leroy@example.fr'],
    receivedAt: '2026-04-01T12:00:02.000Z',
    messageId: '<QPLM4X-6611.1775044802@sncf-connect.example>',
    html: ['<img src="cid:logo-sncf@connect"', 'Référence de réservation&nbsp;: <b>QPLM4X</b>'],
    text: ['Référence de réservation : QPLM4X'],
    // The cid: logo (no file name, part of the HTML) is dropped.
    attachments: [['voyage-QPLM4X.ics', 'text/calendar', 757]],
  },
  'eml-restaurant-ja-iso2022jp.eml': {
    subject: '【京料理 しらかわ】ご予約確認 4月5日（日）19:00 2名様',
    from: 'yoyaku@shirakawa-kyoto.example',
    to: ['hanako.sato@example.jp'],
    receivedAt: '2026-03-22T02:20:45.000Z',
    messageId: '<r-KY-20260405-118@shirakawa-kyoto.example>',
    html: ['"@type": "FoodEstablishmentReservation"', '"name": "京料理 しらかわ"', '<th>予約番号</th><td>KY-20260405-118</td>'],
    text: ['この度は「京料理 しらかわ」をご予約いただき', '2026年4月5日（日）19:00'],
    attachments: [],
  },
  'eml-forwarded-gmail-airline.eml': {
    subject: 'Fwd: Your booking confirmation X2Y3Z4 – Paris → New York',
    from: 'claire.martin@example.com',
    to: ['plans@waybook.example'],
    receivedAt: '2026-10-16T19:04:17.000Z',
    messageId: '<CAJx3k9vQ4fWd2bT7n+8rEoP1mZs0yGq5HcLuA6iNwVt3KpYxFg@mail.gmail.example>',
    html: ['---------- Forwarded message ---------', '"flightNumber": "1234"', '"iataCode": "CDG"'],
    text: ['---------- Forwarded message ---------', 'From: Air France <confirmation@mail.example-airline.com>', 'your booking reference is X2Y3Z4'],
    attachments: [['AF1234-X2Y3Z4.ics', 'text/calendar', 1019]],
  },
  'eml-forwarded-attached-rail-fr.eml': {
    subject: 'Fwd: Confirmation de votre voyage – Paris → Marseille, dim. 17 mai',
    from: 'camille.leroy@example.fr',
    to: ['plans@waybook.example'],
    receivedAt: '2026-04-02T07:15:48.000Z',
    messageId: '<5b1e0c2a-7d41-4f0e-9a53-2c8f6e1d9b70@example.fr>',
    // The attached original is opened: its HTML, its text after the forward's, its .ics surfaces.
    html: ['Référence de réservation&nbsp;: <b>QPLM4X</b>'],
    text: ['Le billet pour Marseille, en pièce jointe.', 'Référence de réservation : QPLM4X'],
    attachments: [['voyage-QPLM4X.ics', 'text/calendar', 757]],
  },
  'eml-boardingpass-pkpass.eml': {
    subject: "Votre carte d'embarquement / Your boarding pass – AC834 YUL-FRA",
    from: 'confirmationsac@email.aircanada.example',
    to: ['luc.desmarais@example.ca'],
    receivedAt: '2026-11-22T15:02:11.000Z',
    messageId: '<bp.0142125566778.YULFRA@email.aircanada.example>',
    html: ['<b>AC 834</b>', 'Porte / Gate A52'],
    text: ['AC 834  Montréal (YUL) -> Frankfurt (FRA)'],
    attachments: [['BoardingPass.pkpass', 'application/vnd.apple.pkpass', 1632]],
  },
};

describe('MailparserMessageParser over the .eml corpus', () => {
  it.each(Object.entries(corpus))('%s', async (name, expected) => {
    const message = await parser.parse(fixture(name));
    const { subject, from, to, messageId } = message;
    expect({ subject, from, to, messageId, receivedAt: message.receivedAt.toISOString() }).toEqual({
      subject: expected.subject,
      from: expected.from,
      to: expected.to,
      messageId: expected.messageId,
      receivedAt: expected.receivedAt,
    });
    for (const piece of expected.html) expect(message.html).toContain(piece);
    for (const piece of expected.text) expect(message.text).toContain(piece);
    expect(message.attachments.map((a) => [a.filename, a.contentType, a.bytes.length])).toEqual(expected.attachments);
  });

  it('hands over the calendar attachment byte for byte', async () => {
    const [ics] = (await parser.parse(fixture('eml-rail-fr-ics.eml'))).attachments;
    const expected = fixture('ics-rail-fr.ics').toString('utf8');
    expect(Buffer.from(ics?.bytes ?? []).toString('utf8')).toBe(expected);
  });

  it('carries the pass that make-pkpass.mjs builds, and its pass.json opens', async () => {
    const [pass] = (await parser.parse(fixture('eml-boardingpass-pkpass.eml'))).attachments;
    const built: Uint8Array = makePkpass();
    expect(Buffer.from(pass?.bytes ?? []).equals(Buffer.from(built))).toBe(true);
    expect(await new FflatePassUnpacker().passJson(pass?.bytes ?? new Uint8Array())).toEqual(JSON.parse(fixture('pkpass-airline-bcbp.json').toString('utf8')));
  });
});
