// The calendar feed settings as a traveler uses them (issue 16): turn the feed on, the secret URL
// answers a calendar with the trip, reset gives a new URL and the old one answers 404 at once,
// turn off and the URL answers 404. axe on every state of the screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

describe('Calendar feed settings', () => {
  it('turns the feed on, resets its link (old link 404) and turns it off', async () => {
    const { page } = await traveler(browser, server.url, 'ada.calendar@example.com', 'Ada', 'Lovelace');
    await page.goto(`${server.url}/app/settings/calendar-feed`);
    await expect.poll(() => page.title()).toBe('Calendar feed - Waybook');
    await expect.poll(() => page.getByText('Off', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Turn on calendar feed' }).click();
    const link = page.getByLabel('Your private calendar feed link');
    await expect.poll(() => link.inputValue()).toMatch(/\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const first = await link.inputValue();
    const calendar = await fetch(first);
    expect(calendar.status).toBe(200);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset link' }).click();
    const reset = page.getByRole('alertdialog', { name: 'Reset your calendar feed link?' });
    await expect.poll(() => reset.getByText('Changes can take up to 48 hours to show.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await reset.getByRole('button', { name: 'Reset link' }).click();
    await expect.poll(() => page.getByText('This is your new link.', { exact: false }).isVisible()).toBe(true);
    const second = await link.inputValue();
    expect(second).not.toBe(first);
    expect((await fetch(first)).status).toBe(404);
    expect((await fetch(second)).status).toBe(200);

    await page.getByRole('button', { name: 'Turn off' }).click();
    const off = page.getByRole('alertdialog', { name: 'Turn off your calendar feed?' });
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Turn on calendar feed' }).isVisible()).toBe(true);
    expect((await fetch(second)).status).toBe(404);
    await expectNoAxeViolations(page);

    // The preferences page leads here.
    await page.goto(`${server.url}/app/settings/preferences`);
    await page.getByRole('link', { name: 'Calendar feed' }).click();
    await expect.poll(() => page.title()).toBe('Calendar feed - Waybook');
  });
});
