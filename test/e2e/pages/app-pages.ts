import type { Page } from 'playwright-core';

/** The SPA frame, onboarding and preferences, driven by role and label as a person would. */
export class AppPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  heading(name: string | RegExp) {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Acknowledges the privacy statement when the modal is up. */
  async acknowledgePrivacyIfAsked(): Promise<void> {
    const button = this.page.getByRole('button', { name: 'I acknowledge' });
    await button.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
    if (await button.isVisible()) {
      await button.click();
      await this.page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  }

  /** Checks that the privacy-statement modal does not come up (the account acknowledged the current statement). */
  async expectNoPrivacyPrompt(): Promise<void> {
    await this.page.waitForTimeout(1_000);
    if ((await this.page.getByRole('button', { name: 'I acknowledge' }).count()) !== 0) throw new Error('the privacy statement modal came up');
  }

  async fillOnboarding(values: { first: string; last: string; dob: string; cityQuery: string; city: string }): Promise<void> {
    await this.fillName('First name', values.first);
    await this.fillName('Last name', values.last);
    await this.page.getByRole('textbox', { name: /Date of birth/ }).fill(values.dob);
    const city = this.page.getByRole('combobox', { name: /Home city/ });
    await city.fill(values.cityQuery);
    await this.page.getByRole('option', { name: values.city, exact: true }).click();
  }

  async fillName(label: string, value: string): Promise<void> {
    const field = this.page.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await field.fill(value);
    await field.blur();
  }

  async submitOnboarding(): Promise<void> {
    await this.page.getByRole('button', { name: 'Get started' }).click();
  }

  async openPreferences(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/app/settings/preferences`);
  }

  async chooseLanguage(current: string, language: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`: ${current}$`) }).click();
    await this.page.getByRole('button', { name: language, exact: true }).click();
  }

  async signOut(menuLabel = 'Account menu', item = 'Sign Out'): Promise<void> {
    await this.page.getByRole('button', { name: menuLabel }).click();
    await this.page.getByRole('list', { name: menuLabel }).getByRole('link', { name: item }).click();
  }
}
