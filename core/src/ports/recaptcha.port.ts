/**
 * Checks a reCAPTCHA token (POST v2/validateRecaptcha, used during phone set-up) with the provider.
 * Without a secret configured the server uses a disabled adapter that accepts every token, and
 * appConfig's is_recaptcha_enabled is false, so the app asks for none.
 *
 * @example
 * await recaptcha.verify({ token: 't', action: 'sms_setup' }) // true
 */
export interface RecaptchaVerifier {
  verify(request: { readonly token: string; readonly action: string }): Promise<boolean>;
}

/**
 * The reCAPTCHA checks a user passed, kept on the server so the texted code can require one:
 * `record` notes a pass, `take` uses up a pass made at or after `since` (answers whether there
 * was one). One pass allows one text.
 *
 * @example
 * await passes.record('u1', new Date());
 * await passes.take('u1', new Date(Date.now() - 600_000)) // true, then false
 */
export interface RecaptchaPassStore {
  record(userId: string, at: Date): Promise<void>;
  take(userId: string, since: Date): Promise<boolean>;
}

/**
 * Gets a reCAPTCHA token in the browser for an action (the provider's script, loaded on first use).
 * Rejects when the provider cannot be reached or refuses.
 *
 * @example
 * const token = await captcha.token('6Lc-site-key', 'sms_setup');
 */
export interface CaptchaClient {
  token(siteKey: string, action: string): Promise<string>;
}
