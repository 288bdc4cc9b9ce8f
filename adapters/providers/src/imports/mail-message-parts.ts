import type { InboundAttachment } from '@waybook/core';
import type { AddressObject, Attachment, EmailAddress, ParsedMail } from 'mailparser';

/**
 * Types a booking travels in, with the extension given to such a part when it has no file name.
 */
const BOOKING_TYPES: Readonly<Record<string, string>> = {
  'text/calendar': 'ics',
  'application/ics': 'ics',
  'application/vnd.apple.pkpass': 'pkpass',
  'application/vnd.apple.pkpasses': 'pkpasses',
  'application/pdf': 'pdf',
};

/** Header fields of which a message has at least one (a MIME body part alone has none of them). */
const MESSAGE_HEADERS = ['from', 'sender', 'date', 'subject', 'message-id', 'received', 'mime-version'];

/**
 * Which parts become attachments. A part with a file name is kept. A part without one is kept
 * only when a booking could be in it: a calendar, a Wallet pass, a PDF (named
 * `attachment-<n>.<ext>`), or an image that is not part of the HTML's layout (no Content-ID, not
 * in multipart/related: a pasted boarding pass, say, where a cid: logo or spacer is dropped).
 */
export function keptAttachment(part: Attachment, index: number): InboundAttachment | undefined {
  const contentType = part.contentType.toLowerCase();
  const bytes = new Uint8Array(part.content.buffer, part.content.byteOffset, part.content.byteLength);
  if (part.filename) return { filename: part.filename, contentType, bytes };
  const layoutImage = part.cid !== undefined || part.related === true;
  const extension = BOOKING_TYPES[contentType] ?? (contentType.startsWith('image/') && !layoutImage ? contentType.slice(6).replace(/\W.*$/, '') : undefined);
  return extension ? { filename: `attachment-${index + 1}.${extension}`, contentType, bytes } : undefined;
}

/** Whether a part is a whole message of its own (a message forwarded as an attachment). */
export function isAttachedMessage(part: Attachment): boolean {
  return part.contentType.toLowerCase() === 'message/rfc822' || /\.eml$/i.test(part.filename ?? '');
}

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const flat = (list: EmailAddress[]): EmailAddress[] => list.flatMap((a) => (a.group ? flat(a.group) : [a]));
  return [value ?? []].flat().flatMap((object) => flat(object.value).flatMap((a) => (a.address ? [a.address.toLowerCase()] : [])));
}

/** The bare address of the first sender, lower-cased ('' when the message names none). */
export function senderAddress(mail: ParsedMail): string {
  return addresses(mail.from)[0] ?? '';
}

/** The bare To addresses, lower-cased, groups flattened. */
export function recipientAddresses(mail: ParsedMail): string[] {
  return addresses(mail.to);
}

/**
 * The Date header when it holds a date. mailparser itself puts the system clock's "now" in place
 * of a date it cannot read, so the raw header line is checked here.
 */
export function headerDate(mail: ParsedMail): Date | undefined {
  const line = mail.headerLines.find((l) => l.key === 'date')?.line;
  const value = line?.replace(/^date:\s*/i, '').replace(/\r?\n\s+/g, ' ');
  if (!value || Number.isNaN(Date.parse(value)) || !mail.date) return undefined;
  return mail.date;
}

/** Whether the parsed headers are those of a message (see MESSAGE_HEADERS). */
export function hasMessageHeaders(mail: ParsedMail): boolean {
  return MESSAGE_HEADERS.some((name) => mail.headers.has(name));
}

const LF = 0x0a;

/** Drops an mbox "From " separator line, which some clients keep at the top of a saved .eml. */
export function withoutMboxLine(raw: Uint8Array): Uint8Array {
  if (raw.length < 5 || String.fromCharCode(...raw.subarray(0, 5)) !== 'From ') return raw;
  const end = raw.indexOf(LF);
  return end < 0 ? new Uint8Array() : raw.subarray(end + 1);
}

/**
 * Whether the bytes open with an RFC 5322 header field ("Name: value") and hold no NUL byte
 * before the end of the header block (or in the first 64 KB). A PDF, a zip, an image, JSON or
 * plain text fails here, before the MIME parser reads anything.
 */
export function opensWithHeaders(raw: Uint8Array): boolean {
  const head = Buffer.from(raw.buffer, raw.byteOffset, Math.min(raw.byteLength, 64 * 1024)).toString('latin1');
  const blank = head.search(/\r?\n\r?\n/);
  const block = blank < 0 ? head : head.slice(0, blank);
  return /^[\x21-\x39\x3b-\x7e]+[ \t]*:/.test(block) && !block.includes('\u0000');
}
