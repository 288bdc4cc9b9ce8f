import type { Clock, InboundAttachment, InboundMessage, MessageParser } from '@waybook/core';
import type { ParsedMail, SimpleParserOptions } from 'mailparser';
import {
  hasMessageHeaders,
  headerDate,
  isAttachedMessage,
  keptAttachment,
  opensWithHeaders,
  recipientAddresses,
  senderAddress,
  withoutMboxLine,
} from './mail-message-parts.js';

/** Why a message was refused. */
export type MessageRejection = 'too-large' | 'not-a-message' | 'unreadable' | 'too-many-attachments';

/**
 * The one error {@link MailparserMessageParser.parse} rejects with: the bytes were refused before
 * or while parsing, and `reason` says why (the mail parser's own error, if any, is the `cause`).
 */
export class MessageRejectedError extends Error {
  constructor(
    readonly reason: MessageRejection,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`message refused (${reason}): ${detail}`, options);
    this.name = 'MessageRejectedError';
  }
}

/** Limits on what a raw message may be (hostile input). */
export interface MailParserLimits {
  /** Largest raw message, in bytes (default 25 MB, a common SMTP SIZE). */
  readonly maxBytes: number;
  /** Most attachments kept, forwarded messages' included (default 50); more refuse the message. */
  readonly maxAttachments: number;
  /** How deep messages forwarded as attachments are opened (default 3: a forward of a forward…). */
  readonly maxForwardDepth: number;
}

export const DEFAULT_MAIL_PARSER_LIMITS: MailParserLimits = { maxBytes: 25 * 1024 * 1024, maxAttachments: 50, maxForwardDepth: 3 };

// No links, no cid: images inlined as data: URLs, no text-to-HTML: only what importers read.
const OPTIONS: SimpleParserOptions = {
  keepCidLinks: true,
  skipImageLinks: true,
  skipTextLinks: true,
  skipTextToHtml: true,
  maxHtmlLengthToParse: 5 * 1024 * 1024,
};

interface Contents {
  readonly html: string[];
  readonly text: string[];
  readonly attachments: InboundAttachment[];
}

/**
 * The {@link MessageParser} on mailparser's simpleParser: headers decoded (RFC 2047 words in any
 * charset mailparser knows, ISO-2022-JP included), bodies in UTF-8, the text part or else text
 * derived from the HTML, attachments chosen by `keptAttachment`. A message forwarded as an
 * attachment (message/rfc822) is opened: its HTML and text follow the outer ones and its
 * attachments surface in the list; the headers stay the outer message's (`from` is who forwarded
 * it). An inline forward needs nothing: the original is part of the forward's own body.
 * Rejects only with {@link MessageRejectedError}.
 *
 * @example
 * const message = await new MailparserMessageParser(new SystemClock()).parse(rawBytes);
 */
export class MailparserMessageParser implements MessageParser {
  private readonly limits: MailParserLimits;

  constructor(
    private readonly clock: Clock,
    limits: Partial<MailParserLimits> = {},
  ) {
    this.limits = { ...DEFAULT_MAIL_PARSER_LIMITS, ...limits };
  }

  async parse(raw: Uint8Array): Promise<InboundMessage> {
    if (raw.byteLength > this.limits.maxBytes) throw new MessageRejectedError('too-large', `${raw.byteLength} bytes, at most ${this.limits.maxBytes}`);
    const mail = await this.read(withoutMboxLine(raw));
    const contents = await this.contents(mail, 0);
    const { maxAttachments } = this.limits;
    if (contents.attachments.length > maxAttachments) {
      throw new MessageRejectedError('too-many-attachments', `${contents.attachments.length} attachments, at most ${maxAttachments}`);
    }
    return {
      messageId: mail.messageId ?? '',
      subject: mail.subject ?? '',
      from: senderAddress(mail),
      to: recipientAddresses(mail),
      receivedAt: headerDate(mail) ?? this.clock.now(),
      html: contents.html.join('\n'),
      text: contents.text.join('\n\n'),
      attachments: contents.attachments,
    };
  }

  private async read(bytes: Uint8Array): Promise<ParsedMail> {
    if (!opensWithHeaders(bytes)) throw new MessageRejectedError('not-a-message', 'the bytes do not open with a header field');
    let mail: ParsedMail;
    try {
      // Loaded on the first message: mailparser and its decoders are not part of the server's start-up.
      const { simpleParser } = await import('mailparser');
      mail = await simpleParser(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), OPTIONS);
    } catch (cause) {
      throw new MessageRejectedError('unreadable', cause instanceof Error ? cause.message : 'the MIME parser failed', { cause });
    }
    if (!hasMessageHeaders(mail)) throw new MessageRejectedError('not-a-message', 'no From, Date, Subject, Message-ID, Received or MIME-Version');
    return mail;
  }

  private async contents(mail: ParsedMail, depth: number): Promise<Contents> {
    const out: Contents = { html: mail.html ? [mail.html] : [], text: mail.text?.trim() ? [mail.text] : [], attachments: [] };
    for (const part of mail.attachments) {
      const inner = isAttachedMessage(part) && depth < this.limits.maxForwardDepth ? await this.readQuietly(part.content) : undefined;
      if (inner) {
        const nested = await this.contents(inner, depth + 1);
        out.html.push(...nested.html);
        out.text.push(...nested.text);
        out.attachments.push(...nested.attachments);
        continue;
      }
      const kept = keptAttachment(part, out.attachments.length);
      if (kept) out.attachments.push(kept);
    }
    return out;
  }

  /** An attached message, or undefined when it is none (it is then kept as a plain attachment). */
  private async readQuietly(bytes: Buffer): Promise<ParsedMail | undefined> {
    return this.read(bytes).catch(() => undefined);
  }
}
