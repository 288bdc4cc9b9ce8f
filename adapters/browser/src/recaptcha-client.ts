import type { CaptchaClient } from '@waybook/core';

/** The part of Google's reCAPTCHA v3 script the client uses (`window.grecaptcha`). */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Where the client loads the provider's script and finds its global (a page, or a test's fake). */
export interface RecaptchaHost {
  loadScript(src: string): Promise<void>;
  grecaptcha(): Grecaptcha | undefined;
}

/**
 * The page as a {@link RecaptchaHost}: a script tag appended to the head.
 *
 * @example
 * const host = pageRecaptchaHost(document, window);
 */
export function pageRecaptchaHost(doc: Document, win: Window & { grecaptcha?: Grecaptcha }): RecaptchaHost {
  return {
    loadScript: (src) =>
      new Promise((resolve, reject) => {
        const script = doc.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
        doc.head.append(script);
      }),
    grecaptcha: () => win.grecaptcha,
  };
}

/**
 * reCAPTCHA v3 in the browser: loads Google's script for the site key on first use (once), then
 * makes a token per action. Rejects when the script cannot load or the provider takes longer than
 * `timeoutMs`, so the caller can say "reCAPTCHA verification failed" instead of waiting.
 *
 * @example
 * const captcha = new ScriptRecaptchaClient(pageRecaptchaHost(document, window));
 * const token = await captcha.token(siteKey, 'sms_setup');
 */
export class ScriptRecaptchaClient implements CaptchaClient {
  private loading: Promise<void> | undefined;
  constructor(
    private readonly host: RecaptchaHost,
    private readonly timeoutMs = 10_000,
  ) {}

  async token(siteKey: string, action: string): Promise<string> {
    this.loading ??= this.host.loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`).catch((e: unknown) => {
      this.loading = undefined;
      throw e;
    });
    return within(this.timeoutMs, this.execute(siteKey, action));
  }

  private async execute(siteKey: string, action: string): Promise<string> {
    await this.loading;
    const g = this.host.grecaptcha();
    if (g === undefined) throw new Error('reCAPTCHA did not start');
    await new Promise<void>((resolve) => g.ready(resolve));
    return g.execute(siteKey, { action });
  }
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
