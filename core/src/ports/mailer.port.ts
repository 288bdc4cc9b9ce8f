/** One outgoing e-mail. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Where replies go (Reply-To) when not to the sender: the traveler, on a support request. */
  readonly replyTo?: string;
}

/**
 * Sends e-mail (a file outbox by default, SMTP when configured).
 *
 * @example
 * await mailer.send({ to: 'a@b.io', subject: 'Hi', text: 'Hello' });
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
