import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newPage } from './browser.js';
import { AccountPages } from './pages/account-pages.js';
import { AppPages } from './pages/app-pages.js';
import { startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;
const email = 'ada.lovelace@example.com';
const password = 'analytical engine 1843';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a new traveler', () => {
  it('signs up, passes onboarding, sets preferences and language, signs out and back in', async () => {
    const { context, page } = await newPage(browser);
    const account = new AccountPages(page, server.url);
    const app = new AppPages(page, server.url);

    await page.goto(`${server.url}/app/`);
    expect(page.url()).toContain('/account/login?redirect_url=%2Fapp%2F');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expectNoAxeViolations(page);
    await account.signUp(email, password);

    await page.waitForURL('**/app/onboarding');
    // The sign-up form showed the privacy statement: a new account is not asked about it again.
    await app.expectNoPrivacyPrompt();
    await expect.poll(() => page.title()).toBe('Welcome Aboard - Waybook');
    await app.fillName('First name', 'Aaaa');
    await expect.poll(() => page.getByText('Name cannot have 3 consecutive, identical characters.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await app.fillOnboarding({ first: 'Ada', last: 'Lovelace', dob: '12/10/1990', cityQuery: 'Lond', city: 'London, England, United Kingdom' });
    expect(await page.getByText('Name cannot have 3 consecutive, identical characters.').count()).toBe(0);
    await app.submitOnboarding();

    await page.waitForURL('**/app/trips');
    await expect.poll(() => app.heading('Trips').isVisible()).toBe(true);
    expect(await page.title()).toBe('Trips - Waybook');
    await expectNoAxeViolations(page);

    await app.openPreferences();
    await page.getByRole('radio', { name: /^Day\/Month\/Year/ }).check({ force: true });
    await page.getByRole('radio', { name: /^24-hour/ }).check({ force: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Preferences saved').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect.poll(() => page.getByRole('radio', { name: /^Day\/Month\/Year/ }).isChecked()).toBe(true);
    expect(await page.getByText(/Dates and times will look like this: \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/).isVisible()).toBe(true);

    await app.chooseLanguage('EN-US', 'Français (France)');
    await expect.poll(() => app.heading('Préférences d’affichage').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    await expect.poll(() => app.heading('Préférences d’affichage').isVisible()).toBe(true);

    await app.signOut('Menu du compte', 'Se déconnecter');
    await page.waitForURL('**/account/login');
    await account.signIn(email, password);
    await page.waitForURL('**/app/trips');
    await expect.poll(() => app.heading('Voyages').isVisible()).toBe(true);
    await context.close();
  });

  it('is sent to sign in when the session is gone, and comes back to the same page', async () => {
    const { context, page } = await newPage(browser);
    const account = new AccountPages(page, server.url);
    await account.openSignIn();
    await account.signIn(email, password);
    await page.waitForURL('**/app/trips');
    await page.goto(`${server.url}/app/settings/preferences`);
    await page.getByRole('radio', { name: /^(Kilomètres|Kilometers)/ }).waitFor();
    // The session ends on the server (as after 30 idle minutes): the next call answers 401.
    await context.addCookies([{ name: 'wb_session', value: 'x'.repeat(64), url: server.url }]);
    await page.getByRole('radio', { name: /^(Kilomètres|Kilometers)/ }).check({ force: true });
    await page.getByRole('button', { name: /^(Enregistrer|Save)$/ }).click();
    await page.waitForURL('**/account/login?redirect_url=%2Fapp%2Fsettings%2Fpreferences');
    await account.signIn(email, password);
    await page.waitForURL('**/app/settings/preferences');
    await context.close();
  });

  it('keeps every other screen free of axe violations, menus open included', async () => {
    const { context, page } = await newPage(browser);
    const account = new AccountPages(page, server.url);
    await account.openSignIn();
    await account.signIn(email, password);
    await page.waitForURL('**/app/trips');
    for (const path of ['/app/account/profile', '/app/credits', '/app/no/such/page']) {
      await page.goto(`${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('404');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('list', { name: 'Menu du compte' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('finds everything kept after a server restart', async () => {
    await server.stop();
    server = await startServer({ dataDir: server.dataDir });
    const { context, page } = await newPage(browser);
    const account = new AccountPages(page, server.url);
    await account.openSignIn();
    await account.signIn(email, password);
    await page.waitForURL('**/app/trips');
    await expect.poll(() => new AppPages(page, server.url).heading('Voyages').isVisible()).toBe(true);
    await page.goto(`${server.url}/app/settings/preferences`);
    await expect.poll(() => page.getByRole('radio', { name: /^Jour\/Mois\/Année/ }).isChecked()).toBe(true);
    await context.close();
  });
});
