import { describe, expect, it } from 'vitest';
import { ScriptRecaptchaClient, type Grecaptcha, type RecaptchaHost } from './recaptcha-client.js';

// A page whose script loads (or not) and whose grecaptcha answers a token per action.
function host(o: { failLoads?: number; execute?: Grecaptcha['execute'] } = {}) {
  const loaded: string[] = [];
  let failures = o.failLoads ?? 0;
  let g: Grecaptcha | undefined;
  const page: RecaptchaHost = {
    loadScript: async (src) => {
      loaded.push(src);
      if (failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      g = { ready: (cb) => setTimeout(cb, 1), execute: o.execute ?? (async (key, { action }) => `${key}/${action}`) };
    },
    grecaptcha: () => g,
  };
  return { page, loaded };
}

describe('ScriptRecaptchaClient', () => {
  it('loads the script for the site key once, and makes a token per action', async () => {
    const { page, loaded } = host();
    const client = new ScriptRecaptchaClient(page);
    expect(await client.token('site key', 'sms_setup')).toBe('site key/sms_setup');
    expect(await client.token('site key', 'other')).toBe('site key/other');
    expect(loaded).toEqual(['https://www.google.com/recaptcha/api.js?render=site%20key']);
  });

  it('rejects when the script does not load, and tries to load it again next time', async () => {
    const { page, loaded } = host({ failLoads: 1 });
    const client = new ScriptRecaptchaClient(page);
    await expect(client.token('k', 'sms_setup')).rejects.toThrow('offline');
    expect(await client.token('k', 'sms_setup')).toBe('k/sms_setup');
    expect(loaded).toHaveLength(2);
  });

  it('rejects when the provider takes too long', async () => {
    const { page } = host({ execute: () => new Promise(() => undefined) });
    await expect(new ScriptRecaptchaClient(page, 30).token('k', 'sms_setup')).rejects.toThrow('reCAPTCHA timed out');
  });
});
