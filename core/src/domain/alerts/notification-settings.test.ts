import { describe, expect, it } from 'vitest';
import { checkNotificationChanges, defaultNotification, isNotificationEnabled, NOTIFICATION_SETTING_CODES, notificationRows } from './notification-settings.js';

describe('notification settings', () => {
  it('defaults: every alert by e-mail, none by SMS', () => {
    expect(defaultNotification('FC', 'email')).toBe(true);
    expect(defaultNotification('D', 'sms')).toBe(false);
    expect(isNotificationEnabled([], 'FP', 'email')).toBe(true);
    expect(isNotificationEnabled([{ code: 'FP', channel: 'email', isEnabled: false }], 'FP', 'email')).toBe(false);
    expect(isNotificationEnabled([{ code: 'FP', channel: 'sms', isEnabled: true }], 'FP', 'email')).toBe(true);
  });
  it('lists every code by e-mail then by SMS; Pro alerts are locked off for free users and keep their choice for Pro users', () => {
    const free = notificationRows([], { isPro: false });
    expect(free).toHaveLength(NOTIFICATION_SETTING_CODES.length * 2);
    expect(free[0]).toEqual({ code: 'FT', channel: 'email', isEnabled: true, isProOnly: false });
    expect(free.find((r) => r.code === 'D' && r.channel === 'email')).toEqual({ code: 'D', channel: 'email', isEnabled: false, isProOnly: true });
    expect(notificationRows([], { isPro: true }).find((r) => r.code === 'D' && r.channel === 'email')?.isEnabled).toBe(true);
  });
  it('refuses unknown codes and a free user turning a Pro alert on (turning it off is fine)', () => {
    expect(checkNotificationChanges([{ code: 'D', channel: 'sms', isEnabled: true }], { isPro: false })).toEqual({
      ok: false,
      error: { kind: 'pro-only', code: 'D' },
    });
    expect(checkNotificationChanges([{ code: 'D', channel: 'sms', isEnabled: false }], { isPro: false }).ok).toBe(true);
    expect(checkNotificationChanges([{ code: 'D', channel: 'sms', isEnabled: true }], { isPro: true }).ok).toBe(true);
    expect(checkNotificationChanges([{ code: 'FP', channel: 'sms', isEnabled: true }], { isPro: false }).ok).toBe(true);
    expect(checkNotificationChanges([{ code: 'ZZ', channel: 'email', isEnabled: true }], { isPro: true })).toEqual({
      ok: false,
      error: { kind: 'unknown-code', code: 'ZZ' },
    });
  });
});
