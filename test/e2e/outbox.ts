import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The plain-text part of an .eml file written by the server's outbox mailer (base64, UTF-8). */
function plainText(eml: string): string {
  const part = eml.split(/\r\n--/).find((p) => /Content-Type: text\/plain/i.test(p)) ?? '';
  const body = part
    .split(/\r\n\r\n/)
    .slice(1)
    .join('');
  return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
}

/**
 * The texts of the mails the server wrote to `to` in `<dataDir>/outbox`, oldest first.
 *
 * @example
 * const [welcome] = await mailsTo(server.dataDir, 'ada@example.com');
 */
export async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const emls = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return emls.filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\r?$`, 'm').test(eml)).map(plainText);
}

/**
 * The last link matching `pattern` mailed to `to`, waiting up to `timeoutMs` for it (some mails go
 * out after the answer). `what` names the link in the error when none comes.
 *
 * @example
 * await page.goto(await linkMailedTo(server.dataDir, 'ada@example.com', /https?:\/\/\S+\/change-password\?st=[\w-]+/, 'password reset'));
 */
export async function linkMailedTo(dataDir: string, to: string, pattern: RegExp, what: string, timeoutMs = 10_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const link = (await mailsTo(dataDir, to))
      .map((text) => pattern.exec(text)?.[0])
      .filter((l): l is string => l !== undefined)
      .at(-1);
    if (link !== undefined) return link;
    if (Date.now() > until) throw new Error(`no ${what} link mailed to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The last trip invitation link (an account's: /account/invitation?token=...) mailed to `to`,
 * waiting up to `timeoutMs` for it.
 *
 * @example
 * await bo.page.goto(await invitationLinkTo(server.dataDir, 'bo@example.com'));
 */
export function invitationLinkTo(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  return linkMailedTo(dataDir, to, /https?:\/\/\S+\/account\/invitation\?token=\w+/, 'invitation', timeoutMs);
}
