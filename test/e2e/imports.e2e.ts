import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePkpass } from '../fixtures/imports/make-pkpass.mjs';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
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

const FIXTURES = join(import.meta.dirname, '../fixtures/imports');

// Screenshots for a person to look at, outside the repository (IMPORTS_SHOTS=/tmp/im).
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['IMPORTS_SHOTS'];
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

// Opens the import modal from the page's "Import a booking" button and gives it a file, as a picker would.
async function importFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole('button', { name: 'Import a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a booking' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, { include: ['[role="dialog"]'] });
  await dialog.locator('input[type="file"]').setInputFiles(file);
  await dialog
    .getByRole('status')
    .filter({ hasText: `imported from ${file.name}` })
    .waitFor();
  return dialog;
}

describe('importing bookings from files', () => {
  it('an .eml goes into the trip it was uploaded to, a .pkpass starts a new trip, each at local times', async () => {
    const ada = await traveler(browser, server.url, 'ada.imports@example.com', 'Ada', 'Lovelace');
    const trip = await ada.plans.createTrip({ name: 'New York in December', cityQuery: 'New York', city: /^New York/, start: '12/01/2026', end: '12/10/2026' });

    // The airline's confirmation e-mail (JSON-LD): AF006 Paris CDG 10:05 (+01:00) → New York JFK 12:40 (−05:00).
    const eml = await readFile(join(FIXTURES, 'eml-airline-jsonld-qp.eml'));
    const dialog = await importFile(ada.page, { name: 'booking.eml', mimeType: 'message/rfc822', buffer: eml });
    expect(await dialog.getByText('The plans are in your trip.').isVisible()).toBe(true);
    await shot(ada.page, 'eml-result-1280');
    await dialog.getByRole('link', { name: 'Open the trip' }).click();
    await expect.poll(() => ada.page.getByRole('dialog').count()).toBe(0);
    expect(ada.page.url()).toBe(trip.url);
    // The summary shows the flight at the airports' own times.
    const main = ada.page.getByRole('main');
    await expect
      .poll(() =>
        main
          .getByText(/AF ?0?06/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(async () => (await main.textContent()) ?? '').toMatch(/10:05\s?AM[\s\S]*12:40\s?PM/);

    // The imported flight's page says where it came from, with the original e-mail for its editor.
    await main
      .getByRole('link', { name: /AF ?0?06/ })
      .first()
      .click();
    const note = ada.page.getByRole('complementary', { name: 'Where this plan came from' });
    await note.waitFor();
    expect(await note.textContent()).toContain('Your booking confirmation X2Y3Z4');
    expect(await note.getByRole('link', { name: 'View the original email' }).getAttribute('href')).toMatch(/^\/plan\/import-message\//);
    await expectNoAxeViolations(ada.page);
    await shot(ada.page, 'plan-note-1280');

    // An Apple Wallet boarding pass for a day with no trip, uploaded on the trips page: a new trip.
    await ada.page.goto(`${server.url}/app/trips`);
    const passDialog = await importFile(ada.page, { name: 'boarding.pkpass', mimeType: 'application/vnd.apple.pkpass', buffer: Buffer.from(makePkpass()) });
    expect(await passDialog.getByText('We started a new trip for these plans.').isVisible()).toBe(true);
    await ada.page.setViewportSize({ width: 390, height: 844 });
    await shot(ada.page, 'pkpass-result-390');
    await passDialog.getByRole('link', { name: 'Open the trip' }).click();
    await ada.page.waitForURL(/\/app\/trips\/[0-9a-f-]{36}$/);
    expect(ada.page.url()).not.toBe(trip.url);
    // AC834 leaves Montréal at 6:20 PM local time.
    await expect.poll(async () => (await ada.page.getByRole('main').textContent()) ?? '').toMatch(/6:20\s?PM[\s\S]*AC 834 YUL → FRA/);

    // The same e-mail again changes nothing: one flight, already up to date.
    await ada.page.setViewportSize({ width: 1280, height: 900 });
    await ada.page.goto(trip.url);
    const again = await importFile(ada.page, { name: 'booking.eml', mimeType: 'message/rfc822', buffer: eml });
    expect(await again.getByText('Already up to date').first().isVisible()).toBe(true);
  });

  it('a file that is not a booking is refused with the reason, and nothing is added', async () => {
    const bo = await traveler(browser, server.url, 'bo.imports@example.com', 'Bo', 'Diddley');
    await bo.page.getByRole('button', { name: 'Import a booking' }).click();
    const dialog = bo.page.getByRole('dialog', { name: 'Import a booking' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
    await dialog.getByText('This kind of file can’t be read.', { exact: false }).waitFor();
    await expectNoAxeViolations(bo.page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.poll(() => bo.page.getByText('No upcoming trips', { exact: true }).count()).toBeGreaterThan(0);
  });
});
