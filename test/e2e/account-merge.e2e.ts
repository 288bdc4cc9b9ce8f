import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { linkMailedTo } from './outbox.js';
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

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe('merging accounts', () => {
  it("merges a second account through the mailed link and finds that account's trip", async () => {
    const ada = await traveler(browser, server.url, 'ada.merge@example.com', 'Ada', 'Lovelace');
    await ada.plans.createTrip({ name: 'Ada in Vancouver', cityQuery: 'Vancouver', city: /^Vancouver/, start: '12/10/2026', end: '12/17/2026' });
    const old = await traveler(browser, server.url, 'ada.old@example.com', 'Ada', 'Byron');
    await old.plans.createTrip({ name: 'Old account trip', cityQuery: 'Vancouver', city: /^Vancouver/, start: '01/10/2027', end: '01/12/2027' });

    await ada.page.goto(`${server.url}/app/account/profile`);
    await ada.page.getByRole('link', { name: 'Merge another account into this one' }).click();
    await ada.page.waitForURL('**/app/account/profile/merge-accounts');
    await ada.page.getByRole('heading', { level: 1, name: 'Merge accounts' }).waitFor();
    await expectNoAxeViolations(ada.page);
    await ada.page.getByLabel('Email address of the other account').fill('ada.old@example.com');
    await ada.page.getByRole('button', { name: 'Send merge link' }).click();
    await visible(ada.page, /If ada\.old@example\.com belongs to a Waybook account, a merge link is on its way there/);

    const link = await linkMailedTo(server.dataDir, 'ada.old@example.com', /https?:\/\/\S+\/app\/\?redirect_type=merge_accounts&st=[\w-]+/, 'merge');
    await ada.page.goto(link);
    await ada.page.waitForURL('**/app/account/profile?st=*');
    const dialog = ada.page.getByRole('alertdialog', { name: 'Merge accounts' });
    await dialog.waitFor();
    await expectNoAxeViolations(ada.page);
    await dialog.getByRole('button', { name: 'Merge accounts' }).click();
    await visible(ada.page, 'Accounts merged. Moved into this account: trips 1, plans 0, email addresses 1.');
    await visible(ada.page, 'ada.old@example.com');

    await ada.page.goto(`${server.url}/app/trips`);
    await visible(ada.page, 'Old account trip');
    await visible(ada.page, 'Ada in Vancouver');

    // The merged account is closed: its browser is signed out.
    await old.page.goto(`${server.url}/app/trips`);
    await old.page.waitForURL('**/account/login**');

    // The link worked once.
    await ada.page.goto(link);
    await ada.page.getByRole('alertdialog').getByRole('button', { name: 'Merge accounts' }).click();
    await visible(ada.page, 'This merge link is not valid or was already used.');
    await ada.context.close();
    await old.context.close();
  });
});
