import { describe, expect, it } from 'vitest';
import type { BarcodeReader, InboundAttachment, InboundMessage, MessageParser, PassUnpacker } from '../ports/inbound-message.port.js';
import { fileMessage, MAX_BARCODE_ATTACHMENTS } from './import-message.js';

const PASS = 'M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100';
const now = new Date('2026-11-20T10:00:00Z');
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (b: Uint8Array) => new TextDecoder().decode(b);

// A reader that finds, in bytes holding "code:<text>" lines, those texts; that throws on "boom".
function fakeBarcodes(): BarcodeReader & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async read(b, kind) {
      calls.push(`${kind}:${text(b)}`);
      if (text(b) === 'boom') throw new Error('broken decoder');
      return [...text(b).matchAll(/code:(.*)/g)].map((m) => m[1] ?? '');
    },
  };
}
const message = (o: Partial<InboundMessage>): InboundMessage => ({
  messageId: '<m@x>',
  subject: 'Fwd: your pass',
  from: 'ada@example.com',
  to: [],
  receivedAt: now,
  html: '',
  text: 'See attached.',
  attachments: [],
  ...o,
});
const parserOf = (m: InboundMessage): MessageParser => ({ parse: async () => m });
const unpacker: PassUnpacker = { passJson: async () => undefined };
const attachment = (filename: string, contentType: string, content: string): InboundAttachment => ({ filename, contentType, bytes: bytes(content) });

describe('fileMessage for PDFs and images', () => {
  it('makes a PDF or an image a bare message whose text is its barcodes, one a line, the file name as its subject', async () => {
    const barcodes = fakeBarcodes();
    const io = { parser: parserOf(message({})), unpacker, barcodes };
    const read = await fileMessage(io, 'pdf', bytes(`code:${PASS}\ncode:second`), 'pass.pdf', now);
    expect(read).toEqual({
      message: { messageId: '', subject: 'pass.pdf', from: '', to: [], receivedAt: now, html: '', text: `${PASS}\nsecond`, attachments: [] },
      passes: [],
    });
    expect((await fileMessage(io, 'image', bytes(`code:${PASS}`), 'photo.jpg', now))?.message.text).toBe(PASS);
    expect(barcodes.calls.map((c) => c.split(':')[0])).toEqual(['pdf', 'image']);
  });

  it('answers an empty text when no barcode is found (nothing found), and undefined when the reader fails (unsupported)', async () => {
    const io = { parser: parserOf(message({})), unpacker, barcodes: fakeBarcodes() };
    expect((await fileMessage(io, 'pdf', bytes('no code'), 'scan.pdf', now))?.message.text).toBe('');
    expect(await fileMessage(io, 'image', bytes('boom'), 'x.png', now)).toBeUndefined();
  });
});

describe('fileMessage for an e-mail with PDF and image attachments', () => {
  it('adds the barcodes of its PDFs (by type or name) and pictures to its text, PDFs first, after the text it had', async () => {
    const barcodes = fakeBarcodes();
    const attachments = [
      attachment('photo.JPG', 'application/octet-stream', 'code:photo'),
      attachment('BoardingPass.pdf', 'application/pdf', `code:${PASS}`),
      attachment('notes.txt', 'text/plain', 'code:never'),
      attachment('', 'image/png', 'code:inline'),
      attachment('ticket', 'application/pdf; name=ticket', 'no code here'),
    ];
    const io = { parser: parserOf(message({ attachments })), unpacker, barcodes };
    const read = await fileMessage(io, 'eml', bytes('From: a@b'), 'fwd.eml', now);
    expect(read?.message.text).toBe(`See attached.\n${PASS}\nphoto\ninline`);
    expect(read?.message.attachments).toBe(attachments);
    expect(barcodes.calls).toEqual([`pdf:code:${PASS}`, 'pdf:no code here', 'image:code:photo', 'image:code:inline']);
  });

  it(`reads at most ${MAX_BARCODE_ATTACHMENTS} attachments, goes on past a failing one, and leaves a message without any as it was`, async () => {
    const barcodes = fakeBarcodes();
    const many = [attachment('a.pdf', 'application/pdf', 'boom'), ...Array.from({ length: 7 }, (_, i) => attachment(`p${i}.png`, 'image/png', `code:p${i}`))];
    const m = message({ attachments: many });
    const read = await fileMessage({ parser: parserOf(m), unpacker, barcodes }, 'eml', bytes('From: a@b'), 'fwd.eml', now);
    expect(read?.message.text).toBe('See attached.\np0\np1\np2\np3');
    expect(barcodes.calls).toHaveLength(MAX_BARCODE_ATTACHMENTS);
    const plain = message({ attachments: [attachment('trip.ics', 'text/calendar', 'BEGIN:VCALENDAR')] });
    expect((await fileMessage({ parser: parserOf(plain), unpacker, barcodes: fakeBarcodes() }, 'eml', bytes('x'), 'a.eml', now))?.message).toBe(plain);
  });

  it('answers undefined when the bytes are no message, as before', async () => {
    const parser: MessageParser = { parse: async () => Promise.reject(new Error('not a message')) };
    expect(await fileMessage({ parser, unpacker, barcodes: fakeBarcodes() }, 'eml', bytes('x'), 'a.eml', now)).toBeUndefined();
  });
});
