import { describe, expect, it } from 'vitest';
import type { ContractEntry, EntryCall } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';
import type { CaptchaClient } from '../ports/recaptcha.port.js';
import { NotificationService, SMS_RECAPTCHA_ACTION } from './notification-service.js';

const refused = (detailedErrorCode: string) => err({ kind: 'http', status: 422, code: 'unprocessable_entity', detailedErrorCode, description: '' } as const);

// A transport that answers by entry id and records every call.
function fakeApi(answers: Record<string, ReturnType<typeof ok> | ReturnType<typeof refused>>) {
  const calls: { id: string; input: unknown }[] = [];
  const api = {
    async call<E extends ContractEntry>(entry: E, input: EntryCall<E>) {
      calls.push({ id: entry.id, input });
      return (answers[entry.id] ?? refused('internal_error')) as never;
    },
  } as ApiTransport;
  return { api, calls };
}

const texted = ok({ sms_country_code: '+33', sms_phone_number: '612345678', is_verified: 'false' });
const captcha = (token: () => Promise<string>): CaptchaClient & { asked: string[] } => {
  const asked: string[] = [];
  return { asked, token: async (siteKey, action) => (asked.push(`${siteKey}:${action}`), token()) };
};

describe('NotificationService.sendCode and reCAPTCHA', () => {
  it('without a site key texts the code straight away', async () => {
    const { api, calls } = fakeApi({ updateSmsPhoneNumber: texted });
    expect(await new NotificationService(api).sendCode('FR', '06 12 34 56 78')).toEqual(ok({ countryCode: '+33', number: '612345678' }));
    expect(calls.map((c) => c.id)).toEqual(['updateSmsPhoneNumber']);
  });

  it('with a site key gets a token for sms_setup, has it verified, then asks for the code', async () => {
    const { api, calls } = fakeApi({ validateRecaptcha: ok({ success: 'true' }), updateSmsPhoneNumber: texted });
    const client = captcha(async () => 'tok');
    expect((await new NotificationService(api, client).sendCode('FR', '0612345678', 'site')).ok).toBe(true);
    expect(client.asked).toEqual([`site:${SMS_RECAPTCHA_ACTION}`]);
    expect(calls).toEqual([
      { id: 'validateRecaptcha', input: { body: { token: 'tok', action: 'sms_setup' } } },
      { id: 'updateSmsPhoneNumber', input: { body: { country_code: 'FR', sms_phone_number: '0612345678' } } },
    ]);
  });

  it('answers RECAPTCHA_FAILED and texts nothing when the check fails anywhere', async () => {
    const failing: { client: CaptchaClient | undefined; answers: Parameters<typeof fakeApi>[0] }[] = [
      { client: captcha(async () => 'tok'), answers: { validateRecaptcha: refused('RECAPTCHA_FAILED'), updateSmsPhoneNumber: texted } },
      { client: captcha(() => Promise.reject(new Error('offline'))), answers: { updateSmsPhoneNumber: texted } },
      { client: undefined, answers: { updateSmsPhoneNumber: texted } },
    ];
    for (const f of failing) {
      const { api, calls } = fakeApi(f.answers);
      expect(await new NotificationService(api, f.client).sendCode('FR', '0612345678', 'site')).toEqual(err('RECAPTCHA_FAILED'));
      expect(calls.map((c) => c.id)).not.toContain('updateSmsPhoneNumber');
    }
  });
});
