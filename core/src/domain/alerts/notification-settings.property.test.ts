import fc from 'fast-check';
import { describe, it } from 'vitest';
import { isProAlert } from './alert-codes.js';
import {
  checkNotificationChanges,
  isNotificationEnabled,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_SETTING_CODES,
  notificationRows,
} from './notification-settings.js';

const choice = fc.record({ code: fc.constantFrom(...NOTIFICATION_SETTING_CODES), channel: fc.constantFrom(...NOTIFICATION_CHANNELS), isEnabled: fc.boolean() });

describe('notification settings: properties', () => {
  it('a free user never sees a Pro alert on, and every other row is what delivery reads', () => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 20 }), fc.boolean(), (saved, isPro) =>
        notificationRows(saved, { isPro }).every((r) =>
          r.isProOnly && !isPro ? !r.isEnabled : r.isEnabled === isNotificationEnabled(saved, r.code, r.channel) && r.isProOnly === isProAlert(r.code),
        ),
      ),
    );
  });
  it('a change accepted for a free user never turns a Pro alert on', () => {
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 10 }), (changes) => {
        if (!checkNotificationChanges(changes, { isPro: false }).ok) return true;
        return changes.every((c) => !(c.isEnabled && isProAlert(c.code)));
      }),
    );
  });
});
