import { beforeAll, describe, expect, it } from 'vitest';
import { startHarness } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await h.signUp(h.client(), 'ada@example.com');
});

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
    const res = await h.client().form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery', redirect_url: target });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/app/');
  });

  it.each(OPEN_REDIRECTS)('sign-out does not follow %j off this origin', async (target) => {
    const c = h.client();
    await c.form('/account/login', { email_addr: 'ada@example.com', password: 'correct horse battery' });
    const res = await c.form(`/account/logout?redirect_url=${encodeURIComponent(target)}`, {});
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
