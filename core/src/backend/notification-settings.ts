import type { z } from 'zod';
import { notificationProOnlyError, type notificationSettingOut, updateNotificationSettingsEntry } from '../contract/account/notification-entries.js';
import { toWireBoolean } from '../contract/wire.js';
import { apiError, commonErrors } from '../contract/error.js';
import { checkNotificationChanges, isNotificationEnabled, notificationRows, type NotificationChoice } from '../domain/alerts/notification-settings.js';
import type { LanguageTag } from '../domain/profile/profile.js';
import { err, ok } from '../domain/result.js';
import type { AccountStore } from '../ports/account-store.port.js';
import type { AlertChannels, NotificationChannels } from '../ports/alert-texts.port.js';
import type { NotificationNames, NotificationSettingStore } from '../ports/notification-store.port.js';
import { bind, type BoundHandler } from './handler.js';

/**
 * Delivery's channels from the saved settings: a user's choice for a code and channel, else the
 * default (every alert by e-mail, none by SMS).
 *
 * @example
 * await new SavedNotificationChannels(store).channels('u1', 'FP') // { email: true, sms: false }
 */
export class SavedNotificationChannels implements NotificationChannels {
  constructor(private readonly settings: Pick<NotificationSettingStore, 'saved'>) {}

  async channels(userId: string, typeCode: string): Promise<AlertChannels> {
    const saved = await this.settings.saved(userId);
    return { email: isNotificationEnabled(saved, typeCode, 'email'), sms: isNotificationEnabled(saved, typeCode, 'sms') };
  }
}

/**
 * What the settings need: the saved choices, the names in each language and who is Pro.
 *
 * @example
 * const deps: NotificationSettingsDeps = { settings, names, accounts };
 */
export interface NotificationSettingsDeps {
  readonly settings: NotificationSettingStore;
  readonly names: NotificationNames;
  readonly accounts: Pick<AccountStore, 'profile'>;
}

/**
 * The profile's notificationSettings of a user, on the wire: every listed code by e-mail, then by
 * SMS (type `email` or `sms`), named in `locale`; Pro alerts off and marked pro-only for free users.
 *
 * @example
 * await notificationSettingsOf(deps, { uuid: 'u1', isPro: false }, 'en-US') // [{ code: 'FT', name: 'Trip invitations', type: 'email', ... }, ...]
 */
export async function notificationSettingsOf(
  deps: Omit<NotificationSettingsDeps, 'accounts'>,
  user: { readonly uuid: string; readonly isPro: boolean },
  locale: LanguageTag,
): Promise<z.output<typeof notificationSettingOut>[]> {
  const rows = notificationRows(await deps.settings.saved(user.uuid), user);
  return rows.map((r) => ({
    code: r.code,
    name: deps.names.name(r.code, locale),
    type: r.channel,
    is_enabled: toWireBoolean(r.isEnabled),
    is_pro_only: toWireBoolean(r.isProOnly),
  }));
}

/**
 * POST v2/updateNotificationSettings: checks the choices (listed codes; a free user cannot turn a
 * Pro alert on), saves them all at once and answers every setting.
 *
 * @example
 * const handlers = notificationSettingsHandlers({ settings, names, accounts });
 */
export function notificationSettingsHandlers(deps: NotificationSettingsDeps): BoundHandler[] {
  return [
    bind(updateNotificationSettingsEntry, async ({ body }, ctx) => {
      const profile = await deps.accounts.profile(ctx.userId);
      if (!profile) return err(commonErrors.unauthorized);
      const choices: NotificationChoice[] = body.NotificationSettings.map((s) => ({ code: s.code, channel: s.type, isEnabled: s.is_enabled }));
      const checked = checkNotificationChanges(choices, profile);
      if (!checked.ok) {
        const e = checked.error;
        if (e.kind === 'pro-only') return err(notificationProOnlyError(e.code));
        return err(apiError(400, 'bad_request', 'invalid_field:NotificationSettings.code', `No notification setting has the code ${e.code}.`));
      }
      await deps.settings.save(ctx.userId, choices);
      return ok({ NotificationSettings: await notificationSettingsOf(deps, { uuid: ctx.userId, isPro: profile.isPro }, ctx.locale) });
    }),
  ];
}
