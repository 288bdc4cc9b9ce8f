import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { mailsTo } from './outbox.js';
import { traveler } from './pages/plan-pages.js';
import { freePort, startServer, type RunningServer } from './server.js';

let server: RunningServer;
let browser: Browser;
let smtpPort: number;

beforeAll(async () => {
  smtpPort = await freePort();
  // The plans address on: the server listens for forwarded bookings on its own SMTP port.
  server = await startServer({ env: { INBOUND_SMTP_PORT: String(smtpPort), PLANS_DOMAIN: 'plans.waybook.test', INBOUND_MAIL_AUTH: 'off' } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Screenshots for a person to look at, outside the repository (IMPORTS_SHOTS=/tmp/im).
async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env['IMPORTS_SHOTS'];
  if (dir !== undefined) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

/** The airline's confirmation, as a travel agent would forward it, sent by a real SMTP client. */
async function forward(to: string): Promise<void> {
  const raw = (await readFile(join(import.meta.dirname, '../fixtures/imports/eml-airline-jsonld-qp.eml'), 'latin1')).replace(
    /^From: .*$/m,
    'From: Agence Voyages <agent@agency.example>',
  );
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  await transport.sendMail({ envelope: { from: 'agent@agency.example', to: [to] }, raw: Buffer.from(raw, 'latin1') });
}

describe('forwarding bookings to the plans address', () => {
  it('a personal address made on the profile page takes a forwarded confirmation into the right trip, with an alert and a reply', async () => {
    const ada = await traveler(browser, server.url, 'ada.fwd@example.com', 'Ada', 'Lovelace');
    const trip = await ada.plans.createTrip({ name: 'December in New York', cityQuery: 'New York', city: /^New York/, start: '12/01/2026', end: '12/10/2026' });

    // The profile page shows the shared plans address and makes a personal one, shown once.
    await ada.page.goto(`${server.url}/app/account/profile`);
    const card = ada.page.getByRole('region', { name: 'Forward booking emails' });
    expect(await card.getByRole('textbox', { name: 'Plans address' }).inputValue()).toBe('plans@plans.waybook.test');
    await card.getByRole('button', { name: 'Make a personal address' }).click();
    const personal = await card.getByRole('textbox', { name: 'Personal plans address' }).inputValue();
    expect(personal).toMatch(/^plans\+[a-z0-9]{24}@plans\.waybook\.test$/);
    await expectNoAxeViolations(ada.page);
    await shot(ada.page, 'forward-card-1280');
    await ada.page.setViewportSize({ width: 390, height: 844 });
    await shot(ada.page, 'forward-card-390');
    await ada.page.setViewportSize({ width: 1280, height: 900 });

    // A travel agent forwards the airline's e-mail to it: the flight lands in the covering trip.
    await forward(personal);
    await expect
      .poll(
        async () => {
          await ada.page.goto(trip.url);
          await ada.page.getByRole('heading', { level: 1, name: 'December in New York' }).waitFor();
          return (await ada.page.getByRole('main').textContent()) ?? '';
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/10:05\s?AM[\s\S]*AF 006/);

    // An import alert in the messages, and a reply to Ada's own address saying what was added.
    await ada.page.getByRole('navigation').getByRole('button', { name: 'Messages, new messages' }).waitFor();
    const [reply] = await mailsTo(server.dataDir, 'ada.fwd@example.com').then((mails) => mails.filter((m) => m.includes('December in New York')));
    expect(reply).toContain('CDG → JFK → CDG');
    expect(reply).toContain(`Open the trip: ${trip.url}`);

    // Made anew, the old personal address is refused at once.
    await ada.page.goto(`${server.url}/app/account/profile`);
    await card.getByRole('button', { name: 'Make a new address' }).click();
    await expect.poll(async () => card.getByRole('textbox', { name: 'Personal plans address' }).inputValue()).not.toBe(personal);
    await expect(forward(personal)).rejects.toThrow(/550/);
  });
});
