import { describe, expect, it } from 'vitest';
import { notificationSettingFromWire, notificationSettingToWire, notificationSettingWire } from './notification-setting-wire.js';

// Spec part 3 section 2: "Email and SMS notification settings, each with code, name, type, isEnabled
// and a pro-only mark. Free users see an upsell."
const wire = { code: 'FLIGHT_DELAY', name: 'Flight delays', type: 'SMS', is_enabled: 'true', is_pro_only: 'true' };
const setting = { code: 'FLIGHT_DELAY', name: 'Flight delays', type: 'SMS', isEnabled: true, isProOnly: true };

describe('notification setting wire codec', () => {
  it('reads and writes a Pro-only SMS setting', () => {
    expect(notificationSettingFromWire(notificationSettingWire.parse(wire))).toEqual(setting);
    expect(notificationSettingToWire(setting)).toEqual(wire);
  });
  it('reads missing flags as false and JSON booleans as booleans', () => {
    expect(notificationSettingFromWire(notificationSettingWire.parse({ code: 'TRIP_SHARED', type: 'EMAIL', is_enabled: true }))).toEqual({
      code: 'TRIP_SHARED',
      name: '',
      type: 'EMAIL',
      isEnabled: true,
      isProOnly: false,
    });
  });
  it('refuses a setting without a code or with a bad flag', () => {
    expect(notificationSettingWire.safeParse({ name: 'x' }).success).toBe(false);
    expect(notificationSettingWire.safeParse({ ...wire, is_enabled: 'on' }).success).toBe(false);
  });
});
