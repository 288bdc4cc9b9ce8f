import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { apiClient, seedRiviera, type ApiCall } from './pages/api-client.js';
import { traveler } from './pages/plan-pages.js';
import { compareWithApproved } from './screenshot-compare.js';
import { startServer, type RunningServer } from './server.js';

// The trip summary, compared pixel by pixel with approved images (test/e2e/approved), at a desktop
// and a phone width, in English and French. The trip lies in 2031, so nothing on it depends on
// the day the test runs (no "today" marker, no "in progress" badge).

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let tripUrl = '';
let api: ApiCall;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  ({ context, page } = await traveler(browser, server.url, 'ada.visual@example.com', 'Ada', 'Lovelace'));
  api = apiClient(context, page, server.url);
  const { uuid } = await seedRiviera(api);
  tripUrl = `${server.url}/app/trips/${uuid}`;
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** Opens the summary and waits until it is drawn in full: plans, the map, fonts. */
async function openSummary(): Promise<void> {
  await page.goto(tripUrl);
  await page.getByRole('heading', { level: 1, name: 'Côte d’Azur' }).waitFor();
  await page.getByText('Hertz').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe('the trip summary looks as approved', () => {
  const languages = [
    { language: 'en-US', order: 'M', clock: 1 },
    { language: 'fr-FR', order: 'L', clock: 2 },
  ] as const;
  for (const { language, order, clock } of languages) {
    for (const width of [1280, 390]) {
      it(`${language} at ${width} px`, async () => {
        await api('v2/replace/profile', { Profile: { language_tag: language, date_endian_format: order, hour_clock: clock } });
        await page.setViewportSize({ width, height: 900 });
        await openSummary();
        await expectNoAxeViolations(page);
        // The floating scroll button sits where the viewport was, not in the layout under test.
        const shot = await page
          .locator('#main-content')
          .screenshot({ animations: 'disabled', caret: 'hide', style: '.wb-scroll-button { visibility: hidden; }' });
        expect(compareWithApproved(shot, `trip-summary-${language}-${width}`).message).toBe('');
      });
    }
  }
});
