import { performance } from 'node:perf_hooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let ada: TestClient;
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  await h.signUp(ada, 'ada@example.com', 'old passphrase');
});

const signIn = async (password = 'old passphrase') => {
  const c = h.client();
  const r = await c.form('/account/login', { email_addr: 'ada@example.com', password });
  return { c, ok: r.status === 303 };
};
const profileStatus = async (c: TestClient) => (await c.request('/api/v2/get/profile')).status;
const errorOf = async (r: Response) => ((await r.json()) as { Error: { detailed_error_code: string; description: string } }).Error;
const change = (c: TestClient, old_password: string, new_password: string) => c.form('/api/v2/changePassword', { old_password, new_password });

// The reset mail goes out after the answer: wait for it.
async function resetToken(to: string, count = 1): Promise<string> {
  const resets = () => h.mailer.sent.filter((m) => m.to === to && m.text.includes('/change-password?st='));
  for (let i = 0; i < 200 && resets().length < count; i += 1) await new Promise((r) => setTimeout(r, 10));
  const token = /\/change-password\?st=([\w-]+)/.exec(resets().at(count - 1)?.text ?? '')?.[1];
  if (token === undefined) throw new Error(`no reset link mailed to ${to}: ${h.logs.join('\n')}`);
  return token;
}
const requestReset = (c: TestClient, email: string) => c.form('/api/v2/requestChangePassword', { email_addr: email });
const complete = (c: TestClient, st: string, new_password: string) => c.form('/api/v2/completeChangePassword', { st, new_password });

