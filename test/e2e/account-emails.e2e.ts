import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage } from './browser.js';
import { linkMailedTo } from './outbox.js';
import { AccountPages } from './pages/account-pages.js';
import { PASSWORD, traveler } from './pages/plan-pages.js';
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

/** The last add-email link mailed to `to` (through the redirect entry), waiting for it. */
function addEmailLinkTo(to: string): Promise<string> {
  return linkMailedTo(server.dataDir, to, /https?:\/\/\S+\/app\/\?redirect_type=add_email&email_uuid=[\w-]+&st=\w+/, 'add-email');
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe('e-mail addresses', () => {
  it('adds an address, confirms it from the outbox link, makes it primary and signs in with it', async () => {
    const first = 'ada.emails@example.com';
    const added = 'ada.work@example.com';
    const { context, page } = await traveler(browser, server.url, first, 'Ada', 'Lovelace');
    await page.goto(`${server.url}/app/account/profile`);
    await page.getByRole('link', { name: 'Add an email address' }).click();
    await expect.poll(() => page.title()).toBe('Add an Email Address - Waybook');
    await page.getByLabel(/^Email address/).fill('not an address');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await visible(page, 'Please use a valid email address.');
    await page.getByLabel(/^Email address/).fill(added);
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await page.waitForURL('**/app/account/profile/emails/*');
    await visible(page, 'Not confirmed yet: open the link we emailed to this address.');
    await expectNoAxeViolations(page);

    await page.goto(await addEmailLinkTo(added));
    await visible(page, `${added} is confirmed.`);
    await expect.poll(() => page.title()).toBe('Manage Email - Waybook');
    expect(page.url()).not.toContain('st=');
    await page.getByRole('button', { name: 'Make primary' }).click();
    await visible(page, `${added} is now your primary email address.`);
    await expectNoAxeViolations(page);

    // The old address is no longer primary: it can be removed, after the confirmation dialog.
    await page.goto(`${server.url}/app/account/profile`);
    await page.getByRole('link', { name: `Manage ${first}` }).click();
    await page.getByRole('button', { name: 'Remove email address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove email address' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.waitForURL('**/app/account/profile');
    await expect.poll(() => page.getByRole('link', { name: `Manage ${first}` }).count()).toBe(0);
    await context.close();

    const other = await newPage(browser);
    const account = new AccountPages(other.page, server.url);
    await account.openSignIn();
    await account.signIn(added, PASSWORD);
    await other.page.waitForURL('**/app/trips');
    await other.context.close();
    const refused = await newPage(browser);
    const again = new AccountPages(refused.page, server.url);
    await again.openSignIn();
    await again.signIn(first, PASSWORD);
    await visible(refused.page, 'The email address or password is incorrect.');
    await refused.context.close();
  });

  it('a used link is refused with a way to send a new one', async () => {
    const { context, page } = await traveler(browser, server.url, 'grace.emails@example.com', 'Grace', 'Hopper');
    await page.goto(`${server.url}/app/account/profile/emails/add`);
    await page.getByLabel(/^Email address/).fill('grace.work@example.com');
    await page.getByRole('button', { name: 'Send verification email' }).click();
    await page.waitForURL('**/app/account/profile/emails/*');
    const link = await addEmailLinkTo('grace.work@example.com');
    await page.goto(link);
    await visible(page, 'grace.work@example.com is confirmed.');
    await page.goto(link);
    await visible(page, /This link has expired or was already used/);
    await context.close();
  });
});
