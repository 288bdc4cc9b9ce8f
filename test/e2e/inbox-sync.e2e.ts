// Inbox sync as a traveler uses it: Manage Email, Activate, the app-password form, a real IMAP
// server (Debian's Dovecot, started here) and a booking e-mail arriving in the inbox that shows up
// in the trip without being forwarded.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot } from '../../adapters/server/src/testing/dovecot.js';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { linkMailedTo } from './outbox.js';
import { traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

const EMAIL = 'ada.inbox@example.com';
const APP_PASSWORD = 'app-password-for-waybook';
let server: RunningServer;
let browser: Browser;
let imap: Awaited<ReturnType<typeof startDovecot>>;

beforeAll(async () => {
  imap = await startDovecot({ users: { [EMAIL]: APP_PASSWORD }, introspectionUrl: 'http://127.0.0.1:9/introspect' });
  // Looks every 10 s (the shortest), so the test sees the import without waiting five minutes.
  server = await startServer({ env: { INBOX_APP_PASSWORD: 'true', INBOX_ALLOW_PRIVATE_HOSTS: 'true', INBOX_POLL_SECONDS: '10' } });
  browser = await launchBrowser();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await imap?.stop();
});

// Screenshots for a person to look at, outside the repository (IMPORTS_SHOTS=/tmp/im).
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['IMPORTS_SHOTS'];
  if (dir === undefined) return;
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('inbox sync', () => {
  it('activates with an app password on Manage Email, then a booking arriving in the inbox lands in the trip', async () => {
    const ada = await traveler(browser, server.url, EMAIL, 'Ada', 'Lovelace');
    const trip = await ada.plans.createTrip({ name: 'December in New York', cityQuery: 'New York', city: /^New York/, start: '12/01/2026', end: '12/10/2026' });
    // Only a confirmed address can be synced: follow the link mailed at sign-up.
    await ada.page.goto(await linkMailedTo(server.dataDir, EMAIL, /https?:\/\/\S+\/account\/verify\?token=\w+/, 'verification'));

    await ada.page.goto(`${server.url}/app/account/profile`);
    await ada.page.getByRole('link', { name: `Manage ${EMAIL}` }).click();
    const inbox = ada.page.getByRole('region', { name: 'Inbox Sync' });
    await inbox.getByText('Not Activated').waitFor();
    await expectNoAxeViolations(ada.page);
    await shot(ada.page, 'inbox-not-activated');

    await inbox.getByRole('button', { name: 'Activate Inbox Sync' }).click();
    const form = ada.page.getByRole('form', { name: 'Connect your inbox with an app password' });
    await form.waitFor();
    expect(await form.getByRole('textbox', { name: /User name/ }).inputValue()).toBe(EMAIL);
    await form.getByRole('textbox', { name: /IMAP server/ }).fill(imap.server.host);
    await form.getByRole('textbox', { name: /Port/ }).fill(String(imap.server.port));
    await form.getByLabel(/App password/).fill('not-the-app-password');
    await form.getByRole('button', { name: 'Connect inbox' }).click();
    await form.getByRole('alert').filter({ hasText: 'The mail server refused the user name or app password.' }).waitFor();
    await expectNoAxeViolations(ada.page);
    await shot(ada.page, 'inbox-app-password-form');
    await form.getByLabel(/App password/).fill(APP_PASSWORD);
    await form.getByRole('button', { name: 'Connect inbox' }).click();
    await ada.page.getByText(`Inbox Sync is on for ${EMAIL}.`, { exact: false }).waitFor();
    await inbox.getByText('Activated', { exact: true }).waitFor();
    await expectNoAxeViolations(ada.page);
    await shot(ada.page, 'inbox-activated');

    // The airline's confirmation arrives in the inbox: the next look imports it into the covering trip.
    await imap.append(EMAIL, APP_PASSWORD, await readFile(join(import.meta.dirname, '../fixtures/imports/eml-airline-jsonld-qp.eml')));
    await expect
      .poll(
        async () => {
          await ada.page.goto(trip.url);
          await ada.page.getByRole('heading', { level: 1, name: 'December in New York' }).waitFor();
          return (await ada.page.getByRole('main').textContent()) ?? '';
        },
        { timeout: 45_000, interval: 2_000 },
      )
      .toMatch(/10:05\s?AM[\s\S]*AF 006/);

    // Deactivated after the confirmation, it says Not Activated again.
    await ada.page.goto(`${server.url}/app/account/profile`);
    await ada.page.getByRole('link', { name: `Manage ${EMAIL}` }).click();
    await inbox.getByText(/Last checked/).waitFor();
    await inbox.getByRole('button', { name: 'Deactivate Inbox Sync' }).click();
    const dialog = ada.page.getByRole('alertdialog', { name: 'Deactivate Inbox Sync' });
    await expectNoAxeViolations(ada.page);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await inbox.getByText('Not Activated').waitFor();
  }, 120_000);
});
