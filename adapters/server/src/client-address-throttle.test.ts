import { describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

// A sign-in with a wrong password through the proxy at 10.0.0.1, claiming to come from `forwarded`.
const guess = async (c: TestClient, email: string, forwarded: string): Promise<number> => {
  if (!c.cookies.has('csrf_token')) await c.request('/account/login');
  const body = new URLSearchParams({ csrf_token: c.cookies.get('csrf_token') ?? '', email_addr: email, password: 'Summer2026!' });
  const headers = { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwarded };
  return (await c.request('/account/login', { method: 'POST', body, headers })).status;
};
const spray = async (c: TestClient, forwarded: (i: number) => string): Promise<number[]> => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push(await guess(c, `user${i}@example.com`, forwarded(i)));
  return statuses;
};

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  it('without it, a forged X-Forwarded-For does not escape the throttle of the real address', async () => {
    const h = await startHarness();
    const statuses = await spray(h.client('203.0.113.50'), (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('with one trusted hop, clients behind the same proxy are throttled each by their own address', async () => {
    const h = await startHarness({ TRUST_PROXY: 'true' });
    const sprayer = h.client('10.0.0.1');
    const statuses = await spray(sprayer, () => '203.0.113.50');
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Prepending addresses does not help: the proxy's own entry is the one read.
    expect(await guess(sprayer, 'user99@example.com', '198.51.100.1, 203.0.113.50')).toBe(429);
    expect(await guess(h.client('10.0.0.1'), 'user99@example.com', '203.0.113.51')).toBe(401);
  });
});
