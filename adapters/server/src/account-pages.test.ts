import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});

describe('sign-up page', () => {
  it('renders an accessible, localised form with a CSRF field', async () => {
    const res = await h.client().request('/account/create', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<label for="email_addr" class="wb-field__label">E-Mail-Adresse</label>');
    expect(html).toMatch(/name="csrf_token" value="[A-Za-z0-9]{43}"/);
  });

  it('shows the privacy statement the new account acknowledges, in the reader language', async () => {
    const html = await (await h.client().request('/account/create', { headers: { 'accept-language': 'fr-FR' } })).text();
    expect(html).toContain('En créant un compte, vous prenez acte de notre déclaration de confidentialité.');
    expect(html).toContain(
      '<a href="https://waybook.app/privacy?l=fr-FR" target="_blank" rel="noopener noreferrer">Lire la déclaration de confidentialité</a>',
    );
  });

  it('creates the account, starts a session, mails a verification link and goes to onboarding', async () => {
    const c = h.client();
    const res = await h.signUp(c, 'Ada@Example.com');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/onboarding');
    expect(c.cookies.get('wb_session')).toMatch(/^[A-Za-z0-9]{64}$/);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('wb_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(h.mailer.sent).toHaveLength(1);
    expect(h.mailer.sent[0]?.to).toBe('ada@example.com');
    const link = /http:\/\/localhost:8080(\/account\/verify\?token=\w+)/.exec(h.mailer.sent[0]?.text ?? '')?.[1];
    expect(link).toBeDefined();
    const verify = await c.request(link ?? '');
    expect(verify.status).toBe(200);
    const profile = (await (await c.request('/api/v2/get/profile')).json()) as { Profile: { EmailAddresses: { is_confirmed: string }[] } };
    expect(profile.Profile.EmailAddresses[0]?.is_confirmed).toBe('true');
    expect((await c.request(link ?? '')).status).toBe(400);
  });

  it('answers a known address exactly like a new one, and mails that address instead of saying so', async () => {
    await h.signUp(h.client(), 'ada@example.com');
    h.mailer.sent.length = 0;
    const fresh = await h.signUp(h.client(), 'bo@example.com');
    const c = h.client();
    const dup = await h.signUp(c, 'ADA@example.com');
    expect(dup.status).toBe(fresh.status);
    expect(dup.headers.get('location')).toBe(fresh.headers.get('location'));
    expect(dup.headers.getSetCookie().map((l) => l.split('=')[0])).toEqual(fresh.headers.getSetCookie().map((l) => l.split('=')[0]));
    expect(await dup.text()).toBe('');
    // The session cookie opens nothing: the account stays its owner's.
    expect((await c.request('/api/v2/get/profile')).status).toBe(401);
    const mail = h.mailer.sent.find((m) => m.to === 'ada@example.com');
    expect(mail?.subject).toBe('Your Waybook account');
    expect(mail?.text).toContain('already has one');
    expect(mail?.text).toContain('http://localhost:8080/account/login');
  });

  it('refuses a short password and a password that is an e-mail', async () => {
    const short = await h.signUp(h.client(), 'bo@example.com', 'short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('8 to 64 characters');
    const email = await h.signUp(h.client(), 'carl@example.com', 'carl@example.com');
    expect(await email.text()).toContain('cannot be an email address');
  });

  it('states each sign-up error once, under its field, which it marks invalid and describes', async () => {
    const cases = [
      { email: 'bo@example.com', password: 'short', message: 'Password must be 8 to 64 characters.', field: 'password' },
      { email: 'carl@example.com', password: 'carl@example.com', message: 'Password cannot be an email address.', field: 'password' },
      { email: 'not an address', password: 'long enough pw', message: 'Please use a valid email address.', field: 'email_addr' },
    ];
    for (const { email, password, message, field } of cases) {
      const html = await (await h.signUp(h.client(), email, password)).text();
      expect(html.split(message).length - 1, message).toBe(1);
      expect(html).toContain(`<p class="wb-field__error" id="${field}-error">${message}</p>`);
      expect(html).toMatch(new RegExp(`id="${field}"[^>]*aria-describedby="[^"]*${field}-error"[^>]*aria-invalid="true" autofocus`));
      expect(html).not.toContain('role="alert"');
    }
  });

  it('refuses a form post without the CSRF field', async () => {
    const c = h.client();
    const res = await c.request('/account/create', {
      method: 'POST',
      body: new URLSearchParams({ email_addr: 'x@example.com', password: 'long enough pw' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
    expect(await h.server.stores.accounts.findLogin('x@example.com')).toBeUndefined();
  });
});

describe('sign-in and sign-out', () => {
  it('signs in to redirect_url on this origin only, and out again', async () => {
    await h.signUp(h.client(), 'ada@example.com');
    const c = h.client();
    const ok = await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery', redirect_url: '/app/settings/preferences' });
    expect(ok.headers.get('location')).toBe('/app/settings/preferences');
    expect((await c.request('/api/v2/get/profile')).status).toBe(200);
    const out = await c.form('/account/logout?redirect_url=https://evil.example/', {});
    expect(out.headers.get('location')).toBe('/account/login');
    expect((await c.request('/api/v2/get/profile')).status).toBe(401);
    const offsite = await h
      .client()
      .form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery', redirect_url: '//evil.example/x' });
    expect(offsite.headers.get('location')).toBe('/app/');
  });

  it('gives one generic message for a wrong password and an unknown address', async () => {
    await h.signUp(h.client(), 'ada@example.com');
    const wrong = await h.client().form('/account/login', { email_addr: 'ada@example.com', password: 'not the password' });
    const unknown = await h.client().form('/account/login', { email_addr: 'nobody@example.com', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const message = 'The email address or password is incorrect.';
    expect(await wrong.text()).toContain(message);
    expect(await unknown.text()).toContain(message);
  });

  it('slows down repeated failures, and lets the right password in once the wait is over', async () => {
    await h.signUp(h.client(), 'ada@example.com');
    const c = h.client();
    const attempt = () => c.form('/account/login', { email_addr: 'ada@example.com', password: 'wrong password!' });
    for (let i = 0; i < 5; i += 1) await attempt();
    const throttled = await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(throttled.status).toBe(429);
    expect(await throttled.text()).toMatch(/wait \d+ seconds/);
    h.clock.advance(60_000);
    const ok = await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    expect(ok.status).toBe(303);
  });

  it('expires a session after 30 minutes without requests', async () => {
    const c = h.client();
    await h.signUp(c, 'ada@example.com');
    h.clock.advance(29 * 60_000);
    expect((await c.request('/api/v2/get/profile')).status).toBe(200);
    h.clock.advance(29 * 60_000);
    expect((await c.request('/api/v2/get/profile')).status).toBe(200);
    h.clock.advance(31 * 60_000);
    const expired = await c.request('/api/v2/get/profile');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ Error: { code: 'unauthorized', detailed_error_code: 'session_required', description: 'Sign in to continue.' } });
  });

  it('explains a blocked account', async () => {
    const res = await h.client().request('/uhp/blocked?status=suspended');
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Your account has been suspended');
  });
});

describe('the SPA', () => {
  it('redirects / to /app/ and signed-out visitors to sign in, keeping the target', async () => {
    const c = h.client();
    expect((await c.request('/')).headers.get('location')).toBe('/app/');
    expect((await c.request('/app/settings/preferences?x=1')).headers.get('location')).toBe(
      '/account/login?redirect_url=%2Fapp%2Fsettings%2Fpreferences%3Fx%3D1',
    );
  });

  it('serves index.html for any app path once signed in (history fallback)', async () => {
    const c = h.client();
    await h.signUp(c, 'ada@example.com');
    const res = await c.request('/app/some/deep/route');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});
