import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePhoto } from '@waybook/core/testing';
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

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
/** The navbar's account button, whose first child is the photo or the default icon. */
const accountButton = (page: Page) => page.getByRole('button', { name: /Account menu/ });
/** Whether an <img> was loaded and decoded (the server served real image bytes to this session). */
const loaded = (page: Page, selector: string) =>
  page.$eval(selector, (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0).catch(() => false);

describe('profile photo', () => {
  it('uploads a photo on Edit Profile, shows it there, on the profile and in the navbar, refuses a text file, and removes it', async () => {
    const { context, page } = await traveler(browser, server.url, 'ada.photo@example.com', 'Ada', 'Lovelace');
    await page.goto(`${server.url}/app/account/profile/edit`);
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    expect(await page.getByRole('img', { name: 'No photo yet' }).isVisible()).toBe(true);
    expect(await accountButton(page).locator('img').count()).toBe(0);

    await page.getByLabel('Upload photo').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: Buffer.from(samplePhoto('png')) });
    await visible(page, 'Your photo has been updated.');
    const photo = page.getByRole('img', { name: 'Your profile photo' });
    await photo.waitFor();
    const src = (await photo.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/profile\/photo\/[A-Za-z0-9]{32}$/);
    await expect.poll(() => loaded(page, `img[src="${src}"][alt="Your profile photo"]`)).toBe(true);
    await expect.poll(() => accountButton(page).locator('img').getAttribute('src')).toBe(src);
    await expect.poll(() => loaded(page, `.wb-navbar__user img[src="${src}"]`)).toBe(true);
    await expectNoAxeViolations(page);

    // A text file named .png is refused on the device, in words; the photo stays.
    await page.getByLabel('Change photo').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Just some notes, not a photo.') });
    await visible(page, 'This file is not a JPEG, PNG or WebP image.');
    expect(await photo.getAttribute('src')).toBe(src);

    // Stored on the server: a new page load shows it, on the profile too.
    await page.goto(`${server.url}/app/account/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => loaded(page, `.wb-profile img[src="${src}"]`)).toBe(true);

    await page.goto(`${server.url}/app/account/profile/edit`);
    await page.getByRole('button', { name: 'Remove photo' }).click();
    await visible(page, 'Your photo has been removed.');
    await page.getByRole('img', { name: 'No photo yet' }).waitFor();
    await expect.poll(() => accountButton(page).locator('img').count()).toBe(0);
    expect(await accountButton(page).locator('svg').count()).toBeGreaterThan(0);
    expect((await page.request.get(`${server.url}${src}`)).status()).toBe(404);
    await context.close();
  });
});
