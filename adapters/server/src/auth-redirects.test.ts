import { beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
let owner: TestClient;
beforeAll(async () => {
  h = await startHarness();
  // One browser that signed up: a known device of the account, so its many sign-ins are not throttled.
  owner = h.client();
  await h.signUp(owner, 'ada@example.com');
});
const signIn = (redirect_url?: string) =>
  owner.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery', ...(redirect_url === undefined ? {} : { redirect_url }) });

const OPEN_REDIRECTS = [
  '/..//evil.example/',
  '/.//evil.example/',
  '/app/..//evil.example/',
  '/./\\evil.example/',
  '//evil.example',
  '/\\evil',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/app/..%2F%2Fevil.example',
  'javascript:alert(1)',
  'https://evil.example/',
];

describe('redirect_url after sign-in and sign-out', () => {
  it.each(OPEN_REDIRECTS)('sign-in does not follow %j off this origin', async (target) => {
    const res = await signIn(target);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/');
  });

  it.each(OPEN_REDIRECTS)('sign-out does not follow %j off this origin', async (target) => {
    expect((await signIn()).status).toBe(303);
    const res = await owner.form(`/account/logout?redirect_url=${encodeURIComponent(target)}`, {});
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/account/login');
  });

  it('follows a path of this app, normalised', async () => {
    const res = await h
      .client()
      .form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery', redirect_url: '/app//trips/../settings' });
    expect(res.headers.get('location')).toBe('/app/settings');
  });
});
