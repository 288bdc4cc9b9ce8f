import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from '@waybook/core';
import type { Transporter } from 'nodemailer';
import type { IdGenerator } from '@waybook/core';

/** Sender address of every e-mail. */
export const DEFAULT_FROM = 'Waybook <no-reply@waybook.localhost>';

function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * Renders a message as an RFC 5322 .eml document (UTF-8, base64 parts).
 *
 * @example
 * toEml({ to: 'a@b.io', subject: 'Hi', text: 'Hello' }, 'x', new Date(0)).includes('Subject: Hi') // true
 */
export function toEml(message: MailMessage, boundary: string, date: Date, from = DEFAULT_FROM): string {
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/.{76}/g, '$&\r\n');
  const head = [
    `From: ${from}`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
  ];
  const parts = [
    `--${boundary}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(message.text)}`,
    ...(message.html ? [`--${boundary}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n${b64(message.html)}`] : []),
  ];
  return `${head.join('\r\n')}\r\nContent-Type: multipart/alternative; boundary="${boundary}"\r\n\r\n${parts.join('\r\n')}\r\n--${boundary}--\r\n`;
}

/**
 * Writes each message as an .eml file in `outboxDir` and logs one line: the default mailer.
 *
 * @example
 * new FileOutboxMailer('./data/outbox', ids, console.log)
 */
export class FileOutboxMailer implements Mailer {
  constructor(
    private readonly outboxDir: string,
    private readonly ids: IdGenerator,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const now = new Date();
    const file = join(this.outboxDir, `${now.toISOString().replace(/[:.]/g, '-')}-${this.ids.token(8)}.eml`);
    await writeFile(file, toEml(message, this.ids.token(24), now), 'utf8');
    this.log(`mail to ${message.to} "${message.subject}" written to ${file}`);
  }
}

/**
 * Sends mail through an SMTP server given as a URL (smtp://user:pass@host:587).
 *
 * @example
 * new SmtpMailer(process.env.SMTP_URL!)
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from = DEFAULT_FROM,
  ) {}

  async send(message: MailMessage): Promise<void> {
    // nodemailer is loaded on the first mail, so servers without SMTP never load it.
    this.transport ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    await (
      await this.transport
    ).sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    });
  }
}