describe('POST v2/changePassword', () => {
  it('changes the password and ends every other session of the user at once, keeping this one', async () => {
    const other = await signIn();
    expect(await profileStatus(other.c)).toBe(200);
    const r = await change(ada, 'old passphrase', 'new passphrase');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({});
    expect(await profileStatus(other.c)).toBe(401);
    expect(await profileStatus(ada)).toBe(200);
    expect((await signIn('old passphrase')).ok).toBe(false);
    expect((await signIn('new passphrase')).ok).toBe(true);
  });

  it('answers the spec messages: wrong current password, rules broken, the current password again', async () => {
    expect(await errorOf(await change(ada, 'wrong passphrase', 'new passphrase'))).toMatchObject({
      detailed_error_code: 'invalid_current_password',
      description: 'Current Password is incorrect. Please try again.',
    });
    for (const refused of ['short', 'ada@example.com', 'old passphrase', 'x'.repeat(65)]) {
      const r = await change(ada, 'old passphrase', refused);
      expect(r.status).toBe(400);
      expect((await errorOf(r)).description).toBe("New Password doesn't meet requirements. Please try again.");
    }
    expect(await profileStatus(ada)).toBe(200);
  });

  it('locks changes after repeated failures with 429 and the spec message', async () => {
    for (let i = 0; i < 5; i += 1) expect((await change(ada, 'guess passphrase', 'new passphrase')).status).toBe(400);
    const locked = await change(ada, 'old passphrase', 'new passphrase');
    expect(locked.status).toBe(429);
    expect((await errorOf(locked)).description).toBe('Too many failed password change attempts. Please try again later.');
    h.clock.advance(600_000);
    expect((await change(ada, 'old passphrase', 'new passphrase')).status).toBe(200);
  });

  it('needs a session, the CSRF header and a form body', async () => {
    expect((await change(h.client(), 'old passphrase', 'new passphrase')).status).toBe(401);
    const json = await ada.json('/api/v2/changePassword', { old_password: 'old passphrase', new_password: 'new passphrase' });
    expect(json.status).toBe(415);
    const noCsrf = await ada.request('/api/v2/changePassword', {
      method: 'POST',
      csrf: false,
      body: new URLSearchParams({ old_password: 'old passphrase', new_password: 'new passphrase' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(noCsrf.status).toBe(403);
  });
});

describe('forgotten password: v2/requestChangePassword and v2/completeChangePassword', () => {
  it('resets the password from the mailed link, once, and ends every session', async () => {
    const anonymous = h.client();
    expect((await requestReset(anonymous, 'ada@example.com')).status).toBe(200);
    const st = await resetToken('ada@example.com');
    expect(st).toHaveLength(48);
    expect((await complete(anonymous, st, 'new passphrase')).status).toBe(200);
    expect(await profileStatus(ada)).toBe(401);
    expect((await signIn('new passphrase')).ok).toBe(true);
    const reused = await complete(anonymous, st, 'other passphrase');
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).detailed_error_code).toBe('invalid_reset_link');
    expect((await signIn('other passphrase')).ok).toBe(false);
  });

  it('refuses an expired link and an older link once a newer one was used', async () => {
    const c = h.client();
    await requestReset(c, 'ada@example.com');
    const first = await resetToken('ada@example.com', 1);
    h.clock.advance(61 * 60_000);
    expect((await errorOf(await complete(c, first, 'new passphrase'))).detailed_error_code).toBe('invalid_reset_link');
    await requestReset(c, 'ada@example.com');
    await requestReset(c, 'ada@example.com');
    const [older, newer] = [await resetToken('ada@example.com', 2), await resetToken('ada@example.com', 3)];
    expect((await complete(c, newer, 'new passphrase')).status).toBe(200);
    expect((await complete(c, older, 'third passphrase')).status).toBe(400);
    expect((await signIn('new passphrase')).ok).toBe(true);
  });

  it('answers a known and an unknown address the same, in similar time, mailing only the known one', async () => {
    const c = h.client();
    const known = await requestReset(c, 'ada@example.com');
    const unknown = await requestReset(c, 'nobody@example.com');
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()]);
    await resetToken('ada@example.com');
    expect(h.mailer.sent.some((m) => m.to === 'nobody@example.com')).toBe(false);
    const times = { known: [] as number[], unknown: [] as number[] };
    for (let i = 0; i < 15; i += 1) {
      for (const [kind, email] of [
        ['known', 'ada@example.com'],
        ['unknown', `nobody${i}@example.com`],
      ] as const) {
        const start = performance.now();
        await requestReset(c, email);
        times[kind].push(performance.now() - start);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    expect(Math.abs(median(times.known) - median(times.unknown))).toBeLessThan(15);
  });

  it('mails the link in the account language and refuses a malformed address', async () => {
    await ada.json('/api/v2/replace/profile', { Profile: { language_tag: 'de-DE' } });
    await requestReset(h.client(), 'ada@example.com');
    await resetToken('ada@example.com');
    const mail = h.mailer.sent.find((m) => m.to === 'ada@example.com' && m.text.includes('change-password'));
    expect(mail?.subject).toBe('Ihr Waybook-Passwort zurücksetzen');
    expect(mail?.html).toContain('/change-password?st=');
    expect((await requestReset(h.client(), 'not an address')).status).toBe(400);
  });
});

describe('the signed-out password pages', () => {
  it('links "Forgot your password?" from sign-in; the reset page shows its form only for a live link', async () => {
    const c = h.client();
    expect(await (await c.request('/account/login')).text()).toContain('href="/account/forgot-password"');
    const sent = await c.form('/account/forgot-password', { email_addr: 'ada@example.com' });
    expect(await sent.text()).toContain('ada@example.com');
    const st = await resetToken('ada@example.com');
    const form = await c.request(`/change-password?st=${st}`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('name="confirm_password"');
    const mismatch = await c.form('/change-password', { st, new_password: 'new passphrase', confirm_password: 'new passphrase!' });
    expect(await mismatch.text()).toContain('Passwords do not match.');
    const done = await c.form('/change-password', { st, new_password: 'new passphrase', confirm_password: 'new passphrase' });
    expect(done.status).toBe(200);
    const used = await c.request(`/change-password?st=${st}&l=fr-FR`);
    expect(used.status).toBe(400);
    const text = await used.text();
    expect(text).toContain('Ce lien de réinitialisation a expiré ou a déjà été utilisé.');
    expect(text).toContain('href="/account/forgot-password"');
    expect((await signIn('new passphrase')).ok).toBe(true);
  });
});
