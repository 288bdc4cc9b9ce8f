import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { IdGenerator, RecaptchaVerifier, SmsSender } from '@waybook/core';

/**
 * The default SmsSender, a SANDBOX: no text leaves the machine; each message is written as a .txt
 * file in `outboxDir` (DATA_DIR/sms-outbox: a `To:` line, a blank line, the text) and logged, the
 * way FileOutboxMailer writes mail. The settings screen says so (is_sandbox of
 * GET v2/getCountryCodesForSmsSetting). A provider adapter (Twilio, Vonage...) would implement the
 * same port.
 *
 * @example
 * new SandboxSmsSender('./data/sms-outbox', ids, console.log)
 */
export class SandboxSmsSender implements SmsSender {
  constructor(
    private readonly outboxDir: string,
    private readonly ids: IdGenerator,
    private readonly log: (line: string) => void,
  ) {}

  async send(message: { readonly to: string; readonly text: string }): Promise<void> {
    await mkdir(this.outboxDir, { recursive: true });
    const now = new Date();
    const file = join(this.outboxDir, `${now.toISOString().replace(/[:.]/g, '-')}-${this.ids.token(8)}.txt`);
    await writeFile(file, `To: ${message.to}\n\n${message.text}\n`, 'utf8');
    this.log(`SANDBOX sms to ${message.to} written to ${file}`);
  }
}

/**
 * The reCAPTCHA check while none is configured: every token passes (the app shows no reCAPTCHA
 * then, as appConfig's is_recaptcha_enabled is false without a secret). SiteverifyRecaptcha
 * checks tokens with the provider once RECAPTCHA_SECRET is set.
 *
 * @example
 * await new DisabledRecaptcha().verify({ token: '', action: 'sms_setup' }) // true
 */
export class DisabledRecaptcha implements RecaptchaVerifier {
  async verify(): Promise<boolean> {
    return true;
  }
}
