import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
let h: Harness;
beforeEach(async () => {
  h = await startHarness();
});

const PASSWORD = 'correct horse battery';
const signIn = (c: TestClient, email: string, password: string) => c.form('/account/login', { email_addr: email, password });

describe('sign-in throttling', () => {
  it('lets the owner in from a known browser while an attacker elsewhere is throttled, and mails the owner once', async () => {
    const owner = h.client('192.0.2.10');
    await h.signUp(owner, 'ada@example.com');
    expect((await signIn(owner, 'ada@example.com', PASSWORD)).status).toBe(303);
    expect(owner.cookies.get('wb_device')).toBeDefined();
    await owner.form('/account/logout', {});
    h.mailer.sent.length = 0;

    const attacker = h.client('203.0.113.9');
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await signIn(attacker, 'ada@example.com', `guess ${i} wrong`)).status);
    // The owner's first sign-in (from a browser then unknown) took one of the account's five tokens.
    expect(answers).toEqual([401, 401, 401, 401, ...Array<number>(8).fill(429)]);
    // Even the right password waits on the attacker's browser.
    expect((await signIn(attacker, 'ada@example.com', PASSWORD)).status).toBe(429);

    expect((await signIn(owner, 'ada@example.com', PASSWORD)).status).toBe(303);
    // On a browser it never used, the owner waits at most a minute, not a lockout.
    const elsewhere = h.client('198.51.100.4');
    const waited = await signIn(elsewhere, 'ada@example.com', PASSWORD);
    expect(waited.status).toBe(429);
    const seconds = Number(/wait (\d+) seconds/.exec(await waited.text())?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    h.clock.advance(seconds * 1000);
    expect((await signIn(elsewhere, 'ada@example.com', PASSWORD)).status).toBe(303);

    const alerts = h.mailer.sent.filter((m) => m.to === 'ada@example.com');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('Failed sign-in attempts on your Waybook account');
  });

  it('counts every guess of a parallel burst of 40', async () => {
    await h.signUp(h.client(), 'ada@example.com');
    const attacker = h.client('203.0.113.9');
    await attacker.request('/account/login');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(attacker, 'ada@example.com', `parallel guess ${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it('slows one address spraying a password over many accounts, not the others', async () => {
    const sprayer = h.client('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 34; i += 1) statuses.push((await signIn(sprayer, `user${i}@example.com`, 'Summer2026!')).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429]);
    expect((await signIn(h.client('203.0.113.51'), 'user99@example.com', 'Summer2026!')).status).toBe(401);
  });
});
