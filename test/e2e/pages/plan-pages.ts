import type { Browser, Download, Page } from 'playwright-core';
import { newPage } from '../browser.js';
import { AccountPages } from './account-pages.js';
import { AppPages } from './app-pages.js';

/** The password every traveler of the plan tests signs up with. */
export const PASSWORD = 'analytical engine 1843';

/**
 * A new signed-up, onboarded traveler in their own browser context.
 *
 * @example
 * const ada = await traveler(browser, server.url, 'ada.plans@example.com', 'Ada', 'Lovelace');
 */
export async function traveler(browser: Browser, baseUrl: string, email: string, first: string, last: string) {
  const { context, page } = await newPage(browser);
  const account = new AccountPages(page, baseUrl);
  const app = new AppPages(page, baseUrl);
  await page.goto(`${baseUrl}/account/create`);
  await account.signUp(email, PASSWORD);
  await page.waitForURL('**/app/onboarding');
  await app.acknowledgePrivacyIfAsked();
  await app.fillOnboarding({ first, last, dob: '12/10/1990', cityQuery: 'Lond', city: 'London, England, United Kingdom' });
  await app.submitOnboarding();
  await page.waitForURL('**/app/trips');
  return { context, page, app, plans: new PlanPages(page, baseUrl) };
}

/** Plan forms, the trip summary, unfiled items and trip cost, driven by role and label as a person would. */
export class PlanPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Creates a trip through Add Trip (dates as MM/DD/YYYY); answers its summary URL and uuid. */
  async createTrip(values: { name: string; cityQuery: string; city: RegExp; start: string; end: string }): Promise<{ url: string; uuid: string }> {
    const { page } = this;
    await page.goto(`${this.baseUrl}/app/trip/create`);
    await this.heading('Add Trip').waitFor();
    await page.getByRole('textbox', { name: /^Trip name/ }).fill(values.name);
    await page.getByRole('combobox', { name: /^Destination city/ }).fill(values.cityQuery);
    await page.getByRole('option', { name: values.city }).first().click();
    await page.getByRole('textbox', { name: /^Start date/ }).fill(values.start);
    await page.getByRole('textbox', { name: /^End date/ }).fill(values.end);
    await page.getByRole('button', { name: 'Add trip' }).click();
    await page.waitForURL(/\/app\/trips\/[0-9a-f-]{36}$/);
    await this.heading(values.name).waitFor();
    const url = page.url();
    return { url, uuid: url.split('/').pop() ?? '' };
  }

  /** Opens Add a Plan of the trip and follows the link of a plan type ("Flight", "Lodging", ...). */
  async openAddPlan(tripUrl: string, type: string, heading: string): Promise<void> {
    await this.page.goto(`${tripUrl}/plans/create`);
    await this.heading('Add a Plan').waitFor();
    await this.page.getByRole('link', { name: type, exact: true }).click();
    await this.heading(heading).waitFor();
  }

  /** A group of the form (a segment, "Check-in", "Pick-up", ...). */
  group(name: string | RegExp) {
    return this.page.getByRole('group', { name, exact: typeof name === 'string' });
  }

  /** Sets a time in the Hour / Minutes / AM or PM selects of a date-time group. */
  async setTime(groupName: string, hour: string, minutes: string, period: 'AM' | 'PM'): Promise<void> {
    const group = this.group(`${groupName} time`);
    await group.getByRole('combobox', { name: 'Hour' }).selectOption(hour);
    await group.getByRole('combobox', { name: 'Minutes' }).selectOption(minutes);
    await group.getByRole('combobox', { name: 'AM or PM' }).selectOption(period);
  }

  /** Types in an address combobox and chooses the first suggestion matching `option`. */
  async chooseAddress(label: string | RegExp, query: string, option: RegExp): Promise<string> {
    const field = this.page.getByRole('combobox', { name: label });
    await field.fill(query);
    const suggestion = this.page.getByRole('option', { name: option }).first();
    await suggestion.waitFor();
    const text = (await suggestion.textContent()) ?? '';
    await suggestion.click();
    return text;
  }

  /** Presses "Add Plan" and waits for the plan's own page or the trip summary. */
  async submitNewPlan(): Promise<void> {
    await this.page.getByRole('button', { name: 'Add plan' }).click();
    await this.page.getByText('Plan added.').first().waitFor();
  }

  /** Downloads what a link gives and answers its text. */
  async downloadText(link: ReturnType<Page['getByRole']>): Promise<{ download: Download; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), link.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { download, text: Buffer.concat(chunks).toString('utf8') };
  }

  /** Calls the v2 API from the page with the session and CSRF token, as the SPA does. */
  async api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
    return this.page.evaluate(
      async ({ method, path, body }) => {
        const csrf = /csrf_token=([^;]+)/.exec(document.cookie)?.[1] ?? '';
        const res = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        return { status: res.status, json: (text === '' ? null : JSON.parse(text)) as T };
      },
      { method, path, body },
    );
  }
}
