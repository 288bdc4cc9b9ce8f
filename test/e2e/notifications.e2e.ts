import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { mailsTo } from './outbox.js';
import { apiClient } from './pages/api-client.js';
import { traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The texts the sandbox SMS sender wrote to `to`, oldest first. */
async function textsTo(to: string): Promise<string[]> {
  const dir = join(server.dataDir, 'sms-outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.txt')).sort();
  const all = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return all.filter((t) => t.startsWith(`To: ${to}\n`));
}

// Screenshots for a person to look at, outside the repository (NOTIFICATIONS_SHOTS=/tmp/nt).
async function shots(page: Page): Promise<void> {
  const dir = process.env['NOTIFICATIONS_SHOTS'];
  if (dir === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/notifications-${width}.png`, fullPage: true });
  }
}

const circleMails = async (to: string) => (await mailsTo(server.dataDir, to)).filter((m) => m.includes('invited you to their Inner Circle'));

describe('notifications and phone', () => {
  it('an Inner Circle invitation is not mailed once its e-mail notification is off; a phone is set up with the texted code', async () => {
    const bo = await traveler(browser, server.url, 'bo.notify@example.com', 'Bo', 'Diddley');
    const ada = await traveler(browser, server.url, 'ada.notify@example.com', 'Ada', 'Lovelace');
    const { page } = bo;
    await page.goto(`${server.url}/app/settings/notifications`);
    await expect.poll(() => page.getByText('Text messages are sent to a sandbox outbox on this server').isVisible()).toBe(true);
    const mailSwitch = page.getByRole('switch', { name: 'Inner Circle invitations by e-mail', exact: true });
    expect(await mailSwitch.isChecked()).toBe(true);
    await mailSwitch.click({ force: true });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Notification settings saved').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const api = apiClient(ada.context, ada.page, server.url);
    await api('v2/inviteToInnerCircle', { Invitation: { emails: 'bo.notify@example.com' }, ConnectionRequest: { is_read_only: true }, message: '' });
    const boApi = apiClient(bo.context, page, server.url);
    await expect.poll(async () => JSON.stringify(await boApi('v2/listProAlerts'))).toContain('"type_code":"FC"');
    await new Promise((r) => setTimeout(r, 3000)); // the delivery job has had its turn (the worker polls every second)
    expect(await circleMails('bo.notify@example.com')).toEqual([]);

    await page.getByRole('button', { name: 'Add phone number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a phone number' });
    await dialog.getByLabel('Country').selectOption('FR');
    await dialog.getByLabel('Mobile number').fill('06 12 34 56 78');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(async () => (await textsTo('+33612345678')).length).toBe(1);
    const [text = ''] = await textsTo('+33612345678');
    const code = /\b(\d{6})\b/.exec(text)?.[1] ?? '';
    await dialog.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => dialog.getByText('Incorrect verification code').isVisible()).toBe(true);
    await dialog.getByLabel('Verification code').fill(code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText('Text messages go to +33 612345678.').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Text messages go to +33 612345678.').isVisible()).toBe(true);
    await shots(page);
  });
});
