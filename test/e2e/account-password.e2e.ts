import type { Browser } from 'playwright-core';
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

/** The last password reset link mailed to `to`, waiting for it (the mail goes out after the answer). */
function resetLinkTo(to: string): Promise<string> {
  return linkMailedTo(server.dataDir, to, /https?:\/\/\S+\/change-password\?st=[\w-]+/, 'password reset');
}

describe('passwords', () => {
  it('changes the password on one browser and the other browser is signed out', async () => {
    const email = 'ada.password@example.com';
    const first = await traveler(browser, server.url, email, 'Ada', 'Lovelace');
    const second = await newPage(browser);
    await second.page.goto(`${server.url}/account/login`);
    await new AccountPages(second.page, server.url).signIn(email, PASSWORD);
    await second.page.waitForURL('**/app/trips');

    const { page } = first;
    await page.goto(`${server.url}/app/account/profile/change-password`);
    await expect.poll(() => page.title()).toBe('Change Password - Waybook');
    await page.getByLabel(/^Current password/).fill(PASSWORD);
    await page.getByLabel(/^New password/).fill('a brand new passphrase');
    await page.getByLabel(/^Confirm new password/).fill('a brand new passphrase!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Passwords do not match').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Confirm new password/).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/app/account/profile');
    await expect.poll(() => page.getByText(/Every other browser signed in to your account has been signed out/).isVisible()).toBe(true);

    await second.page.goto(`${server.url}/app/trips`);
    await second.page.waitForURL('**/account/login**');
    await new AccountPages(second.page, server.url).signIn(email, 'a brand new passphrase');
    await second.page.waitForURL('**/app/trips');
    await first.context.close();
    await second.context.close();
  });

  it('resets a forgotten password from the link in the outbox, once', async () => {
    const email = 'grace.password@example.com';
    const { context } = await traveler(browser, server.url, email, 'Grace', 'Hopper');
    await context.close();
    const { context: signedOut, page } = await newPage(browser);
    await page.goto(`${server.url}/account/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByText(/we have sent it a link/).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const link = await resetLinkTo(email);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('compiler passphrase');
    await page.getByLabel('Confirm new password').fill('compiler passphrase');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Password changed' }).isVisible()).toBe(true);

    await page.goto(link);
    await expect.poll(() => page.getByText('This password reset link has expired or has already been used.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/account/forgot-password');

    await page.goto(`${server.url}/account/login`);
    await new AccountPages(page, server.url).signIn(email, 'compiler passphrase');
    await page.waitForURL('**/app/**');
    await signedOut.close();
  });
});
