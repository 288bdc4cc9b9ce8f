// Export and import of your data (issue 16) as a traveler uses it: from Preferences to Your data,
// export everything (the progress bar, then the download of the archive), import a TripIt
// calendar (progress, then what was added, the trips listed), and "Export this trip" from a
// trip's More menu; axe on each state, at 390 px too.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('Your data', () => {
  it('exports everything with progress and a download, imports a TripIt calendar, and exports one trip', async () => {
    const { page, plans } = await traveler(browser, server.url, 'ada.data@example.com', 'Ada', 'Lovelace');
    const trip = await plans.createTrip({ name: 'Vancouver in spring', cityQuery: 'Vancouver', city: /^Vancouver/, start: '03/12/2027', end: '03/16/2027' });

    await page.goto(`${server.url}/app/settings/preferences`);
    await page.getByRole('link', { name: 'Your data' }).click();
    await expect.poll(() => page.title()).toBe('Your data - Waybook');
    await page.getByRole('heading', { level: 1, name: 'Your data' }).waitFor();
    await expectNoAxeViolations(page);

    // Export: the progress bar shows while the job prepares the archive, then the download link.
    await page.getByRole('button', { name: 'Export all my data' }).click();
    await expect.poll(() => page.getByRole('progressbar', { name: 'Export progress' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    const link = page.getByRole('link', { name: /^Download waybook-export-\d{4}-\d{2}-\d{2}\.zip$/ });
    await link.waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const saved = await download.path();
    const zip = await readFile(saved);
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(zip.includes(Buffer.from('export.json'))).toBe(true);
    expect(zip.includes(Buffer.from('plans.csv'))).toBe(true);

    // Import a TripIt calendar: progress, then what was added.
    const ics = await readFile(join(import.meta.dirname, '../fixtures/data-export/tripit-feed.ics'));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByLabel('Choose a file to import').setInputFiles({ name: 'tripit.ics', mimeType: 'text/calendar', buffer: ics });
    await expect.poll(() => page.getByText('Import finished: 2 trips, 7 plans and 0 documents added.').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectNoAxeViolations(page);
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`${server.url}/app/trips`);
    await expect.poll(() => page.getByText('Lisbon, Portugal, March 2027').first().isVisible()).toBe(true);

    // Export this trip, from the trip's More menu.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(trip.url);
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Export this trip' }).click();
    await page.waitForURL(`**/app/settings/data?trip=${trip.uuid}`);
    await expect.poll(() => page.getByText('The same archive with only “Vancouver in spring” in it.').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Export this trip' }).click();
    await page.getByRole('link', { name: /^Download waybook-Vancouver-in-spring-\d{4}-\d{2}-\d{2}\.zip$/ }).waitFor({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  });
});
