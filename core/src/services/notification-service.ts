import {
  deleteSmsPhoneNumberEntry,
  smsCountryCodesEntry,
  updateNotificationSettingsEntry,
  updateSmsPhoneNumberEntry,
  updateVerifySmsCodeEntry,
  validateRecaptchaEntry,
} from '../contract/account/notification-entries.js';
import { notificationSettingFromWire, notificationSettingWire, type NotificationSetting } from '../contract/account/notification-setting-wire.js';
import { getProfileEntry } from '../contract/profile-entries.js';
import type { NotificationChoice } from '../domain/alerts/notification-settings.js';
import type { SmsPhone } from '../domain/phone/phone-input.js';
import { toSmsErrorCode, type SmsErrorCode } from '../domain/phone/sms-error-codes.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import type { CaptchaClient } from '../ports/recaptcha.port.js';

/**
 * What /settings/notifications shows: the settings rows, whether the user is Pro, and the verified
 * SMS number (calling code with its plus and national number; '' when none).
 *
 * @example
 * const s: NotificationScreen = { settings: [], isPro: false, phone: { countryCode: '+33', number: '612345678' } };
 */
export interface NotificationScreen {
  readonly settings: readonly NotificationSetting[];
  readonly isPro: boolean;
  readonly phone: SmsPhone | null;
}

/**
 * A region for the phone number's country select.
 *
 * @example
 * const c: SmsCountry = { region: 'FR', callingCode: '+33', name: 'France' };
 */
export interface SmsCountry {
  readonly region: string;
  readonly callingCode: string;
  readonly name: string;
}

/**
 * Why a save of settings failed: a Pro alert a free user tried to turn on, or anything else
 * (the spec's "Notifications save failure" toast).
 *
 * @example
 * const e: NotificationSaveError = { kind: 'pro-only' };
 */
export type NotificationSaveError = { readonly kind: 'pro-only' } | { readonly kind: 'failed' };

const phoneOf = (w: { readonly sms_country_code: string; readonly sms_phone_number: string }): SmsPhone | null =>
  w.sms_phone_number === '' ? null : { countryCode: w.sms_country_code, number: w.sms_phone_number };

const smsCode = (e: { readonly kind: string; readonly detailedErrorCode?: string }): SmsErrorCode =>
  toSmsErrorCode(e.kind === 'http' ? e.detailedErrorCode : undefined);

/**
 * The action reCAPTCHA tokens are made for during phone set-up.
 *
 * @example
 * SMS_RECAPTCHA_ACTION // 'sms_setup'
 */
export const SMS_RECAPTCHA_ACTION = 'sms_setup';

/**
 * The notification settings and phone set-up as /settings/notifications uses them. With a
 * reCAPTCHA site key (appConfig), each code is asked for after a check: a token from `captcha`,
 * verified by v2/validateRecaptcha.
 *
 * @example
 * const notifications = new NotificationService(api, captcha);
 * const screen = await notifications.load();
 */
export class NotificationService {
  constructor(
    private readonly api: ApiTransport,
    private readonly captcha?: CaptchaClient,
  ) {}

  /** The settings (from the profile's notificationSettings, in the interface language) and the phone. */
  async load(): Promise<Result<NotificationScreen, null>> {
    const r = await this.api.call(getProfileEntry, {});
    if (!r.ok) return err(null);
    const p = r.value.Profile;
    const settings = (p.NotificationSettings ?? []).map((s) => notificationSettingFromWire(notificationSettingWire.parse(s)));
    return ok({ settings, isPro: p.is_pro === 'true', phone: phoneOf(p) });
  }

  /** Saves choices; answers every setting. */
  async save(choices: readonly NotificationChoice[]): Promise<Result<readonly NotificationSetting[], NotificationSaveError>> {
    const body = { NotificationSettings: choices.map((c) => ({ code: c.code, type: c.channel, is_enabled: c.isEnabled })) };
    const r = await this.api.call(updateNotificationSettingsEntry, { body });
    if (r.ok) return ok(r.value.NotificationSettings.map((s) => notificationSettingFromWire(notificationSettingWire.parse(s))));
    return err(r.error.kind === 'http' && r.error.detailedErrorCode === 'notification_pro_only' ? { kind: 'pro-only' } : { kind: 'failed' });
  }

  /** The regions for the country select, named in the interface language; `isSandbox` while texts go to the server's outbox. */
  async countries(): Promise<Result<{ readonly countries: readonly SmsCountry[]; readonly isSandbox: boolean }, null>> {
    const r = await this.api.call(smsCountryCodesEntry, {});
    if (!r.ok) return err(null);
    const countries = r.value.CountryCodes.map((c) => ({ region: c.country_code, callingCode: c.calling_code, name: c.name }));
    return ok({ countries, isSandbox: r.value.is_sandbox === 'true' });
  }

  /** Texts a code to a number (again: resends it); answers the number as normalised. `recaptchaSiteKey` '' when reCAPTCHA is off. */
  async sendCode(region: string, number: string, recaptchaSiteKey = ''): Promise<Result<SmsPhone, SmsErrorCode>> {
    if (recaptchaSiteKey !== '') {
      const checked = await this.passRecaptcha(recaptchaSiteKey);
      if (!checked.ok) return checked;
    }
    const r = await this.api.call(updateSmsPhoneNumberEntry, { body: { country_code: region, sms_phone_number: number } });
    return r.ok ? ok({ countryCode: r.value.sms_country_code, number: r.value.sms_phone_number }) : err(smsCode(r.error));
  }

  private async passRecaptcha(siteKey: string): Promise<Result<null, SmsErrorCode>> {
    let token: string;
    try {
      if (this.captcha === undefined) return err('RECAPTCHA_FAILED');
      token = await this.captcha.token(siteKey, SMS_RECAPTCHA_ACTION);
    } catch {
      return err('RECAPTCHA_FAILED');
    }
    const r = await this.api.call(validateRecaptchaEntry, { body: { token, action: SMS_RECAPTCHA_ACTION } });
    return r.ok ? ok(null) : err(smsCode(r.error));
  }

  /** Checks the code texted; answers the verified number. */
  async verify(code: string): Promise<Result<SmsPhone, SmsErrorCode>> {
    const r = await this.api.call(updateVerifySmsCodeEntry, { body: { sms_verification_code: code } });
    return r.ok ? ok({ countryCode: r.value.sms_country_code, number: r.value.sms_phone_number }) : err(smsCode(r.error));
  }

  /** Removes the number. */
  async remove(): Promise<Result<null, null>> {
    const r = await this.api.call(deleteSmsPhoneNumberEntry, {});
    return r.ok ? ok(null) : err(null);
  }
}
