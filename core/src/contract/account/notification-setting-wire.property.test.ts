import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { notificationSettingFromWire, notificationSettingToWire, notificationSettingWire } from './notification-setting-wire.js';
import { unknownKeysArb, viaJson } from '../wire-arbitraries.test.js';

const settingArb = fc.record({
  code: fc.string(),
  name: fc.string(),
  type: fc.constantFrom('EMAIL', 'SMS', ''),
  isEnabled: fc.boolean(),
  isProOnly: fc.boolean(),
});

describe('notification setting wire codec: properties', () => {
  it('domain -> wire -> JSON -> schema -> domain gives the setting back', () => {
    fc.assert(
      fc.property(settingArb, (s) => {
        expect(notificationSettingFromWire(notificationSettingWire.parse(viaJson(notificationSettingToWire(s))))).toEqual(s);
      }),
    );
  });
  it('unknown keys are ignored', () => {
    fc.assert(
      fc.property(settingArb, unknownKeysArb(Object.keys(notificationSettingWire.shape)), (s, extra) => {
        expect(notificationSettingFromWire(notificationSettingWire.parse(viaJson({ ...extra, ...notificationSettingToWire(s) })))).toEqual(s);
      }),
    );
  });
});
