import { describe, expect, it } from 'vitest';
import { SHARING_MESSAGE_KEYS, sharingMessage } from './message-keys.js';

describe('sharing message keys', () => {
  it('are unique and all in the sharing namespace', () => {
    expect(new Set(SHARING_MESSAGE_KEYS).size).toBe(SHARING_MESSAGE_KEYS.length);
    expect(SHARING_MESSAGE_KEYS.every((k) => k.startsWith('sharing:'))).toBe(true);
  });
  it('leaves values out when there are none', () => {
    expect(sharingMessage('sharing:publicSharing.resetFailed')).toEqual({ key: 'sharing:publicSharing.resetFailed' });
    expect(sharingMessage('sharing:innerCircle.alreadyInvited', { email: 'a@x.io' })).toEqual({
      key: 'sharing:innerCircle.alreadyInvited',
      values: { email: 'a@x.io' },
    });
  });
});
