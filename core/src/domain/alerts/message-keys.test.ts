import { describe, expect, it } from 'vitest';
import { ALERT_MESSAGE_KEYS, alertMessage } from './message-keys.js';

describe('alert message keys', () => {
  it('are unique and all in the alerts namespace', () => {
    expect(new Set(ALERT_MESSAGE_KEYS).size).toBe(ALERT_MESSAGE_KEYS.length);
    expect(ALERT_MESSAGE_KEYS.every((k) => k.startsWith('alerts:'))).toBe(true);
  });
  it('leaves values out when there are none', () => {
    expect(alertMessage('alerts:dismissFailed')).toEqual({ key: 'alerts:dismissFailed' });
    expect(alertMessage('alerts:time.justNow', { n: 1 })).toEqual({ key: 'alerts:time.justNow', values: { n: 1 } });
  });
});
