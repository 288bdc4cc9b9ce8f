import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

// A reCAPTCHA provider on a real socket: the token 'human' passes, anything else is refused.
let provider: Server;
let verifyUrl = '';
const asked: string[] = [];
beforeAll(async () => {
  provider = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      asked.push(`${form.get('secret')}:${form.get('response')}`);
      const human = form.get('response') === 'human';
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(human ? { success: true, score: 0.9, action: 'sms_setup' } : { success: false }));
    });
  });
  await new Promise<void>((r) => provider.listen(0, '127.0.0.1', r));
  verifyUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`;
});
afterAll(() => new Promise<void>((r) => provider.close(() => r())));

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
let dataDir: string;

beforeEach(async () => {
  asked.length = 0;
  dataDir = await mkdtemp(join(tmpdir(), 'waybook-recaptcha-'));
  h = await startHarness({ DATA_DIR: dataDir, RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET: 'the-secret', RECAPTCHA_VERIFY_URL: verifyUrl });
  ada = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.onboard(ada);
});

const check = (token: string) => ada.json('/api/v2/validateRecaptcha', { token, action: 'sms_setup' });
const setNumber = () =>
  ada.request('/api/v2/updateSmsPhoneNumber', {
    method: 'POST',
    body: new URLSearchParams({ country_code: 'FR', sms_phone_number: '06 12 34 56 78' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const error = async (r: Response) => ((await r.json()) as { Error: { detailed_error_code: string; description: string } }).Error;
const texts = async () => (await readdir(join(dataDir, 'sms-outbox')).catch(() => [])).length;

describe('reCAPTCHA on phone set-up, with RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET', () => {
  it('appConfig turns it on and gives the site key', async () => {
    const config = (await (await ada.request('/api/v2/appConfig')).json()) as { AppConfig?: Record<string, string> } & Record<string, unknown>;
    expect(JSON.stringify(config)).toContain('"is_recaptcha_enabled":"true"');
    expect(JSON.stringify(config)).toContain('"recaptcha_site_key":"site-key"');
    // The page may load Google's script and frame; nothing else from outside.
    const csp = (await ada.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/");
  });

  it('checks the token with the provider under the secret, and refuses a bot with the spec message', async () => {
    const refused = await check('bot');
    expect(refused.status).toBe(422);
    expect(await error(refused)).toMatchObject({ detailed_error_code: 'RECAPTCHA_FAILED', description: 'reCAPTCHA verification failed' });
    expect(await (await check('human')).json()).toEqual({ success: 'true' });
    expect(asked).toEqual(['the-secret:bot', 'the-secret:human']);
  });

  it('texts a code only after a passed check, one text per check, and not past ten minutes', async () => {
    const without = await setNumber();
    expect(without.status).toBe(422);
    expect((await error(without)).detailed_error_code).toBe('RECAPTCHA_FAILED');
    expect(await texts()).toBe(0);
    await check('bot');
    expect((await setNumber()).status).toBe(422);

    await check('human');
    expect((await setNumber()).status).toBe(200);
    expect(await texts()).toBe(1);
    h.clock.advance(60_000);
    expect((await setNumber()).status).toBe(422);

    await check('human');
    h.clock.advance(11 * 60_000);
    expect((await setNumber()).status).toBe(422);
    expect(await texts()).toBe(1);
  });
});

describe('reCAPTCHA half configured', () => {
  it('stays off, and says why in the log, when the secret is missing', async () => {
    const half = await startHarness({ RECAPTCHA_SITE_KEY: 'site-key' });
    expect(half.logs).toContain('reCAPTCHA: OFF, RECAPTCHA_SECRET is not set (both are needed)');
    const c = half.client();
    await half.signUp(c, 'bo@example.com');
    const config = await (await c.request('/api/v2/appConfig')).text();
    expect(config).toContain('"is_recaptcha_enabled":"false"');
    expect(config).not.toContain('site-key');
    expect((await c.request('/')).headers.get('content-security-policy')).not.toContain('google');
  });
});
