import { sniffDocumentType } from '../plans/document-content.js';
import { decodeUtf8 } from './utf8.js';

/**
 * The kinds of file a traveler can upload to import plans: a saved e-mail (.eml), a calendar
 * (.ics), an Apple Wallet pass (.pkpass), or a PDF or image of a boarding pass.
 *
 * @example
 * const k: BookingFileKind = 'pkpass';
 */
export type BookingFileKind = 'eml' | 'ics' | 'pkpass' | 'pdf' | 'image';

/**
 * The largest file taken for import (10 MiB): a confirmation with its attachments fits, a video
 * does not.
 *
 * @example
 * BOOKING_FILE_MAX_BYTES // 10485760
 */
export const BOOKING_FILE_MAX_BYTES = 10 * 1024 * 1024;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// RFC 5322 header field names a saved message starts with (case-insensitive), after any blank lines.
const MESSAGE_HEADER =
  /^(?:received|return-path|delivered-to|from|to|subject|date|message-id|mime-version|x-[a-z0-9-]+|content-type|reply-to|dkim-signature|arc-[a-z-]+|authentication-results|sender|cc|thread-[a-z]+|in-reply-to|references)[ \t]*:/i;

function head(bytes: Uint8Array, length = 4096): string {
  return decodeUtf8(bytes.subarray(0, length)).replace(/^\uFEFF/, '');
}

/**
 * What an uploaded file is, told by its bytes (never by its name alone, which only breaks a tie):
 * a zip is a .pkpass (the unpacker then looks for pass.json), text starting with BEGIN:VCALENDAR
 * an .ics, text starting with mail header fields an .eml, PDF and images by their signatures.
 * Null for anything else (answered as an unsupported file).
 *
 * @example
 * bookingFileKind(new TextEncoder().encode('BEGIN:VCALENDAR\r\n'))          // 'ics'
 * bookingFileKind(new TextEncoder().encode('From: a@b.example\r\nTo: c@d\r\n')) // 'eml'
 * bookingFileKind(new TextEncoder().encode('hello'))                          // null
 */
export function bookingFileKind(bytes: Uint8Array): BookingFileKind | null {
  if (bytes.length === 0) return null;
  if (ZIP.every((b, i) => bytes[i] === b)) return 'pkpass';
  const document = sniffDocumentType(bytes);
  if (document === 'pdf') return 'pdf';
  if (document !== null) return 'image';
  const text = head(bytes).replace(/^\s+/, '');
  if (/^BEGIN:VCALENDAR\r?\n/i.test(text)) return 'ics';
  if (MESSAGE_HEADER.test(text)) return 'eml';
  return null;
}
