import type { Page } from 'playwright-core';

/** The server-rendered sign-up and sign-in pages. */
export class AccountPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async openSignUp(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/account/create`);
  }

  async signUp(email: string, password: string): Promise<void> {
    await this.openSignUp();
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('Email address').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async openSignIn(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/account/login`);
  }
}
