// The support page (issue 16): help by topic in the reader's language, then the contact form:
// checked before sending, sent with progress, confirmed with a reference, and the mail in the
// outbox at the support address (SUPPORT_EMAIL) with who sent it, replying to the traveler.
// Axe finds nothing at desktop width and at 390 px, in every state of the form.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.js';
import { mailsTo } from './outbox.js';
import { traveler } from './pages/plan-pages.js';
import { startServer, type RunningServer } from './server.js';

const SUPPORT = 'help@waybook.example';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { SUPPORT_EMAIL: SUPPORT } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Screenshots for a person to look at, outside the repository (SUPPORT_SHOTS=/tmp/support).
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env['SUPPORT_SHOTS'];
  if (dir === undefined) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Axe at desktop width and at 390 px, and nothing wider than the phone's screen. */
async function accessibleAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The raw .eml files of the outbox sent to `to`. */
async function rawMailsTo(to: string): Promise<string[]> {
  const dir = join(server.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
  const emls = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
  return emls.filter((eml) => eml.includes(`\r\nTo: ${to}\r\n`));
}

describe('support page', () => {
  it('leads from the footer to help by topic and a contact form that mails the support team', async () => {
    const { page } = await traveler(browser, server.url, 'ada.support@example.com', 'Ada', 'Lovelace');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
    await page.waitForURL('**/app/support');
    await expect.poll(() => page.title()).toBe('Help and support - Waybook');
    await page.getByRole('heading', { level: 1, name: 'Help and support' }).waitFor();
    const help = page.getByRole('region', { name: 'Help by topic' });
    expect(await help.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      'Getting started',
      'Trips and plans',
      'Sharing',
      'Importing by email',
      'Calendar feed',
      'Pro and billing',
      'Account and privacy',
    ]);
    expect(await page.getByRole('textbox', { name: 'Your email address' }).inputValue()).toBe('ada.support@example.com');
    await accessibleAtBothWidths(page);
    await shots(page, 'support');

    // Nothing chosen or written: the form says what is missing and the topic takes the focus.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => page.getByText('Choose a topic.').isVisible()).toBe(true);
    expect(await page.getByText('Write your message.').isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('topic');
    await accessibleAtBothWidths(page);
    await shots(page, 'support-errors');

    const tripLink = `${server.url}/app/trips/7c1e2f00-1111-4222-8333-444455556666`;
    await page.getByRole('combobox', { name: /^Topic/ }).selectOption({ label: 'Calendar feed' });
    await page.getByRole('textbox', { name: /^Message/ }).fill('My calendar app shows none of my trips.\nIt did last week.');
    await page.getByRole('textbox', { name: /^Link to the trip/ }).fill(tripLink);
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('heading', { name: 'Message sent' });
    await sent.waitFor();
    await expect.poll(() => sent.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await page.getByText('Thank you. Our support team has your message and will reply to ada.support@example.com.').isVisible()).toBe(true);
    const reference = /WB-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec((await page.getByText(/^Your reference:/).textContent()) ?? '')?.[0] ?? '';
    expect(reference).not.toBe('');
    await accessibleAtBothWidths(page);
    await shots(page, 'support-sent');

    // The job mails it to the support address: the message, who sent it, replies to the traveler.
    await expect.poll(async () => (await mailsTo(server.dataDir, SUPPORT)).length, { timeout: 10_000 }).toBe(1);
    const [text] = await mailsTo(server.dataDir, SUPPORT);
    expect(text).toContain('My calendar app shows none of my trips.\nIt did last week.');
    expect(text).toContain(`Reference: ${reference}`);
    expect(text).toContain('Topic: Calendar feed');
    expect(text).toContain('Email: ada.support@example.com');
    expect(text).toContain('Interface language: en-US');
    expect(text).toMatch(/User id: [0-9a-f-]{36}/);
    expect(text).toMatch(/Browser: Mozilla\/5\.0 .+/);
    expect(text).toContain(`Trip link: ${tripLink}`);
    const [raw] = await rawMailsTo(SUPPORT);
    expect(raw).toContain('\r\nReply-To: ada.support@example.com\r\n');
    expect(raw).toContain(`Subject: [${reference}] Calendar feed: Ada Lovelace <ada.support@example.com>`);

    // Another message starts from an empty form.
    await page.getByRole('button', { name: 'Write another message' }).click();
    expect(await page.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('');
  });
});
