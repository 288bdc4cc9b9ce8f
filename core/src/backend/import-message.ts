import type { BookingFileKind } from '../domain/imports/booking-file.js';
import type { InboundMessage, MessageParser, PassUnpacker } from '../ports/inbound-message.port.js';

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

const isPass = (a: { readonly filename: string; readonly contentType: string; readonly bytes: Uint8Array }) =>
  /\.pkpass$/i.test(a.filename) || /application\/vnd\.apple\.pkpass/i.test(a.contentType);

/**
 * Reads an uploaded file of a known kind into a {@link FileMessage}: an .eml through the mail
 * parser (its .pkpass attachments unpacked), an .ics as a calendar attachment, a .pkpass through
 * the unpacker. The file's name stands in for a subject when there is no message.
 *
 * @example
 * const read = await fileMessage({ parser, unpacker }, 'ics', bytes, 'train.ics', now);
 */
export async function fileMessage(
  io: { readonly parser: MessageParser; readonly unpacker: PassUnpacker },
  kind: Exclude<BookingFileKind, 'pdf' | 'image'>,
  bytes: Uint8Array,
  name: string,
  now: Date,
): Promise<FileMessage | undefined> {
  const bare = { messageId: '', subject: name, from: '', to: [], receivedAt: now, html: '', text: '', attachments: [] };
  if (kind === 'ics') return { message: { ...bare, attachments: [{ filename: name || 'booking.ics', contentType: 'text/calendar', bytes }] }, passes: [] };
  if (kind === 'pkpass') {
    const pass = await io.unpacker.passJson(bytes);
    return pass === undefined ? undefined : { message: bare, passes: [pass] };
  }
  try {
    const message = await io.parser.parse(bytes);
    const passes = await Promise.all(message.attachments.filter(isPass).map((a) => io.unpacker.passJson(a.bytes)));
    return { message, passes: passes.filter((p) => p !== undefined) };
  } catch {
    return undefined;
  }
}
