import { describe, expect, it } from 'vitest';
import { loginThrottledMessage } from './login-throttle.js';

describe('loginThrottledMessage', () => {
  it('maps to the throttled message', () => {
    expect(loginThrottledMessage({ kind: 'throttled', retryAfterSeconds: 8 })).toEqual({
      key: 'validation:login.throttled',
      values: { seconds: 8 },
    });
  });
});
