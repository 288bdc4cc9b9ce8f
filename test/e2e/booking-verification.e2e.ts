import { sql } from 'kysely';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@waybook/adapter-sql';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
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

/**
 * Makes the account's booking-passenger data invalid while keeping it complete (onboarding stays
 * done): the same first and last name. The API refuses that, as it should; data kept from before
 * the rules can hold it, so the test writes the database with the server stopped (PGlite is opened
 * by one process at a time) and starts it again on the same data.
 */
async function giveSameNames(email: string): Promise<void> {
  await server.stop();
  const database = await openDatabase({ dataDir: server.dataDir, pgliteThread: false, log: () => undefined });
  try {
    await sql`update users set last_name = first_name where id = (select user_id from email_addresses where address = ${email})`.execute(database.db);
  } finally {
    await database.close();
  }
  server = await startServer({ dataDir: server.dataDir });
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Confirm your traveler details' });

/** Waits long enough for the app to have decided (the trips page is up), then checks the modal is not there. */
async function expectNoModal(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Trips' }).waitFor();
  await page.waitForTimeout(500);
  expect(await modal(page).count()).toBe(0);
}

describe('booking-passenger verification', () => {
  it('asks for valid booking-passenger data once per session, cannot be closed, and goes once the data is confirmed', async () => {
    const email = 'ada.verify@example.com';
    const { context, page } = await traveler(browser, server.url, email, 'Ada', 'Lovelace');
    await expectNoModal(page);

    await giveSameNames(email);
    const api = apiClient(context, page, server.url);
    const before = (await api('v2/travelerProfile/get?exclude_templates=true')) as { TravelerProfile: { is_valid: string } };
    expect(before.TravelerProfile.is_valid).toBe('false');

    await page.goto(`${server.url}/app/trips`);
    await modal(page).waitFor();
    await expectNoAxeViolations(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('given-name');
    expect(await page.getByText('Names cannot be the same.').count()).toBeGreaterThan(0);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await modal(page).isVisible()).toBe(true);

    // Once per session: a reload in this tab does not ask again; another tab does.
    await page.reload();
    await expectNoModal(page);
    const tab = await context.newPage();
    await tab.goto(`${server.url}/app/trips`);
    await modal(tab).waitFor();
    await page.close();

    const tabLastName = tab.getByRole('textbox', { name: /^Last name/ });
    await tabLastName.fill('Lovelace');
    await tabLastName.blur();
    const tabConfirm = tab.getByRole('button', { name: 'Confirm' });
    await expect.poll(() => tabConfirm.isEnabled()).toBe(true);
    await tabConfirm.click();
    await modal(tab).waitFor({ state: 'detached' });
    await expectNoAxeViolations(tab);

    const after = (await apiClient(context, tab, server.url)('v2/travelerProfile/get?exclude_templates=true')) as {
      TravelerProfile: { is_valid: string; names: { last_name: string } };
    };
    expect(after.TravelerProfile).toMatchObject({ is_valid: 'true', names: { last_name: 'Lovelace' } });
    await tab.reload();
    await expectNoModal(tab);
    await context.close();
  });
});
