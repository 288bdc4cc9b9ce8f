import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage } from './browser.js';
import { AccountPages } from './pages/account-pages.js';
import { invitationLinkTo } from './outbox.js';
import { AppPages } from './pages/app-pages.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;
const password = 'analytical engine 1843';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A new signed-up, onboarded traveler in their own browser context. */
async function traveler(email: string, first: string, last: string) {
  const { context, page } = await newPage(browser);
  const account = new AccountPages(page, server.url);
  const app = new AppPages(page, server.url);
  await page.goto(`${server.url}/account/create`);
  await account.signUp(email, password);
  await page.waitForURL('**/app/onboarding');
  await app.acknowledgePrivacyIfAsked();
  await app.fillOnboarding({ first, last, dob: '12/10/1990', cityQuery: 'Lond', city: 'London, England, United Kingdom' });
  await app.submitOnboarding();
  await page.waitForURL('**/app/trips');
  return { context, page, app };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

describe('trips end to end', () => {
  it('creates, finds, edits, shares, publishes, exports and deletes a trip', async () => {
    const ada = await traveler('ada.trips@example.com', 'Ada', 'Lovelace');
    const bo = await traveler('bo.trips@example.com', 'Bo', 'Diddley');
    const { page } = ada;

    // The empty list says what to do, and is accessible.
    await expect.poll(() => heading(page, 'Trips').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByRole('tab', { name: /upcoming/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);

    // Create a trip with a destination suggestion.
    await page.getByRole('link', { name: 'Add trip' }).first().click();
    await page.waitForURL('**/app/trip/create');
    await expect.poll(() => heading(page, 'Add Trip').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: /^Trip name/ }).fill('Autumn in Lyon');
    await page.getByRole('combobox', { name: /^Destination city/ }).fill('Lyon');
    await page
      .getByRole('option', { name: /^Lyon, Auvergne/ })
      .first()
      .click();
    await page.getByRole('textbox', { name: /^Start date/ }).fill('12/01/2026');
    await page.getByRole('textbox', { name: /^End date/ }).fill('12/05/2026');
    await page.getByRole('textbox', { name: /^Description/ }).fill('Bouchons and the Festival of Lights');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add trip' }).click();
    await page.waitForURL(/\/app\/trips\/[0-9a-f-]{36}$/);
    const tripUrl = page.url();
    const tripUuid = tripUrl.split('/').pop() ?? '';
    await expect.poll(() => heading(page, 'Autumn in Lyon').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // It is listed in "your upcoming" (the traveler flag is on by default).
    await page.goto(`${server.url}/app/trips`);
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Autumn in Lyon/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await page.getByRole('tab', { name: /past/i }).click();
    await expect.poll(() => page.getByRole('link', { name: /Autumn in Lyon/ }).count()).toBe(0);

    // Edit it.
    await page.goto(`${tripUrl}/edit`);
    await expect.poll(() => heading(page, 'Edit Trip').isVisible()).toBe(true);
    const name = page.getByRole('textbox', { name: /^Trip name/ });
    await expect.poll(() => name.inputValue()).toBe('Autumn in Lyon');
    await name.fill('Winter in Lyon');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(tripUrl);
    await expect.poll(() => heading(page, 'Winter in Lyon').isVisible()).toBe(true);

    // Invite Bo as a viewer.
    await page.getByRole('link', { name: 'Share' }).click();
    await page.waitForURL(`${tripUrl}/sharing`);
    await page.getByRole('textbox', { name: /^E-mail addresses/ }).fill('bo.trips@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() =>
        page
          .getByText(/Invitation sent to bo\.trips@example\.com\./)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);

    // Bo has an account, but takes part only once he opens the mailed link (signed in, it joins).
    await bo.page.goto(tripUrl);
    await expect
      .poll(() =>
        bo.page
          .getByRole('heading', { level: 1, name: /404|not found/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await bo.page.goto(await invitationLinkTo(server.dataDir, 'bo.trips@example.com'));
    await bo.page.waitForURL(tripUrl);

    // In his own browser, Bo sees the trip but cannot edit it.
    await bo.page.goto(tripUrl);
    await expect.poll(() => heading(bo.page, 'Winter in Lyon').isVisible()).toBe(true);
    expect(await bo.page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await bo.page.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await bo.page.getByRole('button', { name: 'More' }).click();
    expect(await bo.page.getByRole('menuitem', { name: 'Leave Trip' }).isVisible()).toBe(true);
    expect(await bo.page.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await expectNoAxeViolations(bo.page);
    await bo.page.keyboard.press('Escape');
    const refused = await bo.page.evaluate(async (uuid) => {
      const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/v2/replace/trip/uuid/${uuid}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify({ Trip: { display_name: 'Taken over' } }),
      });
      return res.status;
    }, tripUuid);
    expect(refused).toBe(403);
    await bo.page.goto(`${tripUrl}/sharing`);
    await expect.poll(() => bo.page.getByRole('heading', { name: 'You can view this trip' }).isVisible()).toBe(true);
    await expectNoAxeViolations(bo.page);

    // A public link opens signed out; after a reset the old one no longer does.
    await page.getByRole('button', { name: 'Create public link' }).click();
    const linkField = page.getByRole('textbox', { name: 'Public link to this trip' });
    await expect.poll(() => linkField.inputValue()).toMatch(/\/p\/\w{32}$/);
    const firstLink = await linkField.inputValue();
    const { context: stranger, page: publicPage } = await newPage(browser);
    await publicPage.goto(firstLink);
    await expect.poll(() => heading(publicPage, /Winter in Lyon/).isVisible()).toBe(true);
    expect(await publicPage.content()).not.toContain('bo.trips@example.com');
    await expectNoAxeViolations(publicPage);
    await page.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset link' }).click();
    await expect.poll(() => linkField.inputValue()).not.toBe(firstLink);
    const reset = await publicPage.goto(firstLink);
    expect(reset?.status()).toBe(404);
    await stranger.close();

    // The calendar file parses with a real iCal parser.
    await page.goto(tripUrl);
    await page.getByRole('button', { name: 'More' }).click();
    const calendarLink = page.getByRole('menuitem', { name: 'Calendar file' });
    await expect.poll(() => calendarLink.isVisible()).toBe(true);
    const [download] = await Promise.all([page.waitForEvent('download'), calendarLink.click()]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const calendar = new ICAL.Component(ICAL.parse(Buffer.concat(chunks).toString('utf8')));
    const event = calendar.getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe('Winter in Lyon');
    expect(String(event?.getFirstPropertyValue('dtstart'))).toBe('2026-12-01');

    // Delete by typing Delete (in the More menu).
    await page.getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    const confirm = dialog.getByRole('button', { name: /Delete/ }).last();
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('textbox').fill('Delete');
    await expectNoAxeViolations(page);
    await confirm.click();
    await page.waitForURL('**/app/trips');
    await expect.poll(() => page.getByRole('link', { name: /Winter in Lyon/ }).count()).toBe(0);
    await bo.page.goto(tripUrl);
    await expect
      .poll(() =>
        bo.page
          .getByRole('heading', { level: 1, name: /404|not found/i })
          .first()
          .isVisible(),
      )
      .toBe(true);

    await ada.context.close();
    await bo.context.close();
  });
});
