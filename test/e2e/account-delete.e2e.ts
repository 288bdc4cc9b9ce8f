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

/** The last delete-account confirmation link mailed to `to`, waiting for it. */
function deleteLinkTo(to: string): Promise<string> {
  return linkMailedTo(server.dataDir, to, /https?:\/\/\S+\/app\/account\/manage\/delete\?st=[\w-]+/, 'delete-account');
}

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe('account deletion', () => {
  it('deletes the account through the confirmation e-mail and the sign-in refuses it afterwards', async () => {
    const email = 'ada.delete@example.com';
    const { context, page, plans } = await traveler(browser, server.url, email, 'Ada', 'Lovelace');
    await plans.createTrip({ name: 'Last trip', cityQuery: 'Vancouver', city: /^Vancouver/, start: '12/10/2026', end: '12/17/2026' });

    await page.goto(`${server.url}/app/account/profile`);
    await page.getByRole('link', { name: 'Delete your account' }).click();
    await page.waitForURL('**/app/account/manage/delete');
    await page.getByRole('heading', { level: 1, name: 'Delete account' }).waitFor();
    const submit = page.getByRole('button', { name: 'Delete account' });
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Email me a confirmation link instead' }).click();
    await visible(page, /We sent a confirmation link to your primary email address/);
    await expectNoAxeViolations(page);

    await page.goto(await deleteLinkTo(email));
    await visible(page, 'You opened the confirmation link from your email. Tick the box to delete your account.');
    expect(await page.getByLabel('Password').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByText('I understand that my account and its data will be deleted for good').click();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await page.waitForURL('**/account/login**');
    await context.close();

    const other = await newPage(browser);
    const account = new AccountPages(other.page, server.url);
    await account.openSignIn();
    await account.signIn(email, PASSWORD);
    await visible(other.page, 'The email address or password is incorrect.');
    expect(other.page.url()).toContain('/account/login');
    await other.context.close();
  });
});
