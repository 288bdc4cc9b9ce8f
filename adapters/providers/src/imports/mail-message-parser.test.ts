import { readFileSync } from 'node:fs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MailparserMessageParser, MessageRejectedError, type MessageRejection } from './mail-message-parser.js';

const NOW = new Date('2030-01-01T00:00:00Z');
const parser = new MailparserMessageParser({ now: () => NOW });
const fixture = (name: string) => readFileSync(new URL(`../../../../test/fixtures/imports/${name}`, import.meta.url));
const eml = (text: string) => new Uint8Array(Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8'));
const HEAD = 'From: Ada <ada@example.com>\nTo: plans@waybook.example\nSubject: Trip\nDate: Tue, 3 Mar 2026 10:00:00 +0100\nMessage-ID: <m1@example.com>\n';

let boundaries = 0;
/** A multipart/mixed message with a text part and the given parts (each with its own headers). */
function mixed(parts: readonly string[], head = HEAD): Uint8Array {
  const b = `b${++boundaries}`;
  const body = parts.map((p) => `--${b}\n${p}\n`).join('');
  return eml(
    `${head}MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="${b}"\n\n--${b}\nContent-Type: text/plain\n\nSee attached.\n${body}--${b}--\n`,
  );
}
const base64Part = (headers: string, bytes: Uint8Array) => `${headers}\nContent-Transfer-Encoding: base64\n\n${Buffer.from(bytes).toString('base64')}`;

async function refusal(raw: Uint8Array, p = parser): Promise<MessageRejection> {
  const error: unknown = await p.parse(raw).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MessageRejectedError)) throw new Error(`expected a MessageRejectedError, got ${String(error)}`);
  return error.reason;
}

