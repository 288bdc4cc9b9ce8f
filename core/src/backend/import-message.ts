import type { BookingFileKind } from '../domain/imports/booking-file.js';
import type { BarcodeReader, InboundAttachment, InboundMessage, MessageParser, PassUnpacker } from '../ports/inbound-message.port.js';

/**
 * A file's content as the extractors read it: the message (a saved e-mail as parsed, or a
 * calendar as the attachment of an empty message), and the pass.json objects of its Wallet
 * passes; undefined when the file cannot be read as its kind claims.
 *
 * @example
 * const m: FileMessage = { message, passes: [] };
 */
export interface FileMessage {
  readonly message: InboundMessage;
  readonly passes: readonly unknown[];
}

/**
 * What reading a file takes: the mail parser, the pass unpacker and the barcode reader (ports).
 *
 * @example
 * const io: FileMessageIo = { parser, unpacker, barcodes };
 */
export interface FileMessageIo {
  readonly parser: MessageParser;
  readonly unpacker: PassUnpacker;
  readonly barcodes: BarcodeReader;
}

/**
 * The most PDF and image attachments of one e-mail whose barcodes are looked for (a boarding pass
 * per traveler and leg fits; a mail of 50 photos does not cost 50 decodings).
 *
 * @example
 * MAX_BARCODE_ATTACHMENTS // 5
 */
export const MAX_BARCODE_ATTACHMENTS = 5;

const isPass = (a: InboundAttachment) => /\.pkpass$/i.test(a.filename) || /application\/vnd\.apple\.pkpass/i.test(a.contentType);

// A PDF or image attachment, told by its content type or, failing that (octet-stream), its name.
function barcodeKind(a: InboundAttachment): 'pdf' | 'image' | undefined {
  const type = a.contentType.trim().toLowerCase();
  if (type.startsWith('application/pdf') || /\.pdf$/i.test(a.filename)) return 'pdf';
  if (/^image\/(png|jpe?g|pjpeg|gif)\b/.test(type) || /\.(png|jpe?g|gif)$/i.test(a.filename)) return 'image';
  return undefined;
}

// The barcode texts of a file, one a line ('' when none); undefined when the reader fails.
async function barcodeText(barcodes: BarcodeReader, bytes: Uint8Array, kind: 'pdf' | 'image'): Promise<string | undefined> {
  try {
    return (await barcodes.read(bytes, kind)).join('\n');
  } catch {
    return undefined;
  }
}

// The barcode texts of a message's PDF attachments, then its images, the first few only (one after the other: decoding is work).
async function attachedBarcodes(barcodes: BarcodeReader, attachments: readonly InboundAttachment[]): Promise<string[]> {
  const kinds = attachments.map((a) => ({ bytes: a.bytes, kind: barcodeKind(a) }));
  const scanned = [...kinds.filter((a) => a.kind === 'pdf'), ...kinds.filter((a) => a.kind === 'image')].slice(0, MAX_BARCODE_ATTACHMENTS);
  const texts: string[] = [];
  for (const a of scanned) {
    const text = a.kind === undefined ? undefined : await barcodeText(barcodes, a.bytes, a.kind);
    if (text !== undefined && text !== '') texts.push(text);
  }
  return texts;
}

/**
 * Reads an uploaded file of a known kind into a {@link FileMessage}: an .eml through the mail
 * parser (its .pkpass attachments unpacked, the barcodes of its first
 * {@link MAX_BARCODE_ATTACHMENTS} PDF and image attachments added to its text), an .ics as a
 * calendar attachment, a .pkpass through the unpacker, a PDF or an image of a boarding pass as a
 * message whose text is the texts of its barcodes, one a line (empty when there is none, so
 * nothing is found). The file's name stands in for a subject when there is no message.
 *
 * @example
 * const read = await fileMessage({ parser, unpacker, barcodes }, 'ics', bytes, 'train.ics', now);
 */
export async function fileMessage(io: FileMessageIo, kind: BookingFileKind, bytes: Uint8Array, name: string, now: Date): Promise<FileMessage | undefined> {
  const bare = { messageId: '', subject: name, from: '', to: [], receivedAt: now, html: '', text: '', attachments: [] };
  if (kind === 'ics') return { message: { ...bare, attachments: [{ filename: name || 'booking.ics', contentType: 'text/calendar', bytes }] }, passes: [] };
  if (kind === 'pkpass') {
    const pass = await io.unpacker.passJson(bytes);
    return pass === undefined ? undefined : { message: bare, passes: [pass] };
  }
  if (kind === 'pdf' || kind === 'image') {
    const text = await barcodeText(io.barcodes, bytes, kind);
    return text === undefined ? undefined : { message: { ...bare, text }, passes: [] };
  }
  try {
    const message = await io.parser.parse(bytes);
    const passes = await Promise.all(message.attachments.filter(isPass).map((a) => io.unpacker.passJson(a.bytes)));
    const text = [message.text, ...(await attachedBarcodes(io.barcodes, message.attachments))].join('\n');
    return { message: text === message.text ? message : { ...message, text }, passes: passes.filter((p) => p !== undefined) };
  } catch {
    return undefined;
  }
}
