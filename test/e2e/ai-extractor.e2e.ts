import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLlm } from '../../adapters/server/src/testing/fake-llm.js';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

// A local OpenAI-compatible endpoint standing in for the admin's model server: it finds the hotel
// of llm-hotel-plain.eml (a confirmation with no structured data) and counts what it was sent.
const HOTEL = {
  '@type': 'LodgingReservation',
  reservationNumber: 'H12345',
  reservationFor: {
    '@type': 'LodgingBusiness',
    name: 'Hotel Lutetia',
    address: { streetAddress: '45 Boulevard Raspail', addressLocality: 'Paris', addressCountry: 'FR' },
  },
  checkinTime: '2027-05-04T15:00:00',
  checkoutTime: '2027-05-07T11:00:00',
};
let llm: Awaited<ReturnType<typeof startFakeLlm>>;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  llm = await startFakeLlm([HOTEL]);
  server = await startServer({ env: { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await llm?.stop();
});

// Screenshots for a person to look at, outside the repository (IMPORTS_SHOTS=/tmp/im).
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['IMPORTS_SHOTS'];
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function uploadHotel(page: Page): Promise<void> {
  const eml = await readFile(join(import.meta.dirname, '../fixtures/imports/llm-hotel-plain.eml'));
  await page.getByRole('button', { name: 'Import a booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a booking' });
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'hotel.eml', mimeType: 'message/rfc822', buffer: eml });
}

describe('the AI extractor (opt-in)', () => {
  it('sends nothing until the traveler opts in on its settings page; then a plain-text confirmation becomes a plan', async () => {
    const ada = await traveler(browser, server.url, 'ada.ai@example.com', 'Ada', 'Lovelace');

    // Not opted in: the plain-text confirmation is refused and the endpoint hears nothing.
    await uploadHotel(ada.page);
    await ada.page.getByText('We found no reservation in this file.', { exact: false }).waitFor();
    expect(llm.asked).toEqual([]);
    await ada.page.keyboard.press('Escape');

    // The settings page says what would go where, and the switch opts in.
    await ada.page.goto(`${server.url}/app/settings/artificial-intelligence`);
    await ada.page.getByRole('heading', { level: 1, name: 'Artificial Intelligence' }).waitFor();
    const sw = ada.page.getByRole('switch', { name: 'Use the AI extractor for emails Waybook can’t read' });
    await sw.waitFor();
    expect(await ada.page.getByText(/go to 127\.0\.0\.1:\d+, the AI service/).isVisible()).toBe(true);
    await expectNoAxeViolations(ada.page);
    await sw.click({ force: true });
    await ada.page.getByText(/^On since /).waitFor();
    await shot(ada.page, 'ai-settings-1280');
    await ada.page.setViewportSize({ width: 390, height: 844 });
    await shot(ada.page, 'ai-settings-390');
    await ada.page.setViewportSize({ width: 1280, height: 900 });
    // The choice holds after a reload.
    await ada.page.reload();
    await expect.poll(() => ada.page.getByRole('switch').isChecked()).toBe(true);

    // Opted in: the same file now becomes a lodging plan read by the model.
    await ada.page.goto(`${server.url}/app/trips`);
    await uploadHotel(ada.page);
    const dialog = ada.page.getByRole('dialog', { name: 'Import a booking' });
    await dialog.getByRole('status').filter({ hasText: '1 plan imported from hotel.eml' }).waitFor();
    expect(await dialog.getByRole('link', { name: /Hotel Lutetia/ }).isVisible()).toBe(true);
    expect(llm.asked).toHaveLength(1);
    expect(llm.asked[0]).toContain('H12345');
  });
});