describe('MailparserMessageParser refuses what is not a message', () => {
  it.each([
    ['empty bytes', new Uint8Array()],
    ['a PDF', strToU8('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')],
    ['a zip (a .pkpass uploaded as .eml)', zipSync({ 'pass.json': strToU8('{}') })],
    ['a PNG', new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64'))],
    ['JSON', strToU8('{"from": "ada@example.com", "subject": "Trip"}')],
    ['plain text', strToU8('Hello,\nhere is my flight: AF006 on 3 December.\n')],
    ['a blank line first', eml(`\n${HEAD}\nbody`)],
    ['headers no message has', eml('Hello: world\nX-Thing: 1\n\nbody\n')],
    ['a NUL byte in the headers', eml('From: ada@example.com\nSubject: a\u0000b\n\nbody\n')],
    ['an mbox separator line and nothing else', strToU8('From ada@example.com Tue Mar  3 10:00:00 2026\n')],
  ])('%s', async (_, raw) => {
    expect(await refusal(raw)).toBe('not-a-message');
  });

  it('refuses a message over the size limit before parsing it (25 MB by default, configurable)', async () => {
    const big = mixed([base64Part('Content-Type: application/pdf; name="a.pdf"', new Uint8Array(19 * 1024 * 1024))]);
    expect(big.length).toBeGreaterThan(25 * 1024 * 1024);
    expect(await refusal(big)).toBe('too-large');
    const small = fixture('eml-airline-jsonld-qp.eml');
    expect(await refusal(small, new MailparserMessageParser({ now: () => NOW }, { maxBytes: 4096 }))).toBe('too-large');
  });

  it('refuses more attachments than the limit (50 by default), counting those of forwarded messages', async () => {
    const ics = (i: number) => `Content-Type: text/calendar; name="e${i}.ics"\n\nBEGIN:VCALENDAR\nEND:VCALENDAR`;
    const many = Array.from({ length: 51 }, (_, i) => ics(i));
    expect(await refusal(mixed(many))).toBe('too-many-attachments');
    expect((await parser.parse(mixed(many.slice(1)))).attachments).toHaveLength(50);
    const inner = Buffer.from(mixed(many.slice(0, 3))).toString('utf8');
    const forward = mixed([`Content-Type: message/rfc822\nContent-Disposition: attachment; filename="fwd.eml"\n\n${inner}`, ...many.slice(3, 51)]);
    expect(await refusal(forward)).toBe('too-many-attachments');
    expect(await refusal(mixed(many.slice(0, 3)), new MailparserMessageParser({ now: () => NOW }, { maxAttachments: 2 }))).toBe('too-many-attachments');
  });

  it('refuses a message whose MIME tree is too large to read (more than 1000 parts)', async () => {
    const parts = Array.from({ length: 1001 }, () => 'Content-Type: text/plain\n\nx');
    expect(await refusal(mixed(parts))).toBe('unreadable');
  });
});

describe('MailparserMessageParser reads headers and bodies', () => {
  it('falls back to the clock without a Date header or with one it cannot read; empty strings without ids', async () => {
    const undated = await parser.parse(eml('From: ada@example.com\nSubject: x\n\nbody\n'));
    expect(undated).toMatchObject({ receivedAt: NOW, messageId: '', to: [], html: '', text: 'body\n', attachments: [] });
    expect((await parser.parse(eml('From: ada@example.com\nDate: someday soon\n\nbody\n'))).receivedAt).toEqual(NOW);
    expect(await parser.parse(eml('Date: Tue, 3 Mar 2026 10:00:00 +0100\n\nbody\n'))).toMatchObject({ from: '', subject: '' });
  });

  it('takes the bare first sender lower-cased and every To address, groups flattened', async () => {
    const m = await parser.parse(
      eml(
        `From: "Dupont, Marie" <Marie.Dupont@Example.ORG>, bob@example.org\nTo: Friends: A <a@X.example>, b@y.example;, C <C@Z.example>\nDate: Tue, 3 Mar 2026 10:00:00 +0100\n\nbody\n`,
      ),
    );
    expect(m.from).toBe('marie.dupont@example.org');
    expect(m.to).toEqual(['a@x.example', 'b@y.example', 'c@z.example']);
  });

  it('skips an mbox "From " line at the top of a saved message', async () => {
    const m = await parser.parse(eml(`From ada@example.com Tue Mar  3 10:00:00 2026\n${HEAD}\nbody\n`));
    expect(m).toMatchObject({ from: 'ada@example.com', subject: 'Trip', messageId: '<m1@example.com>', receivedAt: new Date('2026-03-03T09:00:00Z') });
  });

  it('answers an empty html for a text-only message, and UTF-8 Q-encoded subjects decoded', async () => {
    const m = await parser.parse(eml('From: a@b.example\nSubject: =?utf-8?Q?R=C3=A9servation_confirm=C3=A9e?=\n\nHello\n'));
    expect(m).toMatchObject({ subject: 'Réservation confirmée', html: '', text: 'Hello\n' });
  });
});

describe('MailparserMessageParser chooses attachments', () => {
  const png = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64'));

  it('keeps named files and unnamed calendars, passes, PDFs and standalone images; drops cid: layout images', async () => {
    const m = await parser.parse(
      mixed([
        base64Part('Content-Type: image/png\nContent-ID: <logo@x>\nContent-Disposition: inline', png),
        base64Part('Content-Type: image/png\nContent-Disposition: inline', png),
        base64Part('Content-Type: image/jpeg; name="boarding.jpg"\nContent-ID: <bp@x>', png),
        base64Part('Content-Type: application/vnd.apple.pkpass', zipSync({ 'pass.json': strToU8('{}') })),
        base64Part('Content-Type: application/pdf', strToU8('%PDF-1.4')),
        'Content-Type: text/calendar; method=REQUEST\n\nBEGIN:VCALENDAR\nEND:VCALENDAR',
        base64Part('Content-Type: application/octet-stream', strToU8('opaque')),
      ]),
    );
    expect(m.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['attachment-1.png', 'image/png'],
      ['boarding.jpg', 'image/jpeg'],
      ['attachment-3.pkpass', 'application/vnd.apple.pkpass'],
      ['attachment-4.pdf', 'application/pdf'],
      ['attachment-5.ics', 'text/calendar'],
    ]);
    expect(Buffer.from(m.attachments[0]?.bytes ?? []).equals(Buffer.from(png))).toBe(true);
  });

  it('opens forwards of forwards up to the depth limit, then keeps the message as an .eml attachment', async () => {
    let raw = mixed(['Content-Type: text/calendar; name="trip.ics"\n\nBEGIN:VCALENDAR\nEND:VCALENDAR']);
    for (let level = 0; level < 3; level++) {
      raw = mixed([`Content-Type: message/rfc822\nContent-Disposition: attachment; filename="level${level}.eml"\n\n${Buffer.from(raw).toString('utf8')}`]);
    }
    expect((await parser.parse(raw)).attachments.map((a) => a.filename)).toEqual(['trip.ics']);
    // level2.eml wraps level1.eml, which wraps level0.eml, which carries trip.ics.
    const depth = (maxForwardDepth: number) => new MailparserMessageParser({ now: () => NOW }, { maxForwardDepth });
    expect((await depth(1).parse(raw)).attachments.map((a) => a.filename)).toEqual(['level1.eml']);
    expect((await depth(2).parse(raw)).attachments.map((a) => a.filename)).toEqual(['level0.eml']);
  });

  it('keeps an attached "message" that is not one as a plain attachment', async () => {
    const m = await parser.parse(
      mixed([base64Part('Content-Type: message/rfc822\nContent-Disposition: attachment; filename="odd.eml"', strToU8('%PDF-1.4 not mail'))]),
    );
    expect(m.attachments.map((a) => [a.filename, a.contentType, a.bytes.length])).toEqual([['odd.eml', 'message/rfc822', 17]]);
  });
});

describe('MailparserMessageParser on inline forwards', () => {
  it.each([
    ['Apple Mail', 'Begin forwarded message:\n\nFrom: SNCF Connect <noreply@sncf-connect.example>\nSubject: Confirmation\n\nRéférence : QPLM4X'],
    [
      'Thunderbird (French)',
      '-------- Message transféré --------\nSujet : Confirmation\nDe : SNCF Connect <noreply@sncf-connect.example>\n\nRéférence : QPLM4X',
    ],
  ])('%s: the original is part of the body and its attachments come along; headers are the forwarder’s', async (_, forwarded) => {
    const head = 'From: Camille <Camille@Example.fr>\nTo: plans@waybook.example\nSubject: Fwd: Confirmation\nDate: Thu, 2 Apr 2026 09:15:48 +0200\n';
    const ics = 'Content-Type: text/calendar; name="voyage.ics"\n\nBEGIN:VCALENDAR\nEND:VCALENDAR';
    const raw = eml(
      `${head}MIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="f"\n\n--f\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit\n\n${forwarded}\n--f\n${ics}\n--f--\n`,
    );
    const m = await parser.parse(raw);
    expect(m.from).toBe('camille@example.fr');
    expect(m.text).toContain('Référence : QPLM4X');
    expect(m.attachments.map((a) => a.filename)).toEqual(['voyage.ics']);
  });
});
