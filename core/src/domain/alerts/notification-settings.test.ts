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
    // Every code on both channels but FT by e-mail: the invitation's own mail, always sent.
    expect(free).toHaveLength(NOTIFICATION_SETTING_CODES.length * 2 - 1);
    expect(free[0]).toEqual({ code: 'FC', channel: 'email', isEnabled: true, isProOnly: false });
    expect(free.some((r) => r.code === 'FT' && r.channel === 'email')).toBe(false);
    expect(free.find((r) => r.code === 'FT' && r.channel === 'sms')).toEqual({ code: 'FT', channel: 'sms', isEnabled: false, isProOnly: false });
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
    expect(checkNotificationChanges([{ code: 'FT', channel: 'email', isEnabled: false }], { isPro: true })).toEqual({
      ok: false,
      error: { kind: 'unknown-code', code: 'FT' },
    });
    expect(checkNotificationChanges([{ code: 'ZZ', channel: 'email', isEnabled: true }], { isPro: true })).toEqual({
      ok: false,
      error: { kind: 'unknown-code', code: 'ZZ' },
    });
  });
});
