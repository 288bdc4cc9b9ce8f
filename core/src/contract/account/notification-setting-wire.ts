import { z } from 'zod';
import { toWireBoolean } from '../wire.js';
import { wireFlag, wireText } from '../wire-fields.js';

/**
 * One e-mail or SMS notification setting of the profile (part 1 section 3.4 "notificationSettings
 * (code, name, type, isEnabled, pro-only)"; part 3 section 2). `type` keeps the server's value as
 * sent (the spec does not list them); `isProOnly` marks a setting free users see behind an upsell.
 *
 * @example
 * const s: NotificationSetting = { code: 'FLIGHT_DELAY', name: 'Flight delays', type: 'SMS', isEnabled: true, isProOnly: true };
 */
export interface NotificationSetting {
  readonly code: string;
  readonly name: string;
  readonly type: string;
  readonly isEnabled: boolean;
  readonly isProOnly: boolean;
}

/**
 * A notification setting on the wire: code, name, type, is_enabled; the spec only says "pro-only",
 * so `is_pro_only` is our choice of key. Missing flags read as false, missing name and type as ''.
 *
 * @example
 * notificationSettingWire.parse({ code: 'FLIGHT_DELAY', is_enabled: 'true' }).is_enabled // true
 */
export const notificationSettingWire = z.object({
  code: z.string(),
  name: wireText,
  type: wireText,
  is_enabled: wireFlag(false),
  is_pro_only: wireFlag(false),
});

/**
 * A notification setting as it travels.
 *
 * @example
 * const w: NotificationSettingWire = { code: 'FLIGHT_DELAY', name: 'Flight delays', type: 'SMS', is_enabled: 'true', is_pro_only: 'true' };
 */
export type NotificationSettingWire = z.input<typeof notificationSettingWire>;

/**
 * Parsed wire setting to the domain setting.
 *
 * @example
 * notificationSettingFromWire(notificationSettingWire.parse(w)).isProOnly // true
 */
export function notificationSettingFromWire(w: z.output<typeof notificationSettingWire>): NotificationSetting {
  return { code: w.code, name: w.name, type: w.type, isEnabled: w.is_enabled, isProOnly: w.is_pro_only };
}

/**
 * Domain setting to the wire, booleans as "true"/"false".
 *
 * @example
 * notificationSettingToWire(s).is_enabled // 'true'
 */
export function notificationSettingToWire(s: NotificationSetting): NotificationSettingWire {
  return { code: s.code, name: s.name, type: s.type, is_enabled: toWireBoolean(s.isEnabled), is_pro_only: toWireBoolean(s.isProOnly) };
}
