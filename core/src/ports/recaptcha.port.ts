/**
 * Checks a reCAPTCHA token (POST v2/validateRecaptcha, used during phone set-up). The default
 * adapter is disabled: with no secret configured every token passes, as the app then shows no
 * reCAPTCHA at all (appConfig's is_recaptcha_enabled is false without a site key).
 *
 * @example
 * await recaptcha.verify({ token: 't', action: 'sms_setup' }) // true
 */
export interface RecaptchaVerifier {
  verify(request: { readonly token: string; readonly action: string }): Promise<boolean>;
}
