import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGE_KEYS, phoneMessage } from './message-keys.js';

describe('phone message keys', () => {
  it('are unique and all in the notifications namespace', () => {
    expect(new Set(PHONE_MESSAGE_KEYS).size).toBe(PHONE_MESSAGE_KEYS.length);
    expect(PHONE_MESSAGE_KEYS.every((k) => k.startsWith('notifications:sms.'))).toBe(true);
  });
  it('leaves values out when there are none', () => {
    expect(phoneMessage('notifications:sms.undefinedError')).toEqual({ key: 'notifications:sms.undefinedError' });
    expect(phoneMessage('notifications:sms.codeLength', { digits: 6 })).toEqual({ key: 'notifications:sms.codeLength', values: { digits: 6 } });
  });
});
