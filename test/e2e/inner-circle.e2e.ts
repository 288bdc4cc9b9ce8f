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

const visible = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

describe('Inner Circle', () => {
  it("Ada invites Bo; Bo accepts on /account/sharing, finds Ada's trip under others' upcoming and opens it read-only", async () => {
    const ada = await traveler(browser, server.url, 'ada.circle@example.com', 'Ada', 'Lovelace');
    const bo = await traveler(browser, server.url, 'bo.circle@example.com', 'Bo', 'Berg');

    // Ada's trip, shared with her Inner Circle.
    await ada.page.goto(`${server.url}/app/trip/create`);
    await ada.plans.heading('Add Trip').waitFor();
    await ada.page.getByRole('textbox', { name: /^Trip name/ }).fill('Ada in Vancouver');
    await ada.page.getByRole('combobox', { name: /^Destination city/ }).fill('Vancouver');
    await ada.page
      .getByRole('option', { name: /^Vancouver/ })
      .first()
      .click();
    await ada.page.getByRole('textbox', { name: /^Start date/ }).fill('12/10/2026');
    await ada.page.getByRole('textbox', { name: /^End date/ }).fill('12/17/2026');
    await ada.page.getByRole('checkbox', { name: 'Share with my Inner Circle' }).check();
    await ada.page.getByRole('button', { name: 'Add trip' }).click();
    await ada.page.waitForURL(/\/app\/trips\/[0-9a-f-]{36}$/);

    // Ada invites Bo from Manage Account > Sharing.
    await ada.page.goto(`${server.url}/app/account/profile`);
    await ada.page.getByRole('link', { name: 'Sharing: Inner Circle and public links' }).click();
    await ada.page.waitForURL('**/app/account/sharing');
    await ada.page.getByRole('heading', { level: 1, name: 'Sharing' }).waitFor();
    await visible(ada.page, 'You don’t share your trips with anyone yet.');
    await expectNoAxeViolations(ada.page);
    await ada.page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = ada.page.getByRole('dialog', { name: 'Invite people to your Inner Circle' });
    await dialog.waitFor();
    await dialog.getByLabel(/^Email addresses/).fill('bo.circle@example.com');
    await expectNoAxeViolations(ada.page);
    await dialog.getByRole('button', { name: 'Send invitations' }).click();
    await visible(ada.page, 'Invitations sent to bo.circle@example.com.');
    await ada.page.getByRole('button', { name: 'Withdraw the invitation to bo.circle@example.com' }).waitFor();

    // Bo, in his own browser, accepts.
    await bo.page.goto(`${server.url}/app/account/sharing`);
    await visible(bo.page, 'Ada Lovelace wants to share trips with you (View only).');
    await expectNoAxeViolations(bo.page);
    // The invitation is also in Bo's messages (FC).
    await bo.page.getByRole('button', { name: 'Messages, new messages' }).click();
    await visible(bo.page, 'Ada Lovelace invited you to their Inner Circle.');
    await bo.page.keyboard.press('Escape');
    await bo.page.getByRole('button', { name: 'Messages', exact: true }).waitFor();
    await bo.page.getByRole('button', { name: 'Accept the invitation from Ada Lovelace' }).click();
    await visible(bo.page, 'You’re now in Ada Lovelace’s Inner Circle.');
    await bo.page.getByRole('button', { name: 'Remove yourself from the Inner Circle of Ada Lovelace' }).waitFor();

    // Ada's trip is among others' upcoming trips and opens read-only.
    await bo.page.goto(`${server.url}/app/trips?tab=others_upcoming`);
    await bo.page
      .getByRole('link', { name: /Ada in Vancouver/ })
      .first()
      .click();
    await bo.page.waitForURL(/\/app\/trips\/[0-9a-f-]{36}$/);
    await bo.plans.heading('Ada in Vancouver').waitFor();
    await expectNoAxeViolations(bo.page);
    expect(await bo.page.getByRole('link', { name: 'Add a plan' }).count()).toBe(0);
    expect(await bo.page.getByRole('link', { name: 'Edit trip' }).count()).toBe(0);

    // Ada sees Bo as a member.
    await ada.page.reload();
    await ada.page.getByLabel('Permission for Bo Berg').waitFor();
    // And Ada's messages say so (FA).
    await ada.page.getByRole('button', { name: 'Messages, new messages' }).click();
    await visible(ada.page, 'Bo Berg accepted your Inner Circle invitation.');
    await ada.context.close();
    await bo.context.close();
  });
});
