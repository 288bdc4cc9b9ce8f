import type { Browser, Page } from 'playwright-core';
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

// Screenshots for a person to look at, outside the repository (ALERTS_SHOTS=/tmp/al).
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['ALERTS_SHOTS'];
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

const bell = (page: Page, name: string | RegExp = /^Messages/) => page.getByRole('navigation').getByRole('button', { name });

describe('alerts and messages', () => {
  it('a trip invitation raises an alert in the invitee’s dropdown; closing marks it viewed; /messages lists it', async () => {
    const ada = await traveler(browser, server.url, 'ada.alerts@example.com', 'Ada', 'Lovelace');
    const bo = await traveler(browser, server.url, 'bo.alerts@example.com', 'Bo', 'Diddley');
    const trip = await ada.plans.createTrip({ name: 'Alerts in Lyon', cityQuery: 'Lyon', city: /^Lyon/, start: '10/10/2027', end: '10/14/2027' });
    await ada.page.goto(`${trip.url}/sharing`);
    await ada.page.getByRole('textbox', { name: /^E-mail addresses/ }).fill('bo.alerts@example.com');
    await ada.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect
      .poll(() =>
        ada.page
          .getByText(/Invitation sent to bo\.alerts@example\.com\./)
          .first()
          .isVisible(),
      )
      .toBe(true);

    // Ada has no messages.
    await ada.page.goto(`${server.url}/app/trips`);
    await bell(ada.page, 'Messages').click();
    await expect.poll(() => ada.page.getByRole('dialog', { name: 'Messages' }).getByText('You have no messages.').isVisible()).toBe(true);
    await ada.page.keyboard.press('Escape');

    // Bo's bell has the red dot; the dropdown shows the invitation, in words, linked to the trip.
    await bo.page.goto(`${server.url}/app/trips`);
    await bell(bo.page, 'Messages, new messages').waitFor();
    await bell(bo.page).click();
    const dialog = bo.page.getByRole('dialog', { name: 'Messages' });
    const title = dialog.getByRole('link', { name: 'Trip invitation' });
    await title.waitFor();
    expect(await title.getAttribute('href')).toBe(`/app/trips/${trip.uuid}`);
    await expect.poll(() => dialog.getByText('Ada Lovelace invited you to the trip “Alerts in Lyon”.').isVisible()).toBe(true);
    await expect
      .poll(() =>
        dialog
          .getByText(/now|minute/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The open dropdown and the bar: react-aria's popover keeps visually hidden dismiss buttons
    // beside the dialog, outside any landmark (axe's region rule); the page is checked whole below.
    await expectNoAxeViolations(bo.page, { include: ['.wb-alerts__dialog', '.wb-navbar'] });
    await shot(bo.page, 'dropdown-1280');

    // Escape closes, focus goes back to the bell, and the alert is marked viewed (also after a reload).
    await bo.page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => bo.page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('false');
    await bell(bo.page, 'Messages').waitFor();
    await bo.page.reload();
    await bell(bo.page, 'Messages').waitFor();
    expect(await bell(bo.page, 'Messages, new messages').count()).toBe(0);

    // View all leads to /messages, which lists it.
    await bell(bo.page).click();
    await dialog.getByRole('link', { name: 'View all' }).click();
    await bo.page.waitForURL('**/app/messages');
    await bo.page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await bo.page.getByRole('heading', { level: 2, name: 'Trip invitation' }).waitFor();
    expect(await bo.page.title()).toMatch(/^Messages/);
    await expectNoAxeViolations(bo.page);
    await shot(bo.page, 'messages-1280');

    // On a phone the bell sits in the menu.
    await bo.page.setViewportSize({ width: 390, height: 844 });
    const menu = bo.page.getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor();
    await menu.click();
    await bell(bo.page).click();
    await dialog.getByRole('link', { name: 'Trip invitation' }).waitFor();
    await expectNoAxeViolations(bo.page, { include: ['.wb-alerts__dialog', '.wb-navbar'] });
    await shot(bo.page, 'dropdown-390');
    await bo.page.keyboard.press('Escape');
    await shot(bo.page, 'messages-390');
    await ada.context.close();
    await bo.context.close();
  });
});
