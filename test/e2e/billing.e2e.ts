// Pro billing as a traveler uses it (issue 15), on the sandbox processor: upgrade with a test card
// (a declined card first: the spec's message, nothing lost), the Pro badge, a receipt, the
// expiry updated, then cancel and the pill says Canceled with the date.
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

// Screenshots for a person to look at, outside the repository (BILLING_SHOTS=/tmp/billing).
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env['BILLING_SHOTS'];
  if (dir === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Card number/).fill(number);
  await dialog.getByLabel(/^Security code/).fill('739');
  await dialog.getByLabel(/Month/).selectOption('09');
  await dialog.getByLabel(/Year/).selectOption(String(new Date().getUTCFullYear() + 3));
  await expect
    .poll(() =>
      dialog
        .getByLabel(/^Country/)
        .locator('option')
        .count(),
    )
    .toBeGreaterThan(100);
  await dialog.getByLabel(/^Country/).selectOption('US');
  await dialog.getByLabel(/^Zip\/Postal code/).fill('94107');
}

describe('Pro billing', () => {
  it('upgrades with a test card, shows the Pro badge and a receipt, updates the expiry, and cancels', async () => {
    const { page, context } = await traveler(browser, server.url, 'ada.billing@example.com', 'Ada', 'Lovelace');
    await page.goto(`${server.url}/app/account/billing`);
    await expect.poll(() => page.title()).toBe('Subscription and billing - Waybook');
    await expect.poll(() => page.getByText('You’re on the free plan.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await shots(page, 'billing-free');

    await page.getByRole('button', { name: 'Upgrade to Pro' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText(/Sandbox payments/).isVisible()).toBe(true);
    await fillCard(page, '4000 0000 0000 0002');
    await expect.poll(() => dialog.getByText('Card type: Visa').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await shots(page, 'billing-upgrade-modal');
    await dialog.getByRole('button', { name: 'Upgrade now' }).click();
    await expect.poll(() => dialog.getByText('Your card was declined.').isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Zip\/Postal code/).inputValue()).toBe('94107');
    await shots(page, 'billing-upgrade-declined');
    await dialog.getByLabel(/^Card number/).fill('4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Upgrade now' }).click();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => page.locator('.wb-pro-badge').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Active', { exact: true }).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/Visa •••• 4242/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectNoAxeViolations(page);
    await shots(page, 'billing-active');

    await page
      .getByRole('link', { name: /View receipt/ })
      .first()
      .click();
    await page.waitForURL(/\/app\/account\/billing\/receipts\/\d+$/);
    await expect.poll(() => page.getByText(/^WB-\d{4}-\d{8}$/).isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/\$49\.00/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByText('Sandbox payment: no real card was charged.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await shots(page, 'billing-receipt');
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.waitForURL('**/app/account/billing');

    const nextYear = String(new Date().getUTCFullYear() + 5);
    await page.getByRole('button', { name: 'Update expiry' }).click();
    const expiry = page.getByRole('dialog');
    await expiry.getByLabel(/Month/).selectOption('01');
    await expiry.getByLabel(/Year/).selectOption(nextYear);
    await expiry.getByRole('button', { name: 'Save expiry date' }).click();
    await expect.poll(() => page.getByText('The expiry date of your card is updated.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText(`Expires 01/${nextYear}`).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Cancel Pro' }).click();
    const cancel = page.getByRole('alertdialog');
    await cancel.getByLabel(/Why are you canceling/).selectOption({ label: 'It’s too expensive' });
    await cancel.getByLabel(/Anything else/).fill('Back next summer');
    await expectNoAxeViolations(page);
    await shots(page, 'billing-cancel-modal');
    await cancel.getByRole('button', { name: 'Cancel Pro' }).click();
    await cancel.waitFor({ state: 'detached' });
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date());
    await expect.poll(() => page.getByText(`Canceled on ${today}`).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Resume Pro' }).isVisible()).toBe(true);
    // Pro stays until the end of the period.
    await expect.poll(() => page.locator('.wb-pro-badge').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await shots(page, 'billing-canceled');
    await context.close();
  });
});
